import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { aFood, aRestaurant } from '@/test/fixtures';
import { mockApi, reply } from '@/test/mock-api';
import { renderWithProviders } from '@/test/render';
import { RestaurantMenuScreen } from './restaurant-menu';

function renderMenu(id = 'r1') {
  return renderWithProviders(
    <Routes>
      <Route
        path="/restaurant/:id"
        element={<RestaurantMenuScreen renderAction={(food) => <button type="button">Order {food.name}</button>} />}
      />
    </Routes>,
    { at: `/restaurant/${id}` },
  );
}

/** Wednesday 25 November 2026, 12:00 India time. */
const WEDNESDAY_NOON = new Date('2026-11-25T12:00:00+05:30');
const week = (open: string, close: string) => Array.from({ length: 7 }, () => ({ open, close }));

const dosa = { _id: 'c-dosa', cat: 'Dosa', catimg: '' };
const coffee = { _id: 'c-coffee', cat: 'Coffee', catimg: '' };

afterEach(() => {
  vi.useRealTimers();
});

describe('restaurant menu', () => {
  it("a paused restaurant says so in a banner and offers none of its dishes; the server's refusal is not the first word", async () => {
    mockApi({
      '/api/foods/get/byRestaurant/r1': () => ({
        restaurant: aRestaurant({ paused: true }),
        items: [aFood(), aFood({ _id: 'f2', name: 'Filter Coffee' })],
        nextCursor: null,
      }),
    });
    renderMenu();

    const banner = await screen.findByRole('alert');
    expect(banner).toHaveTextContent('Paused');
    expect(banner).toHaveTextContent('Not taking orders right now');
    const menu = await screen.findByRole('list', { name: 'Dosa dishes' });
    expect(within(menu).queryByRole('button', { name: /^Order / })).not.toBeInTheDocument();
    expect(within(menu).getAllByRole('button', { name: 'Closed' })).toHaveLength(2);
    for (const button of within(menu).getAllByRole('button', { name: 'Closed' })) expect(button).toBeDisabled();
  });

  it('a restaurant closed by its hours shows a Closed banner saying when it opens next, in India time', async () => {
    vi.useFakeTimers({ now: WEDNESDAY_NOON, toFake: ['Date'] });
    mockApi({
      '/api/foods/get/byRestaurant/r1': () => ({
        restaurant: aRestaurant({ hours: week('18:00', '23:00') }),
        items: [aFood()],
        nextCursor: null,
      }),
    });
    renderMenu();

    const banner = await screen.findByRole('alert');
    expect(banner).toHaveTextContent('Closed now');
    expect(banner).toHaveTextContent('Opens at 6:00 pm');
    expect(screen.getByTestId('closed-note')).toHaveTextContent('Closed · Opens at 6:00 pm');
  });

  it("the header names the cuisine, the rating, that it is open and today's hours; a tap shows the whole week", async () => {
    vi.useFakeTimers({ now: WEDNESDAY_NOON, toFake: ['Date'] });
    const hours = [...week('07:00', '22:00').slice(0, 6), null];
    mockApi({
      '/api/foods/get/byRestaurant/r1': () => ({
        restaurant: aRestaurant({ hours, categories: ['Dosa', 'Coffee'] }),
        items: [aFood()],
        nextCursor: null,
      }),
    });
    renderMenu();

    expect(await screen.findByText('Dosa · Coffee')).toBeInTheDocument();
    expect(screen.getByText('Open now')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    const toggle = screen.getByRole('button', { name: 'Today 7:00 am – 10:00 pm' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const days = within(await screen.findByRole('list', { name: 'Opening hours' })).getAllByRole('listitem');
    expect(days.map((day) => day.textContent)).toEqual([
      'Monday7:00 am – 10:00 pm',
      'Tuesday7:00 am – 10:00 pm',
      'Wednesday7:00 am – 10:00 pm',
      'Thursday7:00 am – 10:00 pm',
      'Friday7:00 am – 10:00 pm',
      'Saturday7:00 am – 10:00 pm',
      'SundayClosed',
    ]);
  });

  it('a restaurant without hours is open all day and has no week to show', async () => {
    mockApi({
      '/api/foods/get/byRestaurant/r1': () => ({ restaurant: aRestaurant(), items: [aFood()], nextCursor: null }),
    });
    renderMenu();

    expect(await screen.findByText('Open now')).toBeInTheDocument();
    expect(screen.getByText('Open all day')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Today/ })).not.toBeInTheDocument();
  });

  it("the menu is grouped by category, with a bar of links to jump to each; no dish repeats the restaurant's name", async () => {
    mockApi({
      '/api/foods/get/byRestaurant/r1': () => ({
        restaurant: aRestaurant(),
        items: [
          aFood({ _id: 'f1', name: 'Filter Coffee', category: coffee }),
          aFood({ _id: 'f2', name: 'Masala Dosa', category: dosa }),
          aFood({ _id: 'f3', name: 'Plain Dosa', category: dosa }),
        ],
        nextCursor: null,
      }),
    });
    renderMenu();

    const bar = await screen.findByRole('navigation', { name: 'Menu categories' });
    const links = within(bar).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual(['Coffee', 'Dosa']);
    expect(links[1]).toHaveAttribute('href', '#menu-c-dosa');
    const section = document.getElementById('menu-c-dosa')!;
    expect(within(section).getByRole('heading', { level: 3, name: 'Dosa' })).toBeInTheDocument();
    const dosas = await within(section).findByRole('list', { name: 'Dosa dishes' });
    expect(within(dosas).getAllByRole('listitem')).toHaveLength(2);
    expect(within(screen.getByRole('list', { name: 'Coffee dishes' })).getAllByRole('listitem')).toHaveLength(1);
    const menu = screen.getByRole('region', { name: 'Menu' });
    expect(within(menu).queryByText('Udupi Upahar')).not.toBeInTheDocument();
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
    const menu = await screen.findByRole('list', { name: 'Dosa dishes' });
    expect(within(menu).getAllByRole('listitem')).toHaveLength(2);
    expect(within(menu).getByRole('button', { name: 'Order Masala Dosa' })).toBeInTheDocument();
    expect(within(menu).getByRole('button', { name: 'Order Filter Coffee' })).toBeInTheDocument();
    expect(String(fetchMock.mock.calls[0]![0])).toBe('http://localhost:3000/x/api/foods/get/byRestaurant/r1');
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
