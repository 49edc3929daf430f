import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { anAdminRestaurantRow, aPage } from '@/test/admin-fixtures';
import { callsTo, mockApi, reply } from '@/test/mock-api';
import { renderWithProviders } from '@/test/render';
import RestaurantsScreen from './restaurants';

const udupi = anAdminRestaurantRow();
const pendingKitchen = anAdminRestaurantRow({
  _id: 'r-blr-pending',
  name: 'Koramangala Cloud Kitchen',
  listed: false,
  rating: null,
  reviewCount: 0,
  owner: null,
});

const rowOf = (name: string) => screen.getByRole('rowheader', { name }).closest('tr')!;

describe('admin restaurants', () => {
  it('the restaurants table shows listing, owner and rating', async () => {
    mockApi({ '/admin/restaurants': () => aPage([udupi, pendingKitchen]) });
    renderWithProviders(<RestaurantsScreen />);

    expect(await screen.findByRole('rowheader', { name: 'Udupi Upahar' })).toBeInTheDocument();
    expect(screen.getByRole('table', { name: /Restaurants/ })).toBeInTheDocument();
    const listed = within(rowOf('Udupi Upahar'));
    expect(listed.getByText('Listed')).toBeInTheDocument();
    expect(listed.getByText('Udupi Upahar Owner')).toBeInTheDocument();
    expect(listed.getByText('4.3 (8)')).toBeInTheDocument();
    const unlisted = within(rowOf('Koramangala Cloud Kitchen'));
    expect(unlisted.getByText('Not listed')).toBeInTheDocument();
    expect(unlisted.getByText('No ratings')).toBeInTheDocument();
    expect(unlisted.getByText('No owner')).toBeInTheDocument();
  });

  it('cities show with their proper name, not the lower-case key', async () => {
    mockApi({ '/admin/restaurants': () => aPage([{ ...udupi, city: 'navi mumbai' }]) });
    renderWithProviders(<RestaurantsScreen />);

    const row = (await screen.findByRole('rowheader', { name: udupi.name })).closest('tr')!;
    expect(within(row).getByText('Navi Mumbai')).toBeInTheDocument();
  });

  it('delete asks Are you sure you want to delete this restaurant? and says Restaurant deleted successfully', async () => {
    let rows = [udupi, pendingKitchen];
    const fetchMock = mockApi({
      '/admin/restaurants': () => aPage(rows),
      '/admin/restaurant/r1': () => {
        rows = rows.filter((row) => row._id !== 'r1');
        return { message: 'Restaurant deleted successfully' };
      },
    });
    const { user } = renderWithProviders(<RestaurantsScreen />);

    await user.click(await screen.findByRole('button', { name: 'Delete Udupi Upahar' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Are you sure you want to delete this restaurant?')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));

    expect(await screen.findByText('Restaurant deleted successfully')).toBeInTheDocument();
    expect(callsTo(fetchMock, '/admin/restaurant/r1')).toEqual([{ method: 'DELETE', body: undefined }]);
    await waitFor(() => expect(screen.queryByRole('rowheader', { name: 'Udupi Upahar' })).not.toBeInTheDocument());
  });

  it('Escape closes the confirm and deletes nothing', async () => {
    const fetchMock = mockApi({ '/admin/restaurants': () => aPage([udupi]) });
    const { user } = renderWithProviders(<RestaurantsScreen />);

    await user.click(await screen.findByRole('button', { name: 'Delete Udupi Upahar' }));
    await screen.findByRole('dialog');
    await user.keyboard('{Escape}');

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(callsTo(fetchMock, '/admin/restaurant/r1')).toEqual([]);
  });

  it('a refused delete shows the server message in a red banner', async () => {
    mockApi({
      '/admin/restaurants': () => aPage([udupi]),
      '/admin/restaurant/r1': () => reply(404, { message: 'Restaurant not found' }),
    });
    const { user } = renderWithProviders(<RestaurantsScreen />);

    await user.click(await screen.findByRole('button', { name: 'Delete Udupi Upahar' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Restaurant not found');
    expect(screen.getByRole('rowheader', { name: 'Udupi Upahar' })).toBeInTheDocument();
  });

  it('the restaurants table sorts by rating, unrated last', async () => {
    const rows = [
      anAdminRestaurantRow({ _id: 'a', name: 'A', rating: 3.1 }),
      anAdminRestaurantRow({ _id: 'b', name: 'B', rating: null }),
      anAdminRestaurantRow({ _id: 'c', name: 'C', rating: 4.8 }),
    ];
    mockApi({ '/admin/restaurants': () => aPage(rows) });
    const { user } = renderWithProviders(<RestaurantsScreen />);
    await screen.findByRole('rowheader', { name: 'A' });
    const order = () => screen.getAllByRole('rowheader').map((cell) => cell.textContent);

    await user.click(screen.getByRole('button', { name: 'Rating' }));
    expect(order()).toEqual(['A', 'C', 'B']);
    await user.click(screen.getByRole('button', { name: 'Rating' }));
    expect(order()).toEqual(['C', 'A', 'B']);
  });
});
