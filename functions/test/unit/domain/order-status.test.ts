import { describe, expect, it } from 'vitest';
import type { OrderRecord } from '#domain/model';
import { ORDER_STATUS_MESSAGES, updateOrderStatus } from '#domain/seller/orders';
import { fakePorts, seedShop } from '../support/fakes.ts';

/** A seller moves an order forward only, one step at a time or several, and the customer hears of it. */
function world(status: OrderRecord['orderStatus'] = 'Pending') {
  const w = fakePorts();
  seedShop(w.tables);
  w.tables.accounts.set('u-seller', {
    id: 'u-seller',
    role: 'seller',
    username: 'Ravi',
    email: 'ravi@example.com',
    phoneno: '9876543210',
    passwordHash: 'x',
    verified: true,
    approved: true,
    restaurantId: 'r-1',
    createdAt: '2026-01-01T00:00:00.000Z',
  });
  const order: OrderRecord = {
    orderId: 'TF-1',
    userId: 'u-1',
    customerName: 'Asha',
    customerEmail: 'asha@example.com',
    restaurantId: 'r-1',
    restaurantName: 'Dosa Corner',
    lines: [{ foodId: 'f-1', name: 'Dish 1', price: 12_000, image: '', quantity: 1, reviewed: false }],
    restaurantReviewed: false,
    shippingInfo: {
      address: '12 MG Road',
      city: 'Bengaluru',
      pincode: '560001',
      country: 'India',
      phone: '9876543210',
    },
    remark: '',
    quote: {
      subtotal: 12_000,
      tax: 600,
      cartTotal: 12_600,
      distanceKm: 1,
      deliveryFee: 0,
      discount: 0,
      payable: 12_600,
    },
    orderStatus: status,
    paymentStatus: 'Paid',
    paymentIntentId: 'pi_1',
    statusHistory: [{ status: 'Pending', at: '2026-11-25T06:00:00.000Z' }],
    createdAt: '2026-11-25T06:00:00.000Z',
  };
  w.tables.orders.set(order.orderId, order);
  return { ...w, seller: { sub: 'u-seller' } };
}

describe('order status', () => {
  it('a seller moves an order forward; the history records when, and the customer gets a mail', async () => {
    const w = world();
    const answer = await updateOrderStatus(w.ports, w.seller, 'TF-1', 'Preparing');
    expect(answer.message).toBe(ORDER_STATUS_MESSAGES.updated('Preparing'));
    expect(w.tables.orders.get('TF-1')!.statusHistory.at(-1)).toEqual({
      status: 'Preparing',
      at: w.clock.now().toISOString(),
    });
    expect(w.mailer.sent.map((mail) => mail.to)).toEqual(['asha@example.com']);
  });

  it('a Delivered order cannot go back to Preparing', async () => {
    const w = world('Delivered');
    await expect(updateOrderStatus(w.ports, w.seller, 'TF-1', 'Preparing')).rejects.toMatchObject({
      statusCode: 409,
      message: ORDER_STATUS_MESSAGES.backwards('Delivered', 'Preparing'),
    });
    expect(w.tables.orders.get('TF-1')!.orderStatus).toBe('Delivered');
  });

  it('the same status twice is refused the second time', async () => {
    const w = world('Preparing');
    await expect(updateOrderStatus(w.ports, w.seller, 'TF-1', 'Preparing')).rejects.toMatchObject({
      message: ORDER_STATUS_MESSAGES.already('Preparing'),
    });
  });

  it("a seller cannot move another restaurant's order", async () => {
    const w = world();
    w.tables.orders.get('TF-1')!.restaurantId = 'r-other';
    await expect(updateOrderStatus(w.ports, w.seller, 'TF-1', 'Preparing')).rejects.toMatchObject({
      statusCode: 404,
    });
  });

  it('a mail that cannot be sent does not undo the status change', async () => {
    const w = world();
    w.mailer.failNext();
    await updateOrderStatus(w.ports, w.seller, 'TF-1', 'Preparing');
    expect(w.tables.orders.get('TF-1')!.orderStatus).toBe('Preparing');
  });
});
