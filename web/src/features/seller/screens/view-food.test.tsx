import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { formatRupees } from '@tiffin/shared/money';
import { aFood } from '@/test/fixtures';
import { callsTo, mockApi, reply } from '@/test/mock-api';
import { onAPhone } from '@/test/phone';
import { renderWithProviders } from '@/test/render';
import ViewFoodScreen from './view-food';

const dosa = aFood({ _id: 'f1', name: 'Masala Dosa', price: 120, quantity: 10 });
const vada = aFood({ _id: 'f2', name: 'Medu Vada', price: 60, quantity: 0 });
const page = (items = [dosa, vada]) => ({ items, nextCursor: null });

const rowOf = (name: string) => screen.getByRole('rowheader', { name }).closest('tr')!;

describe('seller food list', { timeout: 20_000 }, () => {
  it('the list shows each dish with its price, and Out of Stock for a stock of 0', async () => {
    mockApi({ '/seller/foods': () => page() });
    renderWithProviders(<ViewFoodScreen />);

    const table = await screen.findByRole('table', { name: 'Your dishes' });
    expect(within(table).getAllByRole('row')).toHaveLength(3);
    expect(rowOf('Masala Dosa')).toHaveTextContent('₹120');
    expect(rowOf('Masala Dosa')).not.toHaveTextContent('Out of Stock');
    expect(rowOf('Medu Vada')).toHaveTextContent('Out of Stock');
    expect(within(rowOf('Masala Dosa')).getByRole('link', { name: 'Edit Masala Dosa' })).toHaveAttribute(
      'href',
      '/seller/editfood/f1',
    );
  });

  it('delete asks Are you sure you want to delete this item?', async () => {
    let items = [dosa, vada];
    const fetchMock = mockApi({
      '/seller/foods': () => page(items),
      '/seller/foods/f1': () => {
        items = [vada];
        return { message: 'Food deleted successfully' };
      },
    });
    const { user } = renderWithProviders(<ViewFoodScreen />);

    await user.click(await screen.findByRole('button', { name: 'Delete Masala Dosa' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete Masala Dosa?' });
    expect(dialog).toHaveTextContent('Are you sure you want to delete this item?');

    // Cancel keeps the dish.
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(callsTo(fetchMock, '/seller/foods/f1')).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Delete Masala Dosa' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }));

    expect(await screen.findByText('Food deleted successfully')).toBeInTheDocument();
    expect(callsTo(fetchMock, '/seller/foods/f1')).toEqual([{ method: 'DELETE', body: undefined }]);
    await waitFor(() => expect(screen.queryByRole('rowheader', { name: 'Masala Dosa' })).not.toBeInTheDocument());
  });

  it('a failed delete says Failed to delete food item when the server gives no message', async () => {
    mockApi({ '/seller/foods': () => page(), '/seller/foods/f1': () => new Response('', { status: 500 }) });
    const { user } = renderWithProviders(<ViewFoodScreen />);

    await user.click(await screen.findByRole('button', { name: 'Delete Masala Dosa' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to delete food item');
    expect(screen.getByRole('rowheader', { name: 'Masala Dosa' })).toBeInTheDocument();
  });

  it('a list that cannot be loaded says Failed to fetch food items, or the server message', async () => {
    let answer = new Response('', { status: 500 });
    mockApi({ '/seller/foods': () => answer });
    const { user } = renderWithProviders(<ViewFoodScreen />);

    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to fetch food items');

    answer = reply(403, {
      message: 'Your seller account is not approved. Please wait for the admin to approve it.',
      code: 'SELLER_NOT_APPROVED',
    });
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText(/Your seller account is not approved/)).toBeInTheDocument();
  });

  it('an empty menu offers Add Food', async () => {
    mockApi({ '/seller/foods': () => page([]) });
    renderWithProviders(<ViewFoodScreen />);

    expect(await screen.findByText('Your menu is empty. Add your first dish.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Add Food' })).toHaveAttribute('href', '/seller/addfood');
  });

  it('more dishes load page by page', async () => {
    const fetchMock = mockApi({
      '/seller/foods': (url) =>
        url.searchParams.get('cursor') === 'next'
          ? { items: [vada], nextCursor: null }
          : { items: [dosa], nextCursor: 'next' },
    });
    const { user } = renderWithProviders(<ViewFoodScreen />);

    await user.click(await screen.findByRole('button', { name: 'Load more dishes' }));

    expect(await screen.findByRole('rowheader', { name: 'Medu Vada' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Load more dishes' })).not.toBeInTheDocument();
    expect(callsTo(fetchMock, '/seller/foods')).toHaveLength(2);
  });
});

describe('seller food list on a phone', { timeout: 20_000 }, () => {
  it('each dish is a card with its type, price and stock, and Edit and Delete as full-width buttons', async () => {
    onAPhone();
    mockApi({ '/seller/foods': () => page() });
    const { user } = renderWithProviders(<ViewFoodScreen />);

    const list = await screen.findByRole('list', { name: 'Your dishes' });
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    const dosaCard = within(within(list).getByRole('listitem', { name: 'Masala Dosa' }));
    expect(dosaCard.getByText('Veg')).toBeInTheDocument();
    expect(dosaCard.getByText('Price').nextElementSibling).toHaveTextContent(formatRupees(120));
    expect(dosaCard.getByText('Stock').nextElementSibling).toHaveTextContent('10');
    expect(within(list).getByRole('listitem', { name: 'Medu Vada' })).toHaveTextContent('Out of Stock');
    const edit = dosaCard.getByRole('link', { name: 'Edit Masala Dosa' });
    expect(edit).toHaveAttribute('href', '/seller/editfood/f1');
    expect(edit).toHaveAttribute('data-block');
    expect(dosaCard.getByRole('button', { name: 'Delete Masala Dosa' })).toHaveAttribute('data-block');

    await user.click(dosaCard.getByRole('button', { name: 'Delete Masala Dosa' }));
    expect(screen.getByRole('dialog', { name: 'Delete Masala Dosa?' })).toBeInTheDocument();
  });
});
