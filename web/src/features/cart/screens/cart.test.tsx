import { screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { setToken } from '@/lib/session';
import { aCart, aCartLine, type CartShipsTo } from '@/test/fixtures';
import { LocationProbe } from '@/test/location-probe';
import { callsTo, mockApi, reply } from '@/test/mock-api';
import { renderWithProviders } from '@/test/render';
import { useCartCount } from '../api/get-cart';
import CartScreen from './cart';

function CartCount() {
  return <output data-testid="cart-count">{String(useCartCount(true))}</output>;
}

function renderCart() {
  setToken('customer', 't0ken');
  return renderWithProviders(
    <Routes>
      <Route
        path="/cart"
        element={
          <>
            <CartScreen />
            <CartCount />
          </>
        }
      />
      <Route path="*" element={<LocationProbe />} />
    </Routes>,
    { at: '/cart' },
  );
}

const line = (name: string) => screen.getByRole('listitem', { name });

describe('cart', () => {
  it('minus is disabled at 1 and plus at the stock', async () => {
    mockApi({
      '/api/cart/get/user': () =>
        aCart([
          aCartLine({ _id: 'f1', name: 'Masala Dosa', quantity: 10 }, 1),
          aCartLine({ _id: 'f2', name: 'Filter Coffee', quantity: 3 }, 3),
        ]),
    });
    renderCart();

    await screen.findByRole('listitem', { name: 'Masala Dosa' });
    expect(
      within(line('Masala Dosa')).getByRole('button', { name: 'Decrease quantity of Masala Dosa' }),
    ).toBeDisabled();
    expect(within(line('Masala Dosa')).getByRole('button', { name: 'Increase quantity of Masala Dosa' })).toBeEnabled();
    expect(
      within(line('Filter Coffee')).getByRole('button', { name: 'Decrease quantity of Filter Coffee' }),
    ).toBeEnabled();
    expect(
      within(line('Filter Coffee')).getByRole('button', { name: 'Increase quantity of Filter Coffee' }),
    ).toBeDisabled();
  });

  it('the cart shows every line the card is charged: subtotal, Tax (5%), the delivery fee and the Total', async () => {
    mockApi({
      '/api/cart/get/user': () =>
        aCart([aCartLine({ _id: 'f1', price: 120 }, 2), aCartLine({ _id: 'f2', name: 'Vada', price: 45.5 }, 1)]),
    });
    renderCart();

    expect(await screen.findByTestId('price-Subtotal')).toHaveTextContent('₹285.50');
    expect(screen.getByText('Tax (5%)')).toBeInTheDocument();
    expect(screen.getByTestId('price-Tax (5%)')).toHaveTextContent('₹14.28');
    expect(screen.getByTestId('price-Delivery fee')).toHaveTextContent('₹40');
    expect(screen.getByTestId('price-Total')).toHaveTextContent('₹339.78');
    expect(screen.getByRole('link', { name: 'Proceed to Checkout' })).toHaveAttribute('href', '/shipping');
  });

  it("a cart that will most likely ship to the last order's address is priced for it and says so", async () => {
    // 221 MG Road's pincode lies 1.7 km from the restaurant: delivery is free, and the Total counts it so.
    const lastAddress = { basis: 'lastOrder', address: '221 MG Road, 560001', point: { lat: 12.9756, lon: 77.6046 } };
    mockApi({
      '/api/cart/get/user': () => aCart([aCartLine({ _id: 'f1', price: 120 }, 2)], lastAddress as CartShipsTo),
    });
    renderCart();

    expect(await screen.findByTestId('price-Delivery fee')).toHaveTextContent('Free');
    expect(screen.getByTestId('delivery-note')).toHaveTextContent(
      "Free within 5 km of Udupi Upahar: your last order's address, 221 MG Road, 560001, is 1.7 km away.",
    );
    expect(screen.getByTestId('price-Total')).toHaveTextContent('₹252');
  });

  it('a cart priced from where the customer is says the fee it worked out, and that the address decides', async () => {
    const farAway = { basis: 'location', address: null, point: { lat: 13.05, lon: 77.59 } } as const;
    mockApi({ '/api/cart/get/user': () => aCart([aCartLine({ _id: 'f1', price: 120 }, 2)], farAway) });
    renderCart();

    expect(await screen.findByTestId('price-Delivery fee')).toHaveTextContent('₹40');
    expect(screen.getByTestId('delivery-note')).toHaveTextContent(
      'Free within 5 km of Udupi Upahar: you are 8.9 km away. Your address decides at checkout.',
    );
    expect(screen.getByTestId('price-Total')).toHaveTextContent('₹292');
  });

  it('a cart that knows no address says: ₹40, or Free within 5 km: worked out at checkout', async () => {
    mockApi({ '/api/cart/get/user': () => aCart([aCartLine({ _id: 'f1', price: 120 }, 2)]) });
    renderCart();

    expect(await screen.findByTestId('price-Delivery fee')).toHaveTextContent('₹40');
    expect(screen.getByTestId('delivery-note')).toHaveTextContent('₹40, or Free within 5 km: worked out at checkout');
  });

  it('an empty cart says Your cart is empty. Add something delicious!', async () => {
    mockApi({ '/api/cart/get/user': () => aCart([]) });
    renderCart();

    expect(await screen.findByText('Your cart is empty. Add something delicious!')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Proceed to Checkout' })).not.toBeInTheDocument();
  });

  it('plus sends increase and the line and the navbar count follow the answer', async () => {
    let quantity = 1;
    const fetchMock = mockApi({
      '/api/cart/get/user': () => aCart([aCartLine({}, quantity)]),
      '/api/cart/update': () => {
        quantity = 2;
        return { message: 'Cart updated', quantity, cart: aCart([aCartLine({}, quantity)]) };
      },
    });
    const { user } = renderCart();

    await user.click(await screen.findByRole('button', { name: 'Increase quantity of Masala Dosa' }));

    await waitFor(() => expect(within(line('Masala Dosa')).getByTestId('line-quantity')).toHaveTextContent('2'));
    expect(screen.getByTestId('cart-count')).toHaveTextContent('2');
    expect(callsTo(fetchMock, '/api/cart/update')).toEqual([
      { method: 'PUT', body: { foodId: 'f1', action: 'increase' } },
    ]);
  });

  it('remove deletes the line and says Item removed', async () => {
    let items = [aCartLine(), aCartLine({ _id: 'f2', name: 'Filter Coffee' })];
    const fetchMock = mockApi({
      '/api/cart/get/user': () => aCart(items),
      '/api/cart/delete': () => {
        items = items.slice(1);
        return { message: 'Item removed', quantity: 0, cart: aCart(items) };
      },
    });
    const { user } = renderCart();

    await user.click(await screen.findByRole('button', { name: 'Remove Masala Dosa' }));

    await waitFor(() => expect(screen.queryByRole('listitem', { name: 'Masala Dosa' })).not.toBeInTheDocument());
    expect(screen.getByText('Masala Dosa: Item removed')).toBeInTheDocument();
    expect(screen.getByTestId('cart-count')).toHaveTextContent('1');
    expect(callsTo(fetchMock, '/api/cart/delete')).toEqual([{ method: 'DELETE', body: { foodId: 'f1' } }]);
  });

  it('a refused increase shows the server message', async () => {
    mockApi({
      '/api/cart/get/user': () => aCart([aCartLine({ quantity: 5 }, 1)]),
      '/api/cart/update': () => reply(409, { message: 'Only 1 Masala Dosa left in stock.', code: 'STOCK_LIMIT' }),
    });
    const { user } = renderCart();

    await user.click(await screen.findByRole('button', { name: 'Increase quantity of Masala Dosa' }));

    expect(await screen.findByText('Only 1 Masala Dosa left in stock.')).toBeInTheDocument();
  });

  it('a line above the stock says so and holds the checkout back', async () => {
    mockApi({ '/api/cart/get/user': () => aCart([aCartLine({ quantity: 2 }, 3)]) });
    renderCart();

    expect(await screen.findByText('Only 2 left in stock')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Proceed to Checkout' })).toBeDisabled();
  });

  it('a cart that cannot load says so and retries', async () => {
    let calls = 0;
    mockApi({
      '/api/cart/get/user': () => (++calls === 1 ? reply(500, { message: 'Internal server error' }) : aCart()),
    });
    const { user } = renderCart();

    await user.click(await screen.findByRole('button', { name: 'Try again' }));

    expect(await screen.findByRole('listitem', { name: 'Masala Dosa' })).toBeInTheDocument();
  });
});
