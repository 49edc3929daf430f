import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi, reply } from '@/test/mock-api';
import { renderWithProviders } from '@/test/render';
import { aSellerStats } from '@/test/seller-fixtures';
import SellerDashboardScreen from './dashboard';

/** The value a figure's term describes. */
const figure = (label: string) => screen.getByText(label, { selector: 'dt span' }).closest('dt')!.nextElementSibling;

describe('seller dashboard', { timeout: 20_000 }, () => {
  it('the dashboard shows the six figures, the revenue in rupees', async () => {
    mockApi({ '/seller/dashboard/stats': () => aSellerStats() });
    renderWithProviders(<SellerDashboardScreen />);

    await screen.findByText('Total Weekly Orders');
    expect(figure('Total Weekly Orders')).toHaveTextContent(/^12$/);
    expect(figure('Total Weekly Orders')!.nextElementSibling).toHaveTextContent(
      'Every order placed, whatever its status',
    );
    expect(figure('Total Delivered')).toHaveTextContent(/^9$/);
    expect(figure('Total Revenue')).toHaveTextContent(/^₹1,23,456\.50$/);
    expect(figure("Today's Orders")).toHaveTextContent(/^3$/);
    expect(figure('Total Food Items')).toHaveTextContent(/^14$/);
    expect(figure('Out of Stock')).toHaveTextContent(/^2$/);
  });

  it("the week's cancelled or rejected orders and what they refunded are shown after the six", async () => {
    mockApi({ '/seller/dashboard/stats': () => aSellerStats() });
    renderWithProviders(<SellerDashboardScreen />);

    await screen.findByText('Cancelled or Rejected');
    expect(figure('Cancelled or Rejected')).toHaveTextContent(/^1$/);
    // A part of the week's orders, as Delivered is: never beside a total that leaves it out.
    expect(figure('Cancelled or Rejected')!.nextElementSibling).toHaveTextContent('Of the 12 orders');
    expect(figure('Total Delivered')!.nextElementSibling).toHaveTextContent('Of the 12 orders');
    expect(figure('Refunded')).toHaveTextContent(/^₹252$/);
  });

  it('the week is shown in India time, Monday to now', async () => {
    mockApi({ '/seller/dashboard/stats': () => aSellerStats() });
    renderWithProviders(<SellerDashboardScreen />);

    expect(
      await screen.findByText(
        (_text, element) => element?.tagName === 'P' && /^This week:/.test(element.textContent ?? ''),
      ),
    ).toHaveTextContent('This week: Mon, 16 Nov, 12:00 am to Sat, 21 Nov, 4:05 pm (India time)');
    expect(screen.getByText(/^New orders count at once/)).toHaveTextContent(
      'New orders count at once; a delivery or a cancellation of an earlier order within a few minutes (last full count 21 Nov 2026, 4:05 pm).',
    );
  });

  it('the last 8 weeks are charted, and readable as a table', async () => {
    mockApi({ '/seller/dashboard/stats': () => aSellerStats() });
    renderWithProviders(<SellerDashboardScreen />);

    // The chart is a lazy chunk of its own (recharts).
    const table = await screen.findByRole('table', { name: 'Last 8 weeks' }, { timeout: 5_000 });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(8);
    expect(rows[0]).toHaveTextContent('28 Sept');
    expect(rows[7]).toHaveTextContent(/16 Nov.*12.*9.*₹1,23,456\.50/);
  });

  it('before the weekly job first runs, the figures are read from the orders and no count time is claimed', async () => {
    mockApi({ '/seller/dashboard/stats': () => aSellerStats({ updatedAt: null }) });
    renderWithProviders(<SellerDashboardScreen />);

    await screen.findByText('Total Weekly Orders');
    expect(figure('Total Weekly Orders')).toHaveTextContent(/^12$/);
    expect(screen.queryByText(/last full count/)).not.toBeInTheDocument();
  });

  it('what needs the counter now comes first: the orders waiting, today’s orders and today’s revenue', async () => {
    mockApi({ '/seller/dashboard/stats': () => aSellerStats({ waitingOrders: 2 }) });
    renderWithProviders(<SellerDashboardScreen />);

    await screen.findByText('Orders waiting now');
    const groups = screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
    expect(groups).toEqual(['Now', 'This week', 'Menu']);
    expect(figure('Orders waiting now')).toHaveTextContent(/^2$/);
    expect(figure("Today's Orders")).toHaveTextContent(/^3$/);
    expect(figure("Today's Revenue")).toHaveTextContent(/^₹480$/);
  });

  it('a pending seller sees why the dashboard is empty', async () => {
    mockApi({
      '/seller/dashboard/stats': () =>
        reply(403, {
          message: 'Your seller account is not approved. Please wait for the admin to approve it.',
          code: 'SELLER_NOT_APPROVED',
        }),
    });
    renderWithProviders(<SellerDashboardScreen />);

    expect(await screen.findByRole('alert')).toHaveTextContent('Your seller account is not approved.');
  });
});
