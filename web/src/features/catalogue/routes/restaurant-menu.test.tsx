import { screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { aFood, aRestaurant } from '@/test/fixtures';
import { mockApi, reply } from '@/test/mock-api';
import { renderWithProviders } from '@/test/render';
import { RestaurantMenuPage } from './restaurant-menu';

function renderMenu(id = 'r1') {
  return renderWithProviders(
    <Routes>
      <Route
        path="/restaurant/:id"
        element={<RestaurantMenuPage renderAction={(food) => <button type="button">Order {food.name}</button>} />}
      />
    </Routes>,
    { route: `/restaurant/${id}` },
  );
}

describe('restaurant menu', () => {
  it("a paused restaurant says so and offers none of its dishes; the server's refusal is not the first word", async () => {
    mockApi({
      '/api/foods/get/byRestaurant/r1': () => ({
        restaurant: aRestaurant({ paused: true }),
        items: [aFood(), aFood({ _id: 'f2', name: 'Filter Coffee' })],
        nextCursor: null,
      }),
    });
    renderMenu();

    expect(await screen.findByTestId('closed-note')).toHaveTextContent('Closed · Not taking orders right now');
    const menu = await screen.findByRole('list', { name: 'Dishes' });
    expect(within(menu).queryByRole('button', { name: /^Order / })).not.toBeInTheDocument();
    expect(within(menu).getAllByRole('button', { name: 'Closed' })).toHaveLength(2);
    for (const button of within(menu).getAllByRole('button', { name: 'Closed' })) expect(button).toBeDisabled();
  });

  it('the header shows the image, name, address and rating, and the menu lists its dishes', async () => {
    const fetchMock = mockApi({
      '/api/foods/get/byRestaurant/r1': () => ({
        restaurant: aRestaurant({ rating: 4.25, reviewCount: 8 }),
        items: [aFood(), aFood({ _id: 'f2', name: 'Filter Coffee', quantity: 0 })],
        nextCursor: null,
      }),
    });
    renderMenu();

    expect(await screen.findByRole('heading', { level: 1, name: 'Udupi Upahar' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Udupi Upahar' })).toBeInTheDocument();
    expect(screen.getByText('12 MG Road, bengaluru')).toBeInTheDocument();
    expect(screen.getByLabelText('Rated 4.3 out of 5')).toBeInTheDocument();
    expect(screen.getByText('(8 reviews)')).toBeInTheDocument();
    const menu = await screen.findByRole('list', { name: 'Dishes' });
    expect(within(menu).getAllByRole('listitem')).toHaveLength(2);
    expect(within(menu).getByRole('button', { name: 'Order Masala Dosa' })).toBeInTheDocument();
    expect(within(menu).getByRole('button', { name: 'Order Filter Coffee' })).toBeInTheDocument();
    expect(String(fetchMock.mock.calls[0]![0])).toBe('http://localhost:3000/api/foods/get/byRestaurant/r1');
  });

  it('a restaurant without reviews shows No ratings', async () => {
    mockApi({
      '/api/foods/get/byRestaurant/r1': () => ({
        restaurant: aRestaurant({ rating: null, reviewCount: 0 }),
        items: [],
        nextCursor: null,
      }),
    });
    renderMenu();

    expect(await screen.findByText('No ratings')).toBeInTheDocument();
    expect(screen.getByText('This restaurant has no dishes on its menu yet.')).toBeInTheDocument();
  });

  it('a restaurant the API does not know says Restaurant not found', async () => {
    mockApi({ '/api/foods/get/byRestaurant/gone': () => reply(404, { message: 'Restaurant not found' }) });
    renderMenu('gone');

    expect(await screen.findByRole('heading', { name: 'Restaurant not found' })).toBeInTheDocument();
  });
});
