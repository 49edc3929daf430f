import { describe, expect, it } from 'vitest';
import type { OrderRecord } from '#domain/model';
import { CANCEL_MESSAGES, endOrder } from '#domain/orders/cancel';
import { ORDER_STATUS_MESSAGES, updateOrderStatus } from '#domain/seller/orders';
import { anAccount, anOrder, fakePorts, seedShop } from '../support/fakes.ts';

/** A paid order of two Dish 1 (stock left: 10) from Dosa Corner, placed by u-1. */
function world(overrides: Partial<OrderRecord> = {}) {
  const w = fakePorts();
  seedShop(w.tables);
  w.tables.accounts.set(
    'u-seller',
    anAccount({ id: 'u-seller', role: 'seller', email: 'ravi@example.com', approved: true, restaurantId: 'r-1' }),
  );
  const order = anOrder({
    lines: [{ foodId: 'f-1', name: 'Dish 1', price: 12_000, image: '', quantity: 2, reviewed: false }],
    ...overrides,
  });
  w.tables.orders.set(order.orderId, order);
  return {
    ...w,
    customer: { by: 'customer', userId: 'u-1' } as const,
    restaurant: { by: 'restaurant', restaurantId: 'r-1' } as const,
    stored: () => w.tables.orders.get('TF-1')!,
    stock: () => w.tables.foods.get('f-1')!.quantity,
  };
}

describe('cancelling and rejecting an order', () => {
  it('a customer cancels a Pending order: the stock goes back, the payment is refunded, one mail says so', async () => {
    const w = world();
    const answer = await endOrder(w.ports, w.customer, 'TF-1', undefined);
    expect(answer.message).toBe(CANCEL_MESSAGES.cancelled);
    expect(answer.order).toMatchObject({
      orderStatus: 'Cancelled',
      paymentStatus: 'Refunded',
      cancellation: { by: 'customer', reason: '', at: w.clock.now().toISOString() },
    });
    expect(w.stored().statusHistory.at(-1)).toEqual({ status: 'Cancelled', at: w.clock.now().toISOString() });
    expect(w.stock()).toBe(12);
    expect(w.payments.refunds).toEqual(['pi_1']);
    expect(w.mailer.sent.map((mail) => [mail.to, mail.subject])).toEqual([
      ['asha@example.com', 'Tiffin order TF-1 was cancelled'],
    ]);
  });

  it('a restaurant rejects a Pending order with a reason, and the customer reads the reason', async () => {
    const w = world();
    const answer = await endOrder(w.ports, w.restaurant, 'TF-1', 'Our oven broke down');
    expect(answer.order).toMatchObject({
      orderStatus: 'Rejected',
      paymentStatus: 'Refunded',
      cancellation: { by: 'restaurant', reason: 'Our oven broke down' },
    });
    expect(w.mailer.sent[0]!.text).toContain('Dosa Corner could not take your order TF-1: Our oven broke down.');
    expect(w.mailer.sent[0]!.text).toContain('₹126');
  });

  it('two cancels of one order refund once and mail once', async () => {
    const w = world();
    const [first, second] = await Promise.all([
      endOrder(w.ports, w.customer, 'TF-1', undefined),
      endOrder(w.ports, w.customer, 'TF-1', undefined),
    ]);
    expect([first.order.orderStatus, second.order.orderStatus]).toEqual(['Cancelled', 'Cancelled']);
    expect(w.payments.refunds).toEqual(['pi_1']);
    expect(w.mailer.sent).toHaveLength(1);
    expect(w.stock()).toBe(12);
  });

  it('nothing can be cancelled once it is Preparing', async () => {
    const w = world({ orderStatus: 'Preparing' });
    await expect(endOrder(w.ports, w.customer, 'TF-1', undefined)).rejects.toMatchObject({
      statusCode: 409,
      code: 'ORDER_NOT_CANCELLABLE',
      message: CANCEL_MESSAGES.tooLate('Preparing'),
    });
    expect(w.stored().orderStatus).toBe('Preparing');
    expect(w.payments.refunds).toEqual([]);
    expect(w.stock()).toBe(10);
  });

  it("a customer cannot cancel someone else's order, nor a seller reject another restaurant's", async () => {
    const w = world();
    await expect(endOrder(w.ports, { by: 'customer', userId: 'u-2' }, 'TF-1', undefined)).rejects.toMatchObject({
      statusCode: 404,
    });
    await expect(endOrder(w.ports, { by: 'restaurant', restaurantId: 'r-2' }, 'TF-1', 'No')).rejects.toMatchObject({
      statusCode: 404,
    });
    expect(w.stored().orderStatus).toBe('Pending');
    expect(w.payments.refunds).toEqual([]);
  });

  it('a dish deleted since the order is not brought back; the rest of the order is', async () => {
    const w = world({
      lines: [
        { foodId: 'f-1', name: 'Dish 1', price: 12_000, image: '', quantity: 2, reviewed: false },
        { foodId: 'f-gone', name: 'Gone', price: 5_000, image: '', quantity: 1, reviewed: false },
      ],
    });
    await endOrder(w.ports, w.customer, 'TF-1', undefined);
    expect(w.stock()).toBe(12);
    expect(w.tables.foods.has('f-gone')).toBe(false);
  });

  it('a refund that failed half-way is finished by the next cancel, without a second mail', async () => {
    const w = world();
    const refund = w.payments.refund;
    w.payments.refund = () => Promise.reject(new Error('Stripe is down'));
    await expect(endOrder(w.ports, w.customer, 'TF-1', undefined)).rejects.toThrow('Stripe is down');
    expect(w.stored()).toMatchObject({ orderStatus: 'Cancelled', paymentStatus: 'Paid' });
    w.payments.refund = refund;
    const answer = await endOrder(w.ports, w.customer, 'TF-1', undefined);
    expect(answer.order.paymentStatus).toBe('Refunded');
    expect(w.payments.refunds).toEqual(['pi_1']);
    expect(w.mailer.sent).toHaveLength(1);
  });

  it('a rejected order cannot be cancelled again by its customer, and says so', async () => {
    const w = world();
    await endOrder(w.ports, w.restaurant, 'TF-1', 'Closed for the day');
    const answer = await endOrder(w.ports, w.customer, 'TF-1', undefined);
    expect(answer.message).toBe(CANCEL_MESSAGES.alreadyEnded('Rejected'));
    expect(answer.order.cancellation).toMatchObject({ by: 'restaurant' });
    expect(w.payments.refunds).toEqual(['pi_1']);
  });

  it('a seller cannot move a cancelled order on to Preparing', async () => {
    const w = world();
    await endOrder(w.ports, w.customer, 'TF-1', undefined);
    await expect(updateOrderStatus(w.ports, { sub: 'u-seller' }, 'TF-1', 'Preparing')).rejects.toMatchObject({
      statusCode: 409,
      message: ORDER_STATUS_MESSAGES.ended('Cancelled'),
    });
    expect(w.stored().orderStatus).toBe('Cancelled');
  });
});
