import { isEnded } from '@tiffin/shared/api/orders';
import { AppError } from '#platform/errors';
import { logger } from '#platform/logger';
import { countEvent, type BusinessEvent } from '#platform/metrics';
import type { CheckoutRecord } from '#domain/model';
import { createOrder, type CreateOrderPorts } from './checkout.ts';
import { refundEndedOrder } from './cancel.ts';

/**
 * Payment reconciliation (a scheduled job): Stripe's recent payments are compared with the checkouts and orders,
 * and each disagreement is settled through the paths the webhook, verify and cancel use, so it ends exactly as they
 * would have ended it:
 * - a paid checkout still pending (its webhook and verify both failed) becomes its order, or is refunded when the
 *   order can no longer be made (stock gone, a dish withdrawn, its hold over), as `createOrder` decides;
 * - a paid checkout that expired, or was marked refunded, without a refund in Stripe is refunded;
 * - a cancelled or rejected order still marked Paid is refunded and marked refunded (one mail);
 * - an order marked refunded without a refund in Stripe is refunded;
 * - a live order whose payment Stripe refunded (the customer may get the food and the money) is marked refunded, so
 *   every view tells the truth, and counted as OrderAndRefund, which an alarm watches: whether to still cook it is a
 *   person's call.
 * Every refund carries the intent's idempotency key and every order write is conditional, so a rerun, or two runs
 * at once, place and refund each payment once. What it cannot settle (a paid amount unlike the checkout's, Stripe
 * refunding a live order) is logged as an error and counted for a person to look at.
 */

export type ReconcilePorts = CreateOrderPorts;

/** How far back payments are compared: a checkout, which ties an intent to its order, lives two days. */
export const RECONCILE_WINDOW_MS = 48 * 3_600_000;

export interface Fix {
  paymentIntentId: string;
  /** What was done: the order placed, a refund sent, or a disagreement left to a person. */
  fix: 'orderPlaced' | 'refunded' | 'mismatch' | 'orderAndRefund';
  /** Why, in words, for the log. */
  reason: string;
  orderId?: string;
}

export interface ReconcileRun {
  /** Succeeded intents compared. */
  checked: number;
  fixes: Fix[];
  /** Intents whose settling failed (logged); a later run tries them again. */
  failed: string[];
}

const METRIC: Record<Fix['fix'], BusinessEvent> = {
  orderPlaced: 'ReconciledOrders',
  refunded: 'ReconciledRefunds',
  mismatch: 'PaymentMismatches',
  orderAndRefund: 'OrderAndRefund',
};

export async function reconcilePayments(
  ports: ReconcilePorts,
  { pageSize }: { pageSize?: number } = {},
): Promise<ReconcileRun> {
  const since = new Date(ports.clock.now().getTime() - RECONCILE_WINDOW_MS);
  const refunded = await ports.payments.refundedSince(since);
  const run: ReconcileRun = { checked: 0, fixes: [], failed: [] };
  for await (const intent of ports.payments.recentIntents(since, pageSize)) {
    if (intent.status !== 'succeeded') continue;
    run.checked++;
    try {
      const fix = await reconcileIntent(ports, intent.id, refunded.has(intent.id));
      if (!fix) continue;
      run.fixes.push(fix);
      countEvent(METRIC[fix.fix]);
      if (fix.fix === 'mismatch' || fix.fix === 'orderAndRefund')
        logger.error('Payment disagrees with its order', { ...fix });
      else logger.info('Payment reconciled', { ...fix });
    } catch (error) {
      run.failed.push(intent.id);
      logger.error('Payment not reconciled', { paymentIntentId: intent.id, error });
    }
  }
  return run;
}

/** One paid intent against its checkout and order; the fix made, or undefined when they agree. */
async function reconcileIntent(
  ports: ReconcilePorts,
  paymentIntentId: string,
  refundedInStripe: boolean,
): Promise<Fix | undefined> {
  const checkout = await ports.checkouts.getCheckout(paymentIntentId);
  // Not a checkout of this shop's (or older than a checkout lives): nothing to compare it with.
  if (!checkout) return undefined;
  switch (checkout.status) {
    case 'pending':
      return settleCheckout(ports, checkout);
    case 'refunding':
      // Claimed for a refund that failed, or whose function died, before it was marked: verify's path finishes it.
      return settleCheckout(ports, checkout);
    case 'expired':
      return refundedInStripe ? undefined : settleCheckout(ports, checkout);
    case 'refunded':
      if (refundedInStripe) return undefined;
      await ports.payments.refund(paymentIntentId);
      return { paymentIntentId, fix: 'refunded', reason: 'Checkout refunded, but Stripe had no refund' };
    case 'fulfilled':
      return reconcileOrder(ports, paymentIntentId, checkout.orderId!, refundedInStripe);
  }
}

/** A paid checkout left pending or expired, settled as verify settles it: its order, or a refund. */
async function settleCheckout(ports: ReconcilePorts, checkout: CheckoutRecord): Promise<Fix> {
  const { paymentIntentId } = checkout;
  try {
    const placed = await createOrder(ports, paymentIntentId);
    return { paymentIntentId, fix: 'orderPlaced', reason: 'Paid, but no order', orderId: placed.order.orderId };
  } catch (error) {
    if (!(error instanceof AppError) || error.statusCode >= 500) throw error;
    const after = await ports.checkouts.getCheckout(paymentIntentId);
    if (after?.status === 'refunded' || after?.status === 'expired')
      return { paymentIntentId, fix: 'refunded', reason: error.message };
    // Paid, yet not as the checkout asked (another amount): neither an order nor a refund is certain.
    return { paymentIntentId, fix: 'mismatch', reason: error.message };
  }
}

async function reconcileOrder(
  ports: ReconcilePorts,
  paymentIntentId: string,
  orderId: string,
  refundedInStripe: boolean,
): Promise<Fix | undefined> {
  const order = await ports.orders.getOrder(orderId);
  if (!order) return { paymentIntentId, fix: 'mismatch', reason: 'Checkout fulfilled by a missing order', orderId };
  if (order.paymentStatus === 'Refunded') {
    if (refundedInStripe) return undefined;
    await ports.payments.refund(paymentIntentId);
    return { paymentIntentId, fix: 'refunded', reason: 'Order marked refunded, but Stripe had no refund', orderId };
  }
  if (isEnded(order.orderStatus)) {
    await refundEndedOrder(ports, order);
    return { paymentIntentId, fix: 'refunded', reason: `${order.orderStatus} order still marked paid`, orderId };
  }
  if (refundedInStripe) {
    await ports.orders.markOrderRefunded(orderId);
    return { paymentIntentId, fix: 'orderAndRefund', reason: `Stripe refunded a ${order.orderStatus} order`, orderId };
  }
  return undefined;
}
