import { describe, expect, it } from 'vitest';
import { clientLoader } from './screens/cart';
import { setToken } from '@/lib/session';
import { aCart } from '@/test/fixtures';
import { callsTo, mockApi } from '@/test/mock-api';
import { waitFor } from '@testing-library/react';
import { screenData } from './screen-data';

describe("the cart's data is asked for while its code is still on the way", () => {
  it('opening the cart starts reading at once, without holding back the screen', async () => {
    setToken('customer', 'a-token');
    const fetchMock = mockApi({ '/api/cart/get/user': () => aCart([]) });

    expect(clientLoader()).toBeNull();
    await waitFor(() => expect(callsTo(fetchMock, '/api/cart/get/user')).toHaveLength(1));
  });

  it('the cart is read early only for a signed-in customer (a visitor goes to the login page, asking nothing)', async () => {
    const fetchMock = mockApi({ '/api/cart/get/user': () => aCart([]) });

    await screenData.cart();
    expect(callsTo(fetchMock, '/api/cart/get/user')).toHaveLength(0);

    setToken('customer', 'a-token');
    await screenData.cart();
    expect(callsTo(fetchMock, '/api/cart/get/user')).toHaveLength(1);
  });
});
