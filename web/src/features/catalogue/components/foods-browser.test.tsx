import { screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { aFood, aRestaurant } from '@/test/fixtures';
import { LocationProbe } from '@/test/location-probe';
import { mockApi, reply } from '@/test/mock-api';
import { renderWithProviders } from '@/test/render';
import type { RenderDishAction } from './dish-row';
import { FoodsBrowser } from './foods-browser';

const page = <T,>(items: T[], nextCursor: string | null = null) => ({ items, nextCursor });
/** Every filter and sort lies in the drawer the chip row's first button opens. */
const sortAndFilter = () => screen.getByRole('button', { name: /^Sort & filter/ });

function renderBrowser({
  at = '/foods',
  state,
  renderAction,
}: { at?: string; state?: unknown; renderAction?: RenderDishAction } = {}) {
  return renderWithProviders(
    <Routes>
      <Route
        path="/foods"
        element={
          <>
            <FoodsBrowser city="bengaluru" renderAction={renderAction} />
            <LocationProbe />
          </>
        }
      />
    </Routes>,
    { at, state },
  );
}

function foodsQueries(fetchMock: ReturnType<typeof mockApi>) {
  return fetchMock.mock.calls
    .map(([input]) => new URL(String(input)))
    .filter((url) => url.pathname === '/x/api/foods/get')
    .map((url) => url.searchParams);
}

const catalogue = (foods: (url: URL) => unknown) =>
  mockApi({
    '/api/restaurant/get': () => page([aRestaurant(), aRestaurant({ _id: 'r2', name: 'Bombay Bites' })]),
    '/api/categories/get': () => ({
      items: [
        { _id: 'c1', cat: 'Dosa', catimg: '' },
        { _id: 'c2', cat: 'Biryani', catimg: '' },
      ],
    }),
    '/api/foods/get': foods,
  });

describe('/foods', () => {
  it('every dish row carries the ordering control the app gives, and links to its detail', async () => {
    catalogue(() => page([aFood(), aFood({ _id: 'f2', name: 'Rava Idli', quantity: 0 })]));
    renderBrowser({ renderAction: (food) => <button type="button">Order {food.name}</button> });

    const card = (await screen.findByRole('heading', { name: 'Masala Dosa' })).closest('li')!;
    expect(within(card).getByRole('button', { name: 'Order Masala Dosa' })).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'Masala Dosa' })).toHaveAttribute('href', '/food/f1');
    expect(within(card).getByText('₹120')).toBeInTheDocument();
    expect(within(card).getByText('Crisp dosa with potato masala')).toBeInTheDocument();
    const soldOut = screen.getByRole('heading', { name: 'Rava Idli' }).closest('li')!;
    expect(within(soldOut).getByText('Out of Stock')).toBeInTheDocument();
  });

  it('the veg mark says Veg or Non-veg to a screen reader', async () => {
    catalogue(() => page([aFood(), aFood({ _id: 'f2', name: 'Chicken 65', type: 'non-veg' })]));
    renderBrowser();

    const veg = (await screen.findByRole('heading', { name: 'Masala Dosa' })).closest('li')!;
    expect(within(veg).getByRole('img', { name: 'Veg' })).toBeInTheDocument();
    const nonVeg = screen.getByRole('heading', { name: 'Chicken 65' }).closest('li')!;
    expect(within(nonVeg).getByRole('img', { name: 'Non-veg' })).toBeInTheDocument();
  });

  it("the home page's search arrives in navigation state, is sent as q and moves into the address", async () => {
    const fetchMock = catalogue(() => page([aFood()]));
    renderBrowser({ state: { searchTerm: ' dosa ' } });

    await screen.findByRole('heading', { name: 'Masala Dosa' });
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/foods?q=dosa'));
    expect(screen.getByRole('textbox', { name: 'Search' })).toHaveValue('dosa');
    const queries = foodsQueries(fetchMock);
    expect(queries.every((q) => q.get('q') === 'dosa' && q.get('city') === 'bengaluru')).toBe(true);
    expect(screen.getByTestId('location-state')).toHaveTextContent('null');
  });

  it("the home page's category arrives in navigation state and filters by category", async () => {
    const fetchMock = catalogue(() => page([aFood()]));
    const { user } = renderBrowser({ state: { category: 'c2' } });

    await screen.findByRole('heading', { name: 'Masala Dosa' });
    expect(foodsQueries(fetchMock)[0]!.get('category')).toBe('c2');
    // The chip row shows the category in force, and the drawer's select has it.
    expect(await screen.findByRole('checkbox', { name: 'Biryani' })).toBeChecked();
    await user.click(sortAndFilter());
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Category' })).toHaveValue('Biryani'));
  });

  it('the search box, restaurant and category filters are sent to the API; Clear Filters drops them all', async () => {
    const fetchMock = catalogue(() => page([aFood()]));
    const { user } = renderBrowser();
    const last = () => foodsQueries(fetchMock).at(-1)!;

    await screen.findByRole('heading', { name: 'Masala Dosa' });
    await user.type(screen.getByRole('textbox', { name: 'Search' }), 'bites{Enter}');
    await waitFor(() => expect(last().get('q')).toBe('bites'));

    await user.click(sortAndFilter());
    await user.click(screen.getByRole('combobox', { name: 'Restaurant' }));
    await user.click(await screen.findByRole('option', { name: 'Bombay Bites' }));
    await waitFor(() => expect(last().get('restaurantId')).toBe('r2'));

    await user.click(screen.getByRole('combobox', { name: 'Category' }));
    await user.click(await screen.findByRole('option', { name: 'Dosa' }));
    await waitFor(() => expect(last().get('category')).toBe('c1'));
    expect(last().get('q')).toBe('bites');

    await user.click(screen.getByRole('button', { name: 'Clear Filters' }));
    await waitFor(() => expect([...last().keys()]).toEqual(['city']));
    await user.click(screen.getByRole('button', { name: 'Show dishes' }));
    expect(screen.getByRole('textbox', { name: 'Search' })).toHaveValue('');
  });

  it('an empty result says No foods found for this filter.', async () => {
    catalogue(() => page([]));
    renderBrowser({ at: '/foods?q=pizza' });

    expect(await screen.findByText('No foods found for this filter.')).toBeInTheDocument();
  });

  it('a failed load says Failed to fetch food items and retries', async () => {
    let calls = 0;
    catalogue(() => (++calls === 1 ? reply(500, { message: 'Internal server error' }) : page([aFood()])));
    const { user } = renderBrowser();

    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to fetch food items');
    await user.click(screen.getByRole('button', { name: 'Try again' }));

    expect(await screen.findByRole('heading', { name: 'Masala Dosa' })).toBeInTheDocument();
  });

  it('more dishes load on demand', async () => {
    catalogue((url) =>
      url.searchParams.get('cursor') === 'p2'
        ? page([aFood({ _id: 'f2', name: 'Onion Uttapam' })])
        : page([aFood()], 'p2'),
    );
    const { user } = renderBrowser();

    await user.click(await screen.findByRole('button', { name: 'Load more dishes' }));

    expect(await screen.findByRole('heading', { name: 'Onion Uttapam' })).toBeInTheDocument();
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
  });
});
