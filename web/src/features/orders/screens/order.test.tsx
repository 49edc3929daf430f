import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Order } from '@tiffin/shared/api/orders';
import { setToken } from '@/lib/session';
import { anOrder, anOrderLine } from '@/test/fixtures';
import { mockApi, reply } from '@/test/mock-api';
import { onAPhone } from '@/test/phone';
import { renderScreen } from '@/test/render';
import OrderScreen from './order';

const paidAt = '2026-11-20T06:30:00.000Z';
const preparing = anOrder({
  orderStatus: 'Preparing',
  statusHistory: [
    { status: 'Pending', at: paidAt },
    { status: 'Preparing', at: '2026-11-20T06:40:00.000Z' },
  ],
});
const delivered = anOrder({
  orderStatus: 'Delivered',
  cartItems: [anOrderLine({ _id: 'f1', name: 'Masala Dosa', price: 120 }, 2, false)],
  statusHistory: [
    { status: 'Pending', at: paidAt },
    { status: 'Preparing', at: '2026-11-20T06:40:00.000Z' },
    { status: 'Delivered', at: '2026-11-20T07:15:00.000Z' },
  ],
});

function openOrder(order: Order) {
  mockApi({ [`/api/orders/${order.orderId}`]: () => ({ order }) });
  setToken('customer', 't0ken');
  return renderScreen('/myorder/:orderId', <OrderScreen />, { at: `/myorder/${order.orderId}` });
}

const step = (name: string) =>
  within(screen.getByRole('list', { name: 'Order progress' })).getByRole('listitem', { name });

describe('the order page', () => {
  it('shows every step of the order, those done with their India time and those to come greyed', async () => {
    openOrder(preparing);

    expect(await screen.findByRole('heading', { name: 'Order TF-ABCD1234' })).toBeInTheDocument();
    expect(step('Pending')).toHaveTextContent('12:00 pm');
    expect(step('Preparing')).toHaveTextContent('12:10 pm');
    expect(step('Pending')).toHaveAttribute('data-done', 'true');
    expect(step('Delivered')).not.toHaveAttribute('data-done');
    expect(step('Delivered')).toHaveTextContent('To come');
    expect(screen.getByTestId('order-status')).toHaveTextContent('Preparing');
  });

  it('gives an estimated delivery time until the order is delivered', async () => {
    openOrder(preparing);

    // Paid at 12:00 pm India time; 0.8 km: 20 minutes' cooking and 3 per km, rounded up to 5 minutes.
    expect(await screen.findByTestId('delivery-eta')).toHaveTextContent('Estimated delivery by 12:25 pm');
  });

  it('an order that was cancelled shows it ended, with no step to come and no estimate', async () => {
    openOrder(
      anOrder({
        orderStatus: 'Cancelled',
        paymentStatus: 'Refunded',
        statusHistory: [
          { status: 'Pending', at: paidAt },
          { status: 'Cancelled', at: '2026-11-20T06:35:00.000Z' },
        ],
        cancellation: { by: 'customer', reason: '', at: '2026-11-20T06:35:00.000Z' },
      }),
    );

    expect(await screen.findByRole('heading', { name: 'Order TF-ABCD1234' })).toBeInTheDocument();
    expect(step('Cancelled')).toHaveTextContent('12:05 pm');
    expect(screen.queryByRole('listitem', { name: 'Delivered' })).not.toBeInTheDocument();
    expect(screen.queryByTestId('delivery-eta')).not.toBeInTheDocument();
  });

  it('Cancel is offered only while the order is Pending, Order again only once it is finished', async () => {
    openOrder(anOrder());
    expect(await screen.findByRole('button', { name: 'Cancel order' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Order again/ })).not.toBeInTheDocument();
  });

  it('a preparing order can neither be cancelled nor ordered again', async () => {
    openOrder(preparing);
    await screen.findByRole('heading', { name: 'Order TF-ABCD1234' });
    expect(screen.queryByRole('button', { name: 'Cancel order' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Order again/ })).not.toBeInTheDocument();
  });

  it('a delivered order asks to rate the meal, with a review for each dish and the restaurant, and can be ordered again', async () => {
    openOrder(delivered);

    const rate = await screen.findByRole('region', { name: 'Rate your meal' });
    expect(within(rate).getByRole('button', { name: 'Review Restaurant' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Review Masala Dosa' })).toBeEnabled();
    expect(screen.queryByRole('button', { name: 'Cancel order' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Order again: order TF-ABCD1234' })).toBeInTheDocument();
  });

  it('on a phone the price breakdown is folded under its total', async () => {
    onAPhone();
    const { user } = openOrder(preparing);

    const fold = await screen.findByRole('button', { name: /Price details/ });
    expect(fold).toHaveTextContent('₹252');
    expect(fold).toHaveAttribute('aria-expanded', 'false');
    await user.click(fold);
    expect(fold).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByTestId('price-Tax (5%)')).toHaveTextContent('₹12');
  });

  it("another customer's order id shows that the order was not found, nothing of it", async () => {
    mockApi({ '/api/orders/TF-OTHER123': () => reply(404, { message: 'Order not found' }) });
    setToken('customer', 't0ken');
    renderScreen('/myorder/:orderId', <OrderScreen />, { at: '/myorder/TF-OTHER123' });

    expect(await screen.findByText('Order not found')).toBeInTheDocument();
  });
});
