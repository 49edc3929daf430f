import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { aFood, aRestaurant } from '@/test/fixtures';
import { mockApi } from '@/test/mock-api';
import { renderWithProviders } from '@/test/render';
import { FoodsSection } from './foods-section';
import { RestaurantList } from './restaurant-list';

const page = <T,>(items: T[], nextCursor: string | null = null) => ({ items, nextCursor });
/** Every filter and sort lies in the drawer the chip row's first button opens. */
const sortAndFilter = () => screen.getByRole('button', { name: /^Sort & filter/ });

describe('home catalogue', () => {
  it('a city without restaurants says No top-rated restaurants found in your area.', async () => {
    mockApi({ '/api/restaurant/get': () => page([]) });
    renderWithProviders(<RestaurantList city="chennai" cityName="Chennai" />);

    expect(await screen.findByText('No top-rated restaurants found in your area.')).toBeInTheDocument();
  });

  it('restaurants are asked for by city and pages load on demand', async () => {
    const fetchMock = mockApi({
      '/api/restaurant/get': (url) =>
        url.searchParams.get('cursor') === 'next'
          ? page([aRestaurant({ _id: 'r2', name: 'Second Page Kitchen' })])
          : page([aRestaurant()], 'next'),
    });
    const { user } = renderWithProviders(<RestaurantList city="bengaluru" cityName="Bengaluru" />);

    expect(await screen.findByRole('heading', { name: 'Udupi Upahar' })).toBeInTheDocument();
    expect(new URL(String(fetchMock.mock.calls[0]![0])).searchParams.get('city')).toBe('bengaluru');
    await user.click(screen.getByRole('button', { name: 'Load more restaurants' }));
    expect(await screen.findByRole('heading', { name: 'Second Page Kitchen' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Load more restaurants' })).not.toBeInTheDocument();
  });

  it('a filter with no dishes says No foods found for this filter.', async () => {
    mockApi({
      '/api/restaurant/get': () => page([aRestaurant()]),
      '/api/foods/get': (url) => (url.searchParams.get('type') === 'non-veg' ? page([]) : page([aFood()])),
    });
    const { user } = renderWithProviders(<FoodsSection city="bengaluru" cityName="Bengaluru" />);

    expect(await screen.findByRole('heading', { name: 'Masala Dosa' })).toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: 'Non-veg' }));

    expect(await screen.findByText('No foods found for this filter.')).toBeInTheDocument();
  });

  it('the filters are sent to the API and Clear Filters drops them', async () => {
    const fetchMock = mockApi({
      '/api/restaurant/get': () => page([aRestaurant()]),
      '/api/foods/get': () => page([aFood({ price: 99 })]),
    });
    const { user } = renderWithProviders(<FoodsSection city="bengaluru" cityName="Bengaluru" />);
    const lastFoodsQuery = () => {
      const calls = fetchMock.mock.calls.map(([input]) => new URL(String(input)));
      return calls.filter((url) => url.pathname === '/x/api/foods/get').at(-1)!.searchParams;
    };

    expect(await screen.findByText('₹99')).toBeInTheDocument();
    await user.click(sortAndFilter());
    await user.click(screen.getByRole('radio', { name: 'Veg' }));
    await user.click(screen.getByRole('combobox', { name: 'Sort by' }));
    await user.click(screen.getByRole('option', { name: 'Price: High to Low' }));
    await waitFor(() => expect(lastFoodsQuery().get('sort')).toBe('price-desc'));
    expect(lastFoodsQuery().get('type')).toBe('veg');
    expect(lastFoodsQuery().get('city')).toBe('bengaluru');

    await user.click(screen.getByRole('button', { name: 'Clear Filters' }));
    await waitFor(() => expect(lastFoodsQuery().has('sort')).toBe(false));
    expect(lastFoodsQuery().has('type')).toBe(false);
  });

  it('the sort offers the five sorts of the spec', async () => {
    mockApi({ '/api/restaurant/get': () => page([]), '/api/foods/get': () => page([]) });
    const { user } = renderWithProviders(<FoodsSection city="bengaluru" cityName="Bengaluru" />);

    await user.click(sortAndFilter());
    await user.click(screen.getByRole('combobox', { name: 'Sort by' }));
    const listbox = screen.getByRole('listbox');
    expect(
      within(listbox)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Price: Low to High', 'Price: High to Low', 'Rating', 'Name: A-Z', 'Name: Z-A']);
  });

  it('the chip row shows Veg and Non-veg and each filter in force; a tap on a chip takes it off', async () => {
    const fetchMock = mockApi({
      '/api/restaurant/get': () => page([aRestaurant()]),
      '/api/foods/get': () => page([aFood()]),
    });
    const { user } = renderWithProviders(<FoodsSection city="bengaluru" cityName="Bengaluru" />);
    const lastFoodsQuery = () => {
      const calls = fetchMock.mock.calls.map(([input]) => new URL(String(input)));
      return calls.filter((url) => url.pathname === '/x/api/foods/get').at(-1)!.searchParams;
    };
    const chips = () => screen.getByRole('group', { name: 'Sort and filter dishes' });

    await screen.findByRole('heading', { name: 'Masala Dosa' });
    await user.click(within(chips()).getByRole('checkbox', { name: 'Veg' }));
    await waitFor(() => expect(lastFoodsQuery().get('type')).toBe('veg'));
    expect(within(chips()).getByRole('checkbox', { name: 'Veg' })).toBeChecked();
    expect(within(chips()).getByRole('checkbox', { name: 'Non-veg' })).not.toBeChecked();

    await user.click(sortAndFilter());
    const drawer = screen.getByRole('dialog', { name: 'Sort & filter' });
    expect(within(drawer).getByRole('button', { name: 'Close' })).toBeInTheDocument();
    await user.click(within(drawer).getByRole('combobox', { name: 'Restaurant' }));
    await user.click(await screen.findByRole('option', { name: 'Udupi Upahar' }));
    await waitFor(() => expect(lastFoodsQuery().get('restaurantId')).toBe('r1'));
    await user.click(screen.getByRole('button', { name: 'Show dishes' }));
    expect(sortAndFilter()).toHaveAccessibleName('Sort & filter (2)');

    await user.click(within(chips()).getByRole('checkbox', { name: 'Udupi Upahar' }));
    await waitFor(() => expect(lastFoodsQuery().has('restaurantId')).toBe(false));
    expect(within(chips()).queryByRole('checkbox', { name: 'Udupi Upahar' })).not.toBeInTheDocument();
    await user.click(within(chips()).getByRole('checkbox', { name: 'Veg' }));
    await waitFor(() => expect(lastFoodsQuery().has('type')).toBe(false));
    expect(sortAndFilter()).toHaveAccessibleName('Sort & filter');
  });
});
