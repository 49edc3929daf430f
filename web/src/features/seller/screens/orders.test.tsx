import { screen, within } from '@testing-library/react';
import type { Order } from '@tiffin/shared/api/orders';
import { describe, expect, it } from 'vitest';
import { anOrder, anOrderLine } from '@/test/fixtures';
import { callsTo, mockApi, reply } from '@/test/mock-api';
import { onAPhone } from '@/test/phone';
import { renderWithProviders } from '@/test/render';
import SellerOrdersScreen from './orders';

const at = (minutes: number) => new Date(Date.parse('2026-11-20T06:30:00.000Z') + minutes * 60_000).toISOString();

const pending = anOrder({
  orderId: 'TF-PEND0001',
  remark: 'Less spicy, please',
  cartItems: [
    anOrderLine({ _id: 'f1', name: 'Masala Dosa', price: 120 }, 2, false),
    anOrderLine({ _id: 'f2', name: 'Filter Coffee', price: 40 }, 1, false),
  ],
  totalAmount: 280,
});
const preparing = anOrder({
  orderId: 'TF-PREP0002',
  orderStatus: 'Preparing',
  statusHistory: [
    { status: 'Pending', at: at(0) },
    { status: 'Preparing', at: at(10) },
  ],
});
const delivered = anOrder({
  orderId: 'TF-DELI0003',
  orderStatus: 'Delivered',
  statusHistory: [
    { status: 'Pending', at: at(0) },
    { status: 'Preparing', at: at(10) },
    { status: 'Delivered', at: at(40) },
  ],
});

const orderCard = (orderId: string) => screen.getByRole('article', { name: `Order ${orderId}` });
const statusButton = (orderId: string, name: 'Preparing' | 'Delivered') =>
  within(within(orderCard(orderId)).getByRole('group', { name: `Status of order ${orderId}` })).getByRole('button', {
    name,
  });

function ordersApi(orders: Order[], statusAnswer?: (orderId: string, init?: RequestInit) => unknown) {
  const handlers: Parameters<typeof mockApi>[0] = { '/seller/orders': () => ({ items: orders, nextCursor: null }) };
  for (const order of orders) {
    handlers[`/seller/orders/${order.orderId}/status`] = (_url, init) => statusAnswer?.(order.orderId, init);
  }
  return mockApi(handlers);
}

describe('seller orders', { timeout: 20_000 }, () => {
  it('Preparing is disabled once Preparing and Delivered once Delivered', async () => {
    ordersApi([pending, preparing, delivered]);
    renderWithProviders(<SellerOrdersScreen />);

    await screen.findByRole('article', { name: 'Order TF-PEND0001' });
    expect(statusButton('TF-PEND0001', 'Preparing')).toBeEnabled();
    expect(statusButton('TF-PEND0001', 'Delivered')).toBeEnabled();
    expect(statusButton('TF-PREP0002', 'Preparing')).toBeDisabled();
    expect(statusButton('TF-PREP0002', 'Delivered')).toBeEnabled();
    expect(statusButton('TF-DELI0003', 'Preparing')).toBeDisabled();
    expect(statusButton('TF-DELI0003', 'Delivered')).toBeDisabled();
  });

  it('an order shows its items, customer, address, remark and status history', async () => {
    ordersApi([pending, delivered]);
    renderWithProviders(<SellerOrdersScreen />);

    const card = await screen.findByRole('article', { name: 'Order TF-PEND0001' });
    const items = within(card).getByRole('list', { name: 'Items of order TF-PEND0001' });
    expect(
      within(items)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Masala Dosa × 2₹240', 'Filter Coffee × 1₹40']);
    expect(within(card).getByTestId('price-Total')).toHaveTextContent('₹252');
    expect(card).toHaveTextContent('CustomerAsha');
    expect(card).toHaveTextContent('221 MG Road, Shanthala Nagar, Bengaluru 560001, India');
    expect(card).toHaveTextContent('RemarkLess spicy, please');
    // Times are India time.
    expect(card).toHaveTextContent('20 Nov 2026, 12:00 pm');
    const history = within(orderCard('TF-DELI0003')).getByLabelText('Status history of order TF-DELI0003');
    expect(history).toHaveTextContent(/Pending.*Preparing.*Delivered/);
  });

  it('Preparing then Delivered moves a Pending order on, one step at a time', async () => {
    let current: Order = pending;
    const fetchMock = ordersApi([pending], (_orderId, init) => {
      const { status } = JSON.parse(String(init!.body)) as { status: Order['orderStatus'] };
      current = {
        ...current,
        orderStatus: status,
        statusHistory: [...current.statusHistory, { status, at: at(current.statusHistory.length * 10) }],
      };
      return { message: `Order status updated to ${status}`, order: current };
    });
    const { user } = renderWithProviders(<SellerOrdersScreen />);

    await user.click(await screen.findByRole('button', { name: 'Preparing' }));
    expect(await screen.findByText('Order status updated to Preparing')).toBeInTheDocument();
    expect(within(orderCard('TF-PEND0001')).getByTestId('order-status')).toHaveTextContent('Preparing');
    expect(statusButton('TF-PEND0001', 'Preparing')).toBeDisabled();

    await user.click(statusButton('TF-PEND0001', 'Delivered'));
    expect(await screen.findByText('Order status updated to Delivered')).toBeInTheDocument();
    expect(within(orderCard('TF-PEND0001')).getByTestId('order-status')).toHaveTextContent('Delivered');
    expect(statusButton('TF-PEND0001', 'Delivered')).toBeDisabled();
    expect(callsTo(fetchMock, '/seller/orders/TF-PEND0001/status')).toEqual([
      { method: 'PUT', body: { status: 'Preparing' } },
      { method: 'PUT', body: { status: 'Delivered' } },
    ]);
  });

  it('a refused status change shows the server message, Update failed without one', async () => {
    let answer = reply(409, { message: 'This order is already Preparing.', code: 'STATUS_NOT_FORWARD' });
    ordersApi([pending], () => answer);
    const { user } = renderWithProviders(<SellerOrdersScreen />);

    await user.click(await screen.findByRole('button', { name: 'Preparing' }));
    expect(await within(orderCard('TF-PEND0001')).findByRole('alert')).toHaveTextContent(
      'This order is already Preparing.',
    );

    answer = new Response('', { status: 500 });
    await user.click(statusButton('TF-PEND0001', 'Delivered'));
    expect(await within(orderCard('TF-PEND0001')).findByRole('alert')).toHaveTextContent(/^Update failed$/);
  });

  it('no orders yet says so', async () => {
    ordersApi([]);
    renderWithProviders(<SellerOrdersScreen />);

    expect(await screen.findByText(/No orders yet/)).toBeInTheDocument();
  });

  it('a seller must say why to reject a Pending order; the customer is refunded and the card says so', async () => {
    const rejected: Order = {
      ...pending,
      orderStatus: 'Rejected',
      paymentStatus: 'Refunded',
      cancellation: { by: 'restaurant', reason: 'Out of rice', at: at(5) },
      statusHistory: [...pending.statusHistory, { status: 'Rejected', at: at(5) }],
    };
    const fetchMock = mockApi({
      '/seller/orders': () => ({ items: [pending, preparing], nextCursor: null }),
      '/seller/orders/TF-PEND0001/reject': () => ({
        message: 'Order rejected. The customer has been refunded.',
        order: rejected,
      }),
    });
    const { user } = renderWithProviders(<SellerOrdersScreen />);

    await screen.findByRole('article', { name: 'Order TF-PEND0001' });
    expect(within(orderCard('TF-PREP0002')).queryByRole('button', { name: 'Reject' })).not.toBeInTheDocument();
    await user.click(within(orderCard('TF-PEND0001')).getByRole('button', { name: 'Reject' }));
    const dialog = screen.getByRole('dialog', { name: 'Reject order TF-PEND0001?' });
    await user.click(within(dialog).getByRole('button', { name: 'Reject order' }));
    expect(within(dialog).getByText('Please say why you are rejecting this order')).toBeInTheDocument();
    expect(callsTo(fetchMock, '/seller/orders/TF-PEND0001/reject')).toEqual([]);

    await user.type(within(dialog).getByRole('textbox', { name: /Reason/ }), '  Out of rice ');
    await user.click(within(dialog).getByRole('button', { name: 'Reject order' }));

    expect(await screen.findByText('Order rejected. The customer has been refunded.')).toBeInTheDocument();
    expect(callsTo(fetchMock, '/seller/orders/TF-PEND0001/reject')).toEqual([
      { method: 'PUT', body: { reason: 'Out of rice' } },
    ]);
    const card = orderCard('TF-PEND0001');
    expect(within(card).getByTestId('order-ended')).toHaveTextContent(
      'You rejected this order: Out of rice The payment was refunded.',
    );
    expect(statusButton('TF-PEND0001', 'Preparing')).toBeDisabled();
    expect(statusButton('TF-PEND0001', 'Delivered')).toBeDisabled();
  });
});

describe('seller orders on a phone', { timeout: 20_000 }, () => {
  it("an order's Preparing, Delivered and Reject are full-width buttons, one a line", async () => {
    onAPhone();
    ordersApi([pending]);
    renderWithProviders(<SellerOrdersScreen />);

    await screen.findByRole('article', { name: 'Order TF-PEND0001' });
    const buttons = within(
      within(orderCard('TF-PEND0001')).getByRole('group', { name: 'Status of order TF-PEND0001' }),
    ).getAllByRole('button');
    expect(buttons.map((button) => button.textContent)).toEqual(['Preparing', 'Delivered', 'Reject']);
    for (const button of buttons) expect(button).toHaveAttribute('data-block');
  });
});
