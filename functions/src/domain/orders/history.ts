import type { LatestShipping, OrderPage } from '@tiffin/shared/api/orders';
import { toOrder } from '#data/order-items';
import { ordersOfUser } from '#data/orders-repository';

/** A customer's own orders; no payment code here, so these routes stay small. */
export async function latestShipping(userId: string): Promise<LatestShipping> {
  const { items } = await ordersOfUser(userId, 1);
  return { shippingInfo: items[0]?.shippingInfo ?? null };
}

export async function myOrders(userId: string, limit = 20, cursor?: string): Promise<OrderPage> {
  const page = await ordersOfUser(userId, limit, cursor);
  return { items: page.items.map(toOrder), nextCursor: page.nextCursor };
}
