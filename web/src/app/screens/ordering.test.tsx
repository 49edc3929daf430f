import { screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { setToken } from '@/lib/session';
import { aCart, aFood, aFoodDetail, aRestaurant, aUserInfo } from '@/test/fixtures';
import { mockApi } from '@/test/mock-api';
import { renderWithProviders } from '@/test/render';
import FoodScreen from './food-detail';
import FoodsScreen from './foods';
import RestaurantScreen from './restaurant-menu';

const inStock = aFood();
const soldOut = aFood({ _id: 'f2', name: 'Rava Idli', quantity: 0 });

function catalogueApi() {
  return mockApi({
    '/api/users/user-info': () => aUserInfo(),
    '/api/restaurant/get': () => ({ items: [aRestaurant()], nextCursor: null }),
    '/api/categories/get': () => ({ items: [] }),
    '/api/foods/get': () => ({ items: [inStock, soldOut], nextCursor: null }),
    '/api/foods/get/byRestaurant/r1': () => ({
      restaurant: aRestaurant(),
      items: [inStock, soldOut],
      nextCursor: null,
    }),
    '/api/foods/get/f1': () => aFoodDetail(),
    '/api/foods/get/f2': () => aFoodDetail({ _id: 'f2', name: 'Rava Idli', quantity: 0 }),
    '/api/cart/get/user': () => aCart([]),
  });
}

const card = (name: string) => screen.getByRole('heading', { name }).closest('li')!;
/** The catalogue renders after user-info and the dish list, two requests in a row: slow on a busy machine. */
const dishShown = (name: string) => screen.findByRole('heading', { name }, { timeout: 5000 });

describe('ordering from the catalogue', () => {
  it('/foods offers Add (named for the dish) on a dish in stock and a disabled Out of Stock at quantity 0', async () => {
    catalogueApi();
    setToken('customer', 't0ken');
    renderWithProviders(<FoodsScreen />, { at: '/foods' });

    await dishShown('Rava Idli');
    expect(within(card('Masala Dosa')).getByRole('button', { name: 'Add Masala Dosa to cart' })).toBeEnabled();
    expect(within(card('Rava Idli')).getByRole('button', { name: 'Out of Stock' })).toBeDisabled();
    expect(within(card('Rava Idli')).queryByRole('button', { name: /^Add / })).not.toBeInTheDocument();
  });

  it('the restaurant menu offers Add (named for the dish) on every dish in stock', async () => {
    catalogueApi();
    setToken('customer', 't0ken');
    renderWithProviders(
      <Routes>
        <Route path="/restaurant/:id" element={<RestaurantScreen />} />
      </Routes>,
      { at: '/restaurant/r1' },
    );

    await dishShown('Rava Idli');
    expect(within(card('Masala Dosa')).getByRole('button', { name: 'Add Masala Dosa to cart' })).toBeEnabled();
    expect(within(card('Rava Idli')).getByRole('button', { name: 'Out of Stock' })).toBeDisabled();
  });

  it('the food detail offers Add to Cart, and Out of Stock when there is none', async () => {
    catalogueApi();
    const { unmount } = renderWithProviders(
      <Routes>
        <Route path="/food/:id" element={<FoodScreen />} />
      </Routes>,
      { at: '/food/f1' },
    );
    expect(await screen.findByRole('button', { name: 'Add to Cart' }, { timeout: 5000 })).toBeEnabled();
    unmount();

    renderWithProviders(
      <Routes>
        <Route path="/food/:id" element={<FoodScreen />} />
      </Routes>,
      { at: '/food/f2' },
    );
    expect(await screen.findByRole('button', { name: 'Out of Stock' }, { timeout: 5000 })).toBeDisabled();
  });
});
