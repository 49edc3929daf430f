import type { LatestShipping, OrderOne, OrderPage } from '@tiffin/shared/api/orders';
import { NotFound } from '#platform/errors';
import type { Ports } from '#domain/ports';
import { toOrder } from '#domain/present';

/** A customer's own orders; no payment code here, so these routes stay small. */
export async function latestShipping({ orders }: Pick<Ports, 'orders'>, userId: string): Promise<LatestShipping> {
  const { items } = await orders.ordersOfUser(userId, 1);
  return { shippingInfo: items[0]?.shippingInfo ?? null };
}

export async function listMyOrders(
  { orders }: Pick<Ports, 'orders'>,
  userId: string,
  limit = 20,
  cursor?: string,
): Promise<OrderPage> {
  const page = await orders.ordersOfUser(userId, limit, cursor);
  return { items: page.items.map(toOrder), nextCursor: page.nextCursor };
}

/**
 * One of the customer's own orders. Another customer's order answers exactly like an order that does not exist,
 * so an order id tells nobody else whether it is real.
 */
export async function getOrder({ orders }: Pick<Ports, 'orders'>, userId: string, orderId: string): Promise<OrderOne> {
  const order = await orders.getOrder(orderId);
  if (!order || order.userId !== userId) throw new NotFound('Order not found');
  return { order: toOrder(order) };
}
