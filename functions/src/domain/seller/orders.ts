import { indiaDate, startOfIndiaWeek } from '@tiffin/shared/india-time';
import { ORDER_STATUSES, isEnded, type OrderStatus, type OrderStep } from '@tiffin/shared/api/orders';
import { SELLER_CODES, type OrderStatusChanged, type SellerOrderPage } from '@tiffin/shared/api/seller';
import { Conflict, NotFound } from '#platform/errors';
import { logger } from '#platform/logger';
import type { OrderRecord } from '#domain/model';
import type { Ports } from '#domain/ports';
import { toOrder } from '#domain/present';
import { orderStatusMail } from './emails.ts';
import { restaurantOf, sellerOf, type SellerCaller } from './restaurant.ts';

export const SELLER_ORDERS_PAGE_SIZE = 20;
const RETRIES = 4;

export const ORDER_STATUS_MESSAGES = {
  notFound: 'Order not found',
  updated: (status: OrderStatus) => `Order status updated to ${status}`,
  already: (status: OrderStatus) => `This order is already ${status}.`,
  backwards: (from: OrderStatus, to: OrderStatus) => `An order cannot go back from ${from} to ${to}.`,
  busy: 'This order changed at the same time. Please try again.',
  ended: (status: OrderStatus) => `This order was ${status.toLowerCase()}, so it cannot move on.`,
} as const;

/** The restaurant's orders, newest first. */
export async function listOwnOrders(
  ports: Pick<Ports, 'accounts' | 'orders'>,
  seller: SellerCaller,
  limit?: number,
  cursor?: string,
): Promise<SellerOrderPage> {
  const { restaurantId } = await sellerOf(ports, seller);
  const page = await ports.orders.ordersOfRestaurant(restaurantId, limit ?? SELLER_ORDERS_PAGE_SIZE, cursor);
  return { items: page.items.map(toOrder), nextCursor: page.nextCursor };
}

/**
 * The paid orders the restaurant has neither accepted (Preparing) nor rejected, oldest first, all in one page:
 * what the new-order alert shows until someone acts, on any device and after a reload.
 */
export async function listWaitingOrders(
  ports: Pick<Ports, 'accounts' | 'orders'>,
  seller: SellerCaller,
): Promise<SellerOrderPage> {
  const { restaurantId } = await sellerOf(ports, seller);
  const waiting = await ports.orders.waitingOrdersOfRestaurant(restaurantId);
  return { items: waiting.map(toOrder), nextCursor: null };
}

/**
 * Status moves forward only, Pending -> Preparing -> Delivered (docs/architecture.md#checkout-payment-and-orders). Skipping ahead
 * (Pending -> Delivered) is forward, as the spec's screen allows it; going back or setting the same
 * status again is a 409.
 */
function checkForward(current: OrderStatus, next: OrderStep): void {
  if (isEnded(current)) throw new Conflict(ORDER_STATUS_MESSAGES.ended(current), SELLER_CODES.statusNotForward);
  const step = (status: OrderStep) => ORDER_STATUSES.indexOf(status);
  if (step(next) === step(current)) {
    throw new Conflict(ORDER_STATUS_MESSAGES.already(current), SELLER_CODES.statusNotForward);
  }
  if (step(next) < step(current)) {
    throw new Conflict(ORDER_STATUS_MESSAGES.backwards(current, next), SELLER_CODES.statusNotForward);
  }
}

/** Mail is best effort: a failed send never undoes or fails a status change. */
async function tellCustomer({ mailer }: Pick<Ports, 'mailer'>, order: OrderRecord, status: OrderStep, at: string) {
  if (!order.customerEmail) return;
  await mailer
    .send(orderStatusMail(order, status, at, mailer.siteOrigin))
    .catch((error: unknown) =>
      logger.warn('Order status mail not sent', { orderId: order.orderId, error: (error as Error).message }),
    );
}

/**
 * Moves the caller's own order to `next`, timestamped in its history. The write is conditional on
 * the status read, so of parallel requests one wins and the rest see the new status (409); moving to
 * Delivered moves the revenue counters in the same transaction, hence exactly once.
 */
export async function updateOrderStatus(
  ports: Pick<Ports, 'accounts' | 'restaurants' | 'orders' | 'mailer' | 'clock'>,
  seller: SellerCaller,
  orderId: string,
  next: OrderStep,
): Promise<OrderStatusChanged> {
  const { restaurant } = await restaurantOf(ports, seller);
  for (let attempt = 0; attempt < RETRIES; attempt++) {
    const order = await ports.orders.getOrder(orderId);
    if (!order || order.restaurantId !== restaurant.id) throw new NotFound(ORDER_STATUS_MESSAGES.notFound);
    checkForward(order.orderStatus, next);
    const now = ports.clock.now();
    const at = now.toISOString();
    const deliveryWeek = indiaDate(startOfIndiaWeek(now));
    if (await ports.orders.changeOrderStatus({ order, next, at, deliveryWeek, restaurantName: restaurant.name })) {
      const changed: OrderRecord = {
        ...order,
        orderStatus: next,
        statusHistory: [...order.statusHistory, { status: next, at }],
      };
      await tellCustomer(ports, changed, next, at);
      return { message: ORDER_STATUS_MESSAGES.updated(next), order: toOrder(changed) };
    }
  }
  throw new Conflict(ORDER_STATUS_MESSAGES.busy);
}
