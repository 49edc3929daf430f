import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { callsTo, mockApi, reply } from '@/test/mock-api';
import { formatRupees } from '@tiffin/shared/money';
import { cardNames, onAPhone } from '@/test/phone';
import { renderWithProviders } from '@/test/render';
import RevenueScreen from './revenue';

const commissionReport = {
  r1: { name: 'Udupi Upahar', revenue: 1200, commission: 120 },
  r2: { name: 'Meghana Spice House', revenue: 3450.5, commission: 345.05 },
  r3: { name: 'Koramangala Cloud Kitchen', revenue: 0, commission: 0 },
};

const cellsOf = (name: string) =>
  within(screen.getByRole('rowheader', { name }).closest('tr')!)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);

describe('admin revenue', () => {
  it('the revenue table shows 10% commission per restaurant', async () => {
    const fetchMock = mockApi({ '/api/order/orders': () => ({ items: [], nextCursor: 'x', commissionReport }) });
    renderWithProviders(<RevenueScreen />);

    await screen.findByRole('rowheader', { name: 'Udupi Upahar' });
    expect(screen.getByRole('columnheader', { name: 'Commission (10%)' })).toBeInTheDocument();
    expect(cellsOf('Udupi Upahar')).toEqual(['₹1,200', '₹120']);
    expect(cellsOf('Meghana Spice House')).toEqual(['₹3,450.50', '₹345.05']);
    expect(cellsOf('Koramangala Cloud Kitchen')).toEqual(['₹0', '₹0']);
    // Highest revenue first.
    expect(screen.getAllByRole('rowheader').map((cell) => cell.textContent)).toEqual([
      'Meghana Spice House',
      'Udupi Upahar',
      'Koramangala Cloud Kitchen',
      'Total',
    ]);
    expect(cellsOf('Total')).toEqual(['₹4,650.50', '₹465.05']);
    // The report comes with a page of orders; the smallest page is enough.
    expect(callsTo(fetchMock, '/api/order/orders')).toHaveLength(1);
    expect(new URL(String(fetchMock.mock.calls[0]![0])).searchParams.get('limit')).toBe('1');
  });

  it('the revenue is drawn as a bar chart per restaurant, under the table', async () => {
    mockApi({ '/api/order/orders': () => ({ items: [], nextCursor: null, commissionReport }) });
    renderWithProviders(<RevenueScreen />);

    const figure = await screen.findByRole('figure', { name: 'Revenue and commission per restaurant' });
    // The chart itself is hidden from assistive technology: the table holds the same figures.
    await waitFor(() => expect(figure.querySelector('.recharts-responsive-container')).not.toBeNull());
    expect(figure.querySelector('[aria-hidden="true"]')).not.toBeNull();
  });

  it('no revenue yet says so', async () => {
    mockApi({ '/api/order/orders': () => ({ items: [], nextCursor: null, commissionReport: {} }) });
    renderWithProviders(<RevenueScreen />);

    expect(await screen.findByText('No delivered orders yet, so no revenue.')).toBeInTheDocument();
    expect(screen.queryByRole('figure')).not.toBeInTheDocument();
  });

  it('a failed report load shows a red banner', async () => {
    mockApi({ '/api/order/orders': () => reply(500, { message: 'Something went wrong' }) });
    renderWithProviders(<RevenueScreen />);

    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load the revenue report');
  });
});

describe('admin revenue on a phone', () => {
  it('each restaurant is a card with its revenue and commission, and the totals close the list', async () => {
    onAPhone();
    mockApi({ '/api/order/orders': () => ({ items: [], nextCursor: 'x', commissionReport }) });
    renderWithProviders(<RevenueScreen />);

    const list = await screen.findByRole('list', { name: /Commission report/ });
    const field = (card: string, label: string) =>
      within(within(list).getByRole('listitem', { name: card })).getByText(label).nextElementSibling;
    expect(cardNames(list)).toEqual(['Meghana Spice House', 'Udupi Upahar', 'Koramangala Cloud Kitchen', 'Total']);
    expect(field('Udupi Upahar', 'Revenue')).toHaveTextContent(formatRupees(1200));
    expect(field('Udupi Upahar', 'Commission (10%)')).toHaveTextContent(formatRupees(120));
    expect(field('Total', 'Revenue')).toHaveTextContent(formatRupees(4650.5));
    expect(field('Total', 'Commission (10%)')).toHaveTextContent(formatRupees(465.05));
  });
});
