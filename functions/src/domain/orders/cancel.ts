import { ORDER_CODES, isEnded, type OrderEnded } from '@tiffin/shared/api/orders';
import { MAX_STOCK } from '@tiffin/shared/rules/stock';
import { Conflict, NotFound } from '#platform/errors';
import { logger } from '#platform/logger';
import type { OrderRecord } from '#domain/model';
import type { Ports } from '#domain/ports';
import { toOrder } from '#domain/present';
import { cancellationMail } from './emails.ts';

/**
 * Ending an order early (README, Beyond the spec): its customer cancels it, or its restaurant rejects
 * it with a reason, only while it is Pending. The stock goes back, the payment is refunded once, and
 * the customer gets one mail.
 */

export type CancelPorts = Pick<Ports, 'orders' | 'dishes' | 'payments' | 'mailer' | 'clock'>;

/** Who ends the order: the customer who placed it, or the restaurant it was placed with. */
export type OrderEnder = { by: 'customer'; userId: string } | { by: 'restaurant'; restaurantId: string };

export const CANCEL_MESSAGES = {
  notFound: 'Order not found',
  cancelled: 'Your order is cancelled. Your payment has been refunded.',
  rejected: 'Order rejected. The customer has been refunded.',
  alreadyEnded: (status: string) => `This order is already ${status.toLowerCase()}.`,
  tooLate: (status: string) => `This order is already ${status}, so it can no longer be cancelled.`,
  busy: 'This order changed at the same time. Please try again.',
} as const;

const RETRIES = 4;

const owns = (ender: OrderEnder, order: OrderRecord) =>
  ender.by === 'customer' ? order.userId === ender.userId : order.restaurantId === ender.restaurantId;

/**
 * The refund, then the flag and the mail. Stripe refunds an intent once (idempotency key), and only
 * the call that flips the order to Refunded sends the mail, so a repeat or a race refunds and mails once.
 */
export async function refundEndedOrder(
  { orders, payments, mailer }: Pick<CancelPorts, 'orders' | 'payments' | 'mailer'>,
  order: OrderRecord,
): Promise<OrderRecord> {
  if (order.paymentStatus === 'Refunded') return order;
  await payments.refund(order.paymentIntentId);
  if ((await orders.markOrderRefunded(order.orderId)) && order.customerEmail) {
    await mailer
      .send(cancellationMail(order, mailer.siteOrigin))
      .catch((error: unknown) =>
        logger.warn('Cancellation mail not sent', { orderId: order.orderId, error: (error as Error).message }),
      );
  }
  return { ...order, paymentStatus: 'Refunded' };
}

/**
 * Cancels (customer) or rejects (restaurant) a Pending order. The write is conditional on Pending, so
 * it cannot pass a seller's move to Preparing, and of two cancels one ends the order; the other
 * answers the ended order. A repeat after a refund that failed half-way finishes the refund.
 */
export async function endOrder(
  ports: CancelPorts,
  ender: OrderEnder,
  orderId: string,
  reason: string | undefined,
): Promise<OrderEnded> {
  const status = ender.by === 'customer' ? 'Cancelled' : 'Rejected';
  const done = ender.by === 'customer' ? CANCEL_MESSAGES.cancelled : CANCEL_MESSAGES.rejected;
  for (let attempt = 0; attempt < RETRIES; attempt++) {
    const order = await ports.orders.getOrder(orderId);
    if (!order || !owns(ender, order)) throw new NotFound(CANCEL_MESSAGES.notFound);
    if (isEnded(order.orderStatus)) {
      const settled = await refundEndedOrder(ports, order);
      const message = order.orderStatus === status ? done : CANCEL_MESSAGES.alreadyEnded(order.orderStatus);
      return { message, order: toOrder(settled) };
    }
    if (order.orderStatus !== 'Pending')
      throw new Conflict(CANCEL_MESSAGES.tooLate(order.orderStatus), ORDER_CODES.notCancellable);

    const at = ports.clock.now().toISOString();
    const cancellation = { by: ender.by, reason: reason ?? '', at };
    const foods = await ports.dishes.getFoods(order.lines.map((line) => line.foodId));
    // The stock goes back up to the maximum a dish may hold, no further (a seller may have restocked meanwhile).
    const restock = order.lines.flatMap((line) => {
      const food = foods.get(line.foodId);
      const quantity = food ? Math.min(line.quantity, MAX_STOCK - food.quantity) : 0;
      return quantity > 0 ? [{ foodId: line.foodId, quantity }] : [];
    });
    if (await ports.orders.endOrder({ order, status, cancellation, restock })) {
      const ended: OrderRecord = {
        ...order,
        orderStatus: status,
        cancellation,
        statusHistory: [...order.statusHistory, { status, at }],
      };
      return { message: done, order: toOrder(await refundEndedOrder(ports, ended)) };
    }
  }
  throw new Conflict(CANCEL_MESSAGES.busy);
}
