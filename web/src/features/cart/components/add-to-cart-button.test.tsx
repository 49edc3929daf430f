import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { cartKeys } from '@/lib/cart-query';
import { setToken } from '@/lib/session';
import { aCart, aCartLine, aFood } from '@/test/fixtures';
import { probedState } from '@/test/location-probe';
import { callsTo, mockApi, reply } from '@/test/mock-api';
import { renderScreen } from '@/test/render';
import { AddToCartButton } from './add-to-cart-button';

const dosa = aFood({ _id: 'f1', name: 'Masala Dosa' });
const biryaniCart = aCart([
  aCartLine({ _id: 'f9', name: 'Chicken Biryani', restaurant: { ...dosa.restaurant, _id: 'r2', name: 'Meghana' } }),
]);
const added = (cart = aCart([aCartLine({ _id: 'f1' })])) => ({ message: 'Item added to cart', quantity: 1, cart });
const otherRestaurant = () =>
  reply(409, {
    message: 'Your cart has dishes from another restaurant. Clear the cart to add this one?',
    code: 'CART_OTHER_RESTAURANT',
  });

function renderButton(food = dosa, { signedIn = true } = {}) {
  if (signedIn) setToken('customer', 't0ken');
  return renderScreen('/food/f1', <AddToCartButton food={food} />);
}

describe('add to cart', () => {
  it('a visitor without a customer token goes to /login and is brought back afterwards', async () => {
    const fetchMock = mockApi({});
    const { user } = renderButton(dosa, { signedIn: false });

    await user.click(screen.getByRole('button', { name: 'Add to Cart' }));

    expect(screen.getByTestId('location')).toHaveTextContent('/login');
    expect(probedState(screen.getByTestId('location-state'))).toMatchObject({ from: { pathname: '/food/f1' } });
    expect(callsTo(fetchMock, '/api/cart/add')).toHaveLength(0);
  });

  it('adding a dish says so and shows the new cart', async () => {
    const fetchMock = mockApi({ '/api/cart/add': () => added(), '/api/cart/get/user': () => aCart() });
    const { user, queryClient } = renderButton();

    await user.click(screen.getByRole('button', { name: 'Add to Cart' }));

    expect(await screen.findByText('Item added to cart')).toBeInTheDocument();
    expect(screen.getByText('Masala Dosa (1 in your cart)')).toBeInTheDocument();
    expect(callsTo(fetchMock, '/api/cart/add')).toEqual([{ method: 'POST', body: { foodId: 'f1' } }]);
    await waitFor(() => expect(queryClient.getQueryData(cartKeys.detail())).toMatchObject({ count: 1 }));
  });

  it('the other-restaurant confirm re-sends with replace', async () => {
    const fetchMock = mockApi({
      '/api/cart/add': (_url, init) => (JSON.parse(String(init!.body)).replace ? added() : otherRestaurant()),
      '/api/cart/get/user': () => aCart(),
    });
    const { user } = renderButton();

    await user.click(screen.getByRole('button', { name: 'Add to Cart' }));
    const dialog = await screen.findByRole('dialog', { name: 'Clear the cart first?' });
    expect(dialog).toHaveTextContent('Your cart has dishes from another restaurant. Clear the cart to add this one?');
    await user.click(screen.getByRole('button', { name: 'Clear cart and add' }));

    expect(await screen.findByText('Item added to cart')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(callsTo(fetchMock, '/api/cart/add').map((call) => call.body)).toEqual([
      { foodId: 'f1' },
      { foodId: 'f1', replace: true },
    ]);
  });

  it('declining the confirm keeps the cart', async () => {
    const fetchMock = mockApi({ '/api/cart/add': otherRestaurant, '/api/cart/get/user': () => biryaniCart });
    const { user, queryClient } = renderButton();
    queryClient.setQueryData(cartKeys.detail(), biryaniCart);

    await user.click(screen.getByRole('button', { name: 'Add to Cart' }));
    await screen.findByRole('dialog', { name: 'Clear the cart first?' });
    await user.click(screen.getByRole('button', { name: 'Cancel' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(callsTo(fetchMock, '/api/cart/add')).toHaveLength(1);
    expect(callsTo(fetchMock, '/api/cart/clear')).toHaveLength(0);
    expect(queryClient.getQueryData(cartKeys.detail())).toEqual(biryaniCart);
    expect(screen.queryByText('Item added to cart')).not.toBeInTheDocument();
  });

  it('a refusal with a message shows the server message', async () => {
    mockApi({
      '/api/cart/add': () => reply(409, { message: 'Only 2 Masala Dosa left in stock.', code: 'STOCK_LIMIT' }),
      '/api/cart/get/user': () => aCart(),
    });
    const { user } = renderButton();

    await user.click(screen.getByRole('button', { name: 'Add to Cart' }));

    expect(await screen.findByText('Only 2 Masala Dosa left in stock.')).toBeInTheDocument();
  });

  it('a failure without a server message says Failed to add item to cart.', async () => {
    mockApi({
      '/api/cart/add': () => new Response('bad gateway', { status: 502 }),
      '/api/cart/get/user': () => aCart(),
    });
    const { user } = renderButton();

    await user.click(screen.getByRole('button', { name: 'Add to Cart' }));

    expect(await screen.findByText('Failed to add item to cart.')).toBeInTheDocument();
  });

  it('a dish with no stock shows a disabled Out of Stock button', () => {
    mockApi({});
    renderButton(aFood({ quantity: 0 }));

    expect(screen.getByRole('button', { name: 'Out of Stock' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Add to Cart' })).not.toBeInTheDocument();
  });

  it("a dish row's compact Add is named for the dish, adds it, and says Out of Stock at quantity 0", async () => {
    const fetchMock = mockApi({ '/api/cart/add': () => added() });
    setToken('customer', 't0ken');
    const { user, unmount } = renderScreen('/foods', <AddToCartButton food={dosa} compact />);

    const add = screen.getByRole('button', { name: 'Add Masala Dosa to cart' });
    expect(add).toHaveTextContent('Add');
    await user.click(add);
    await waitFor(() => expect(callsTo(fetchMock, '/api/cart/add')).toHaveLength(1));
    unmount();

    renderScreen('/foods', <AddToCartButton food={{ ...dosa, quantity: 0 }} compact />);
    expect(screen.getByRole('button', { name: 'Out of Stock' })).toBeDisabled();
  });
});
