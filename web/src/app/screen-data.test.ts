import { describe, expect, it, vi } from 'vitest';
import type { RouteObject } from 'react-router';
import { foodKeys } from '@/features/catalogue/api/query-keys';
import { setToken } from '@/lib/session';
import { aCart, aFoodDetail } from '@/test/fixtures';
import { callsTo, mockApi } from '@/test/mock-api';
import { createRoutes, type ScreenData } from './router';
import { appQueryClient } from './query-provider';
import { screenData } from './screen-data';

function routeAt(routes: RouteObject[], path: string): RouteObject | undefined {
  for (const route of routes) {
    if (route.path === path) return route;
    const found = route.children && routeAt(route.children, path);
    if (found) return found;
  }
  return undefined;
}

const load = (route: RouteObject | undefined, params: Record<string, string> = {}) =>
  (route?.loader as (args: { params: Record<string, string> }) => unknown)({ params });

describe("a screen's data is asked for while its code is still on the way", () => {
  it('opening a dish starts reading it at once, without holding back the screen', () => {
    const prefetch: ScreenData = { food: vi.fn(), cart: vi.fn() };
    const routes = createRoutes(prefetch);

    expect(load(routeAt(routes, 'food/:id'), { id: 'f-1' })).toBeNull();
    expect(prefetch.food).toHaveBeenCalledWith('f-1');
    expect(load(routeAt(routes, 'cart'))).toBeNull();
    expect(prefetch.cart).toHaveBeenCalledOnce();
  });

  it('the dish lands in the cache the screen reads, from one request', async () => {
    const fetchMock = mockApi({ '/api/foods/get/f-1': () => aFoodDetail({ _id: 'f-1' }) });

    await screenData.food('f-1');
    await screenData.food('f-1');

    expect(callsTo(fetchMock, '/api/foods/get/f-1')).toHaveLength(1);
    expect(appQueryClient.getQueryData(foodKeys.detail('f-1'))).toMatchObject({ _id: 'f-1' });
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
