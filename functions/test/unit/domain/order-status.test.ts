import { describe, expect, it } from 'vitest';
import type { OrderRecord } from '#domain/model';
import { ORDER_STATUS_MESSAGES, updateOrderStatus } from '#domain/seller/orders';
import { anAccount, anOrder, fakePorts, seedShop } from '../support/fakes.ts';

/** A seller moves an order forward only, one step at a time or several, and the customer hears of it. */
function world(status: OrderRecord['orderStatus'] = 'Pending') {
  const w = fakePorts();
  seedShop(w.tables);
  w.tables.accounts.set(
    'u-seller',
    anAccount({ id: 'u-seller', role: 'seller', email: 'ravi@example.com', approved: true, restaurantId: 'r-1' }),
  );
  const order = anOrder({ orderStatus: status });
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

  it("the customer's status mail links to the order's page on the site", async () => {
    const w = world();
    await updateOrderStatus(w.ports, w.seller, 'TF-1', 'Preparing');
    expect(w.mailer.sent[0]!.text).toContain('Follow your order: https://tiffin.example/myorder/TF-1');
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
