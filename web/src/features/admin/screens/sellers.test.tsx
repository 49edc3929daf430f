import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { aPage, aSellerRow } from '@/test/admin-fixtures';
import { callsTo, mockApi, reply } from '@/test/mock-api';
import { cardNames, onAPhone } from '@/test/phone';
import { renderWithProviders } from '@/test/render';
import SellersScreen from './sellers';

const pending = aSellerRow();
const approved = aSellerRow({
  _id: 's2',
  sellerName: 'Udupi Upahar Owner',
  email: 'seller@tiffin.local',
  isApproved: true,
  restaurant: { _id: 'r1', name: 'Udupi Upahar' },
  createdAt: '2026-10-01T04:30:00.000Z',
});

const table = () => screen.getByRole('table', { name: /Sellers/ });
const rowOf = (name: string) => screen.getByRole('rowheader', { name }).closest('tr')!;

describe('admin sellers', () => {
  it('the sellers table shows each seller with status and restaurant', async () => {
    mockApi({ '/admin/sellers': () => aPage([pending, approved]) });
    renderWithProviders(<SellersScreen />);

    expect(await screen.findByRole('rowheader', { name: pending.sellerName })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Seller Details' })).toBeInTheDocument();
    const pendingRow = within(rowOf(pending.sellerName));
    expect(pendingRow.getByText('Koramangala Cloud Kitchen')).toBeInTheDocument();
    expect(pendingRow.getByText('Pending')).toBeInTheDocument();
    expect(pendingRow.getByRole('button', { name: `Approve ${pending.sellerName}` })).toBeInTheDocument();
    const approvedRow = within(rowOf(approved.sellerName));
    expect(approvedRow.getByText('Approved')).toBeInTheDocument();
    expect(approvedRow.getByRole('button', { name: `Revoke ${approved.sellerName}` })).toBeInTheDocument();
  });

  it('approve says Seller approved successfully and revoke Seller rejected successfully', async () => {
    let state = { s1: false, s2: true } as Record<string, boolean>;
    const fetchMock = mockApi({
      '/admin/sellers': () =>
        aPage([
          { ...pending, isApproved: state.s1! },
          { ...approved, isApproved: state.s2! },
        ]),
      '/admin/sellers/s1/approve': (_url, init) => {
        const { isApproved } = JSON.parse(String(init!.body)) as { isApproved: boolean };
        state = { ...state, s1: isApproved };
        return {
          message: isApproved ? 'Seller approved successfully' : 'Seller rejected successfully',
          seller: { ...pending, isApproved },
        };
      },
      '/admin/sellers/s2/approve': (_url, init) => {
        const { isApproved } = JSON.parse(String(init!.body)) as { isApproved: boolean };
        state = { ...state, s2: isApproved };
        return {
          message: isApproved ? 'Seller approved successfully' : 'Seller rejected successfully',
          seller: { ...approved, isApproved },
        };
      },
    });
    const { user } = renderWithProviders(<SellersScreen />);

    await user.click(await screen.findByRole('button', { name: `Approve ${pending.sellerName}` }));

    expect(await screen.findByText('Seller approved successfully')).toBeInTheDocument();
    await waitFor(() => expect(within(rowOf(pending.sellerName)).getByText('Approved')).toBeInTheDocument());
    expect(within(rowOf(pending.sellerName)).getByRole('button', { name: /^Revoke/ })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: `Revoke ${approved.sellerName}` }));

    expect(await screen.findByText('Seller rejected successfully')).toBeInTheDocument();
    await waitFor(() => expect(within(rowOf(approved.sellerName)).getByText('Pending')).toBeInTheDocument());
    expect(callsTo(fetchMock, '/admin/sellers/s1/approve')).toEqual([{ method: 'PUT', body: { isApproved: true } }]);
    expect(callsTo(fetchMock, '/admin/sellers/s2/approve')).toEqual([{ method: 'PUT', body: { isApproved: false } }]);
  }, 15_000);

  it('delete asks Are you sure to delete this seller?', async () => {
    let rows = [pending, approved];
    const fetchMock = mockApi({
      '/admin/sellers': () => aPage(rows),
      '/admin/seller/s1': () => {
        rows = rows.filter((row) => row._id !== 's1');
        return { message: 'Seller deleted successfully' };
      },
    });
    const { user } = renderWithProviders(<SellersScreen />);

    await user.click(await screen.findByRole('button', { name: `Delete ${pending.sellerName}` }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Are you sure to delete this seller?')).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(callsTo(fetchMock, '/admin/seller/s1')).toEqual([]);

    await user.click(screen.getByRole('button', { name: `Delete ${pending.sellerName}` }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }));

    expect(await screen.findByText('Seller deleted successfully')).toBeInTheDocument();
    expect(callsTo(fetchMock, '/admin/seller/s1')).toEqual([{ method: 'DELETE', body: undefined }]);
    await waitFor(() => expect(screen.queryByRole('rowheader', { name: pending.sellerName })).not.toBeInTheDocument());
    expect(screen.getByRole('rowheader', { name: approved.sellerName })).toBeInTheDocument();
  }, 15_000);

  it("an unverified seller's Approve is disabled and the row says why; revoke and delete stay", async () => {
    const unverified = aSellerRow({ _id: 's3', sellerName: 'Squatter Kitchen Owner', isVerified: false });
    const fetchMock = mockApi({ '/admin/sellers': () => aPage([unverified, pending]) });
    const { user } = renderWithProviders(<SellersScreen />);

    const approve = await screen.findByRole('button', { name: `Approve ${unverified.sellerName}` });
    expect(approve).toBeDisabled();
    expect(approve).toHaveAccessibleDescription('Email not verified');
    expect(within(rowOf(unverified.sellerName)).getByText('Email not verified')).toBeInTheDocument();
    await user.click(approve);
    expect(callsTo(fetchMock, '/admin/sellers/s3/approve')).toEqual([]);
    // A verified pending seller's button is enabled, with no such note.
    expect(within(rowOf(pending.sellerName)).queryByText('Email not verified')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: `Approve ${pending.sellerName}` })).toBeEnabled();
    expect(screen.getByRole('button', { name: `Delete ${unverified.sellerName}` })).toBeEnabled();
  });

  it('a refused approval shows the server message in a red banner', async () => {
    mockApi({
      '/admin/sellers': () => aPage([pending]),
      '/admin/sellers/s1/approve': () => reply(404, { message: 'Seller not found' }),
    });
    const { user } = renderWithProviders(<SellersScreen />);

    await user.click(await screen.findByRole('button', { name: `Approve ${pending.sellerName}` }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Seller not found');
  });

  it('a failed sellers load shows a red banner with a retry', async () => {
    let fail = true;
    mockApi({
      '/admin/sellers': () => (fail ? reply(500, { message: 'Something went wrong' }) : aPage([pending])),
    });
    const { user } = renderWithProviders(<SellersScreen />);

    const banner = await screen.findByRole('alert');
    expect(banner).toHaveTextContent('Failed to load sellers');
    fail = false;
    await user.click(within(banner).getByRole('button', { name: 'Try again' }));

    expect(await screen.findByRole('rowheader', { name: pending.sellerName })).toBeInTheDocument();
  });

  it('no sellers says so', async () => {
    mockApi({ '/admin/sellers': () => aPage([]) });
    renderWithProviders(<SellersScreen />);

    expect(await screen.findByText('No sellers have signed up yet.')).toBeInTheDocument();
  });

  it('the sellers table sorts by its columns', async () => {
    const names = ['Meera Foods Owner', 'Amit Kitchens Owner', 'Zara Bakes Owner'];
    mockApi({
      '/admin/sellers': () => aPage(names.map((sellerName, i) => aSellerRow({ _id: `s${i}`, sellerName }))),
    });
    const { user } = renderWithProviders(<SellersScreen />);
    await screen.findByRole('rowheader', { name: names[0] });
    const order = () =>
      within(table())
        .getAllByRole('rowheader')
        .map((cell) => cell.textContent);

    expect(order()).toEqual(names);
    await user.click(within(table()).getByRole('button', { name: 'Seller' }));
    expect(order()).toEqual(['Amit Kitchens Owner', 'Meera Foods Owner', 'Zara Bakes Owner']);
    expect(within(table()).getByRole('columnheader', { name: 'Seller' })).toHaveAttribute('aria-sort', 'ascending');

    await user.click(within(table()).getByRole('button', { name: 'Seller' }));
    expect(order()).toEqual(['Zara Bakes Owner', 'Meera Foods Owner', 'Amit Kitchens Owner']);
    expect(within(table()).getByRole('columnheader', { name: 'Seller' })).toHaveAttribute('aria-sort', 'descending');
  });

  it('Load more asks for the next page with its cursor', async () => {
    const fetchMock = mockApi({
      '/admin/sellers': (url) =>
        url.searchParams.get('cursor') === 'page-2' ? aPage([approved]) : aPage([pending], 'page-2'),
    });
    const { user } = renderWithProviders(<SellersScreen />);

    await screen.findByRole('rowheader', { name: pending.sellerName });
    expect(screen.getByRole('status')).toHaveTextContent('Showing the first 1 seller');
    await user.click(screen.getByRole('button', { name: 'Load more' }));

    expect(await screen.findByRole('rowheader', { name: approved.sellerName })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Showing all 2 sellers');
    const urls = fetchMock.mock.calls.map(([input]) => new URL(String(input)).search);
    expect(urls).toEqual(['', '?cursor=page-2']);
  });
});

describe('admin sellers on a phone', () => {
  const cardOf = (name: string) => screen.getByRole('listitem', { name });

  it('each seller is a card with its status, its details and every action as a full-width button', async () => {
    onAPhone();
    mockApi({ '/admin/sellers': () => aPage([pending, approved]) });
    renderWithProviders(<SellersScreen />);

    await screen.findByRole('list', { name: /Sellers/ });
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    const card = within(cardOf(pending.sellerName));
    expect(card.getByText('Pending')).toBeInTheDocument();
    expect(card.getByText('Email').nextElementSibling).toHaveTextContent(pending.email);
    expect(card.getByText('Restaurant').nextElementSibling).toHaveTextContent('Koramangala Cloud Kitchen');
    for (const name of [`Approve ${pending.sellerName}`, `Delete ${pending.sellerName}`]) {
      expect(card.getByRole('button', { name })).toHaveAttribute('data-block');
    }
    expect(
      within(cardOf(approved.sellerName)).getByRole('button', { name: `Revoke ${approved.sellerName}` }),
    ).toHaveAttribute('data-block');
  });

  it("a card's Approve approves that seller", async () => {
    onAPhone();
    const fetchMock = mockApi({
      '/admin/sellers': () => aPage([pending, approved]),
      '/admin/sellers/s1/approve': () => ({
        message: 'Seller approved successfully',
        seller: { ...pending, isApproved: true },
      }),
    });
    const { user } = renderWithProviders(<SellersScreen />);

    await user.click(await screen.findByRole('button', { name: `Approve ${pending.sellerName}` }));

    expect(await screen.findByText('Seller approved successfully')).toBeInTheDocument();
    expect(callsTo(fetchMock, '/admin/sellers/s1/approve')).toEqual([{ method: 'PUT', body: { isApproved: true } }]);
  });

  it('the cards sort by the choice under Sort by', async () => {
    onAPhone();
    mockApi({ '/admin/sellers': () => aPage([pending, approved]) });
    const { user } = renderWithProviders(<SellersScreen />);
    const names = async () => cardNames(await screen.findByRole('list', { name: /Sellers/ }));

    expect(await names()).toEqual([pending.sellerName, approved.sellerName]);
    await user.selectOptions(screen.getByLabelText('Sort by'), 'Seller, descending');

    expect(await names()).toEqual([approved.sellerName, pending.sellerName]);
    await user.selectOptions(screen.getByLabelText('Sort by'), 'Seller, ascending');

    expect(await names()).toEqual([pending.sellerName, approved.sellerName]);
  });
});
