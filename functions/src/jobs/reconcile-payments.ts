import type { ScheduledEvent } from 'aws-lambda';
import { logger } from '#platform/logger';
import { flushMetrics } from '#platform/metrics';
import { withTracing } from '#platform/tracer';
import { reconcilePayments, type ReconcileRun } from '#domain/orders/reconcile';
import * as accounts from '#data/accounts';
import * as dishes from '#data/dishes';
import * as checkouts from '#data/checkouts';
import * as orders from '#data/orders';
import { stripePayments as payments } from '#adapters/stripe';
import { sesMailer as mailer } from '#adapters/mail';
import { systemClock } from '#adapters/clock';
import type { Clock } from '#domain/ports';

/**
 * The payment reconciliation job (docs/architecture.md#checkout-payment-and-orders and docs/architecture.md#the-cloud): a scheduled Lambda (EventBridge, every 15 minutes in AWS, every
 * minute under `npm start`) that settles the recent Stripe payments whose checkout or order disagrees with Stripe
 * (`reconcilePayments`). Safe to run again, and two runs at once, at any time. `clock` is the time the run takes as
 * now (the system's; a test runs it later than the payments it settles).
 */
export async function runReconciliation(options: { pageSize?: number; clock?: Clock } = {}): Promise<ReconcileRun> {
  return reconcilePayments(
    { checkouts, orders, dishes, accounts, payments, mailer, clock: options.clock ?? systemClock },
    options,
  );
}

/** The EventBridge target. A run with failures fails, so EventBridge retries it, which is safe. */
export const handler = withTracing('jobs/reconcile-payments', async (_event?: ScheduledEvent) => {
  try {
    const run = await runReconciliation();
    logger.info('Payments reconciled', { checked: run.checked, fixes: run.fixes.length, failed: run.failed.length });
    if (run.failed.length > 0) throw new Error(`Reconciliation failed for ${run.failed.length} payment(s)`);
    return { checked: run.checked, fixes: run.fixes.length };
  } finally {
    flushMetrics();
  }
});
