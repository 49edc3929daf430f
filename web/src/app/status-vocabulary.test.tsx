import { cleanup, screen, within } from '@testing-library/react';
import { ORDER_STATUSES, ENDED_STATUSES, type Order } from '@tiffin/shared/api/orders';
import { ORDER_STATUS_LOOK, PAYMENT_STATUS_LOOK } from '@tiffin/shared/status-vocabulary';
import type { ReactElement } from 'react';
import { describe, expect, it } from 'vitest';
import { OrdersRoute } from '@/features/admin/routes/orders';
import { MyOrdersRoute } from '@/features/orders/routes/my-orders';
import { SellerOrdersRoute } from '@/features/seller/routes/orders';
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
async function seenOn(screenOf: ReactElement, orderHolder: (orderId: string) => Promise<HTMLElement>) {
  renderWithProviders(screenOf);
  const seen: Record<string, Seen> = {};
  for (const order of orders) {
    const holder = within(await orderHolder(order.orderId));
    seen[order.orderId] = {
      order: read(holder.getByTestId('order-status')),
      payment: read(holder.getByTestId('payment-status')),
    };
  }
  return seen;
}

const card = (orderId: string) => screen.findByRole('article', { name: `Order ${orderId}` });
const row = async (orderId: string) => (await screen.findByRole('rowheader', { name: orderId })).closest('tr')!;

describe('one status vocabulary', { timeout: 20_000 }, () => {
  it("every order and payment status reads the same, in the same colour, on the customer's, the seller's and the admin's screens", async () => {
    mockApi({
      '/api/order/getMyOrder': () => ({ items: orders, nextCursor: null }),
      '/seller/orders': () => ({ items: orders, nextCursor: null }),
      '/api/order/orders': () => ({ items: orders, nextCursor: null, commissionReport: {} }),
    });
    setToken('customer', 't0ken');

    const customer = await seenOn(<MyOrdersRoute />, card);
    cleanup();
    const seller = await seenOn(<SellerOrdersRoute />, card);
    cleanup();
    const admin = await seenOn(<OrdersRoute />, row);

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
    expect(customer).toEqual(expected);
    expect(seller).toEqual(expected);
    expect(admin).toEqual(expected);
  });
});
