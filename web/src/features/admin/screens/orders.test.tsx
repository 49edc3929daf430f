import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { anOrder, anOrderLine } from '@/test/fixtures';
import { mockApi } from '@/test/mock-api';
import { renderWithProviders } from '@/test/render';
import OrdersScreen from './orders';

const delivered = anOrder({
  _id: 'TF-SEED0002',
  orderId: 'TF-SEED0002',
  orderStatus: 'Delivered',
  totalAmount: 1560.5,
  restaurant: { _id: 'r2', name: 'Meghana Spice House' },
  userId: { _id: 'u2', username: 'Rahul' },
  cartItems: [anOrderLine({ _id: 'f9', name: 'Chicken Biryani', price: 780.25 }, 2, false)],
});

describe('admin orders', () => {
  it('the orders table lists all orders with customer, restaurant, items, total and status', async () => {
    mockApi({
      '/api/order/orders': () => ({ items: [anOrder(), delivered], nextCursor: null, commissionReport: {} }),
    });
    renderWithProviders(<OrdersScreen />);

    const row = within((await screen.findByRole('rowheader', { name: 'TF-SEED0002' })).closest('tr')!);
    expect(row.getByText('Rahul')).toBeInTheDocument();
    expect(row.getByText('Meghana Spice House')).toBeInTheDocument();
    expect(row.getByText('Chicken Biryani × 2')).toBeInTheDocument();
    expect(row.getByText('₹1,560.50')).toBeInTheDocument();
    expect(row.getByText('Delivered')).toBeInTheDocument();
    expect(row.getByText('Paid')).toBeInTheDocument();
    expect(screen.getByRole('rowheader', { name: 'TF-ABCD1234' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Showing all 2 orders');
  });

  it('the orders table sorts by total', async () => {
    mockApi({
      '/api/order/orders': () => ({ items: [delivered, anOrder()], nextCursor: null, commissionReport: {} }),
    });
    const { user } = renderWithProviders(<OrdersScreen />);
    await screen.findByRole('rowheader', { name: 'TF-SEED0002' });
    const order = () => screen.getAllByRole('rowheader').map((cell) => cell.textContent);

    await user.click(screen.getByRole('button', { name: 'Total' }));

    expect(order()).toEqual(['TF-ABCD1234', 'TF-SEED0002']);
  });

  it('no orders says so', async () => {
    mockApi({ '/api/order/orders': () => ({ items: [], nextCursor: null, commissionReport: {} }) });
    renderWithProviders(<OrdersScreen />);

    expect(await screen.findByText('No orders yet.')).toBeInTheDocument();
  });
});
