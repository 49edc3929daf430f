import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { aDashboardStats } from '@/test/admin-fixtures';
import { mockApi, reply } from '@/test/mock-api';
import { renderScreen, renderWithProviders } from '@/test/render';
import DashboardScreen from './dashboard';

describe('admin dashboard', () => {
  it('the dashboard shows the six figures, money in rupees', async () => {
    mockApi({ '/admin/dashboard/stats': () => aDashboardStats() });
    renderWithProviders(<DashboardScreen />);

    const terms = await screen.findAllByRole('term');
    const pairs = terms.map((term) => [term.textContent, term.nextElementSibling?.textContent]);
    expect(pairs).toEqual([
      ['Total Sellers', '13'],
      ['Total Users', '1,204'],
      ['Total Restaurants', '13'],
      ['Total Orders', '42'],
      ['Total Revenue', '₹1,23,456.50'],
      ['Admin Commission', '₹12,345.65'],
    ]);
  });

  it('the dashboard leads with the sellers awaiting approval, linking to the sellers list', async () => {
    mockApi({ '/admin/dashboard/stats': () => aDashboardStats({ sellersAwaitingApproval: 3 }) });
    const { user } = renderScreen('/admin/dashboard', <DashboardScreen />);

    const link = await screen.findByRole('link', { name: /3 sellers awaiting approval/i });
    // It comes before the marketplace figures.
    const [firstTerm] = screen.getAllByRole('term');
    expect(link.compareDocumentPosition(firstTerm!) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();

    await user.click(link);
    expect(screen.getByTestId('location')).toHaveTextContent('/admin/sellers');
  });

  it('with no seller awaiting approval the dashboard says nothing needs action', async () => {
    mockApi({ '/admin/dashboard/stats': () => aDashboardStats({ sellersAwaitingApproval: 0 }) });
    renderWithProviders(<DashboardScreen />);

    expect(await screen.findByText('No sellers awaiting approval')).toBeInTheDocument();
  });

  it('the revenue of recent weeks is also a table for screen readers, money in rupees', async () => {
    mockApi({ '/admin/dashboard/stats': () => aDashboardStats() });
    renderWithProviders(<DashboardScreen />);

    const table = await screen.findByRole('table', { name: /Revenue by week/i });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(8);
    expect(rows[2]).toHaveTextContent('19 Oct');
    expect(rows[2]).toHaveTextContent('₹2,500.50');
  });

  it('a week-by-week chart with no revenue yet says so', async () => {
    mockApi({
      '/admin/dashboard/stats': () =>
        aDashboardStats({
          revenueByWeek: aDashboardStats().revenueByWeek.map((week) => ({ ...week, revenue: 0 })),
        }),
    });
    renderWithProviders(<DashboardScreen />);

    expect(await screen.findByText('No delivered orders in the last 8 weeks yet.')).toBeInTheDocument();
  });

  it('a failed dashboard load shows a red banner', async () => {
    mockApi({ '/admin/dashboard/stats': () => reply(500, { message: 'Something went wrong' }) });
    renderWithProviders(<DashboardScreen />);

    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load the dashboard');
  });
});
