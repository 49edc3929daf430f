import { screen, within } from '@testing-library/react';
import { ORDER_STATUSES, ENDED_STATUSES, type Order } from '@tiffin/shared/api/orders';
import { ORDER_STATUS_LOOK, PAYMENT_STATUS_LOOK } from '@tiffin/shared/status-vocabulary';
import type { ReactElement } from 'react';
import { describe, expect, it } from 'vitest';
import OrdersScreen from '@/features/admin/screens/orders';
import MyOrdersScreen from '@/features/orders/screens/my-orders';
import SellerOrdersScreen from '@/features/seller/screens/orders';
import { setToken } from '@/lib/session';
import { anOrder } from '@/test/fixtures';
import { mockApi } from '@/test/mock-api';
import { renderWithProviders } from '@/test/render';

/** One order in every status; the early-ended ones refunded, so both payment statuses show too. */
const orders: Order[] = [...ORDER_STATUSES, ...ENDED_STATUSES].map((status, index) =>
  anOrder({
    _id: `TF-STATUS0${index}`,
    orderId: `TF-STATUS0${index}`,
    orderStatus: status,
    paymentStatus: status === 'Cancelled' || status === 'Rejected' ? 'Refunded' : 'Paid',
  }),
);

interface Seen {
  order: { label: string; color: string | null };
  payment: { label: string; color: string | null };
}

const read = (badge: HTMLElement) => ({
  label: badge.textContent?.replace(/^Payment: /, '') ?? '',
  color: badge.getAttribute('data-color'),
});

/** What a screen shows for each order: the text and colour of its status and of its payment. */
async function seenOn(screenOf: ReactElement) {
  renderWithProviders(screenOf);
  const seen: Record<string, Seen> = {};
  for (const { orderId } of orders) {
    // The order's card (the customer's, the seller's) or its table row (the admin's).
    const holder = within((await screen.findByText(new RegExp(`${orderId}$`))).closest<HTMLElement>('article, tr')!);
    seen[orderId] = {
      order: read(holder.getByTestId('order-status')),
      payment: read(holder.getByTestId('payment-status')),
    };
  }
  return seen;
}

/** Every order as the shared vocabulary names it. */
const expected = Object.fromEntries(
  orders.map((order) => {
    const status = ORDER_STATUS_LOOK[order.orderStatus];
    const payment = PAYMENT_STATUS_LOOK[order.paymentStatus];
    return [
      order.orderId,
      {
        order: { label: status.label, color: status.color },
        payment: { label: payment.label, color: payment.color },
      },
    ];
  }),
);

describe('one status vocabulary', { timeout: 20_000 }, () => {
  it.each([
    ["customer's My Orders", () => <MyOrdersScreen />],
    ["seller's View Orders", () => <SellerOrdersScreen />],
    ["admin's Order Details", () => <OrdersScreen />],
  ])('the %s shows every order and payment status with the label and colour of the vocabulary', async (_, ui) => {
    mockApi({
      '/api/order/getMyOrder': () => ({ items: orders, nextCursor: null }),
      '/seller/orders': () => ({ items: orders, nextCursor: null }),
      '/api/order/orders': () => ({ items: orders, nextCursor: null, commissionReport: {} }),
    });
    setToken('customer', 't0ken');

    expect(await seenOn(ui())).toEqual(expected);
  });
});
