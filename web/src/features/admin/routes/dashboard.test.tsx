import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { aDashboardStats } from '@/test/admin-fixtures';
import { mockApi, reply } from '@/test/mock-api';
import { renderWithProviders } from '@/test/render';
import { DashboardRoute } from './dashboard';

describe('admin dashboard', () => {
  it('the dashboard shows the six figures, money in rupees', async () => {
    mockApi({ '/admin/dashboard/stats': () => aDashboardStats() });
    renderWithProviders(<DashboardRoute />);

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

  it('a failed dashboard load shows a red banner', async () => {
    mockApi({ '/admin/dashboard/stats': () => reply(500, { message: 'Something went wrong' }) });
    renderWithProviders(<DashboardRoute />);

    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load the dashboard');
  });
});
