import { Metrics, MetricUnit } from '@aws-lambda-powertools/metrics';

/**
 * Business and HTTP metrics as CloudWatch EMF lines (Powertools Metrics), flushed once per invocation by
 * the preset (`flushMetrics`), and only when the invocation counted something: most requests count no
 * business event, and Powertools would warn about each empty flush. `npm start` and the tests set
 * POWERTOOLS_METRICS_DISABLED.
 */
export const metrics = new Metrics({
  namespace: 'Tiffin',
  serviceName: process.env.POWERTOOLS_SERVICE_NAME ?? 'tiffin',
});

/** The events the marketplace counts. */
export type BusinessEvent =
  | 'OrdersPlaced'
  | 'PaymentsFailed'
  | 'OtpsSent'
  /** Payment reconciliation: a paid checkout it made into an order, a refund it sent, a disagreement left to a human. */
  | 'ReconciledOrders'
  | 'ReconciledRefunds'
  | 'PaymentMismatches'
  /** A payment that is both a live order and refunded in Stripe: the customer may have the food and the money. */
  | 'OrderAndRefund';

export function countEvent(event: BusinessEvent, count = 1): void {
  metrics.addMetric(event, MetricUnit.Count, count);
}

export function flushMetrics(): void {
  if (metrics.hasStoredMetrics()) metrics.publishStoredMetrics();
}

/** One answer of a route: its 4xx or 5xx are counted per route. */
export function countAnswer(route: string, statusCode: number): void {
  if (statusCode < 400) return;
  const single = metrics.singleMetric();
  single.addDimension('route', route);
  single.addMetric(statusCode >= 500 ? 'Http5xx' : 'Http4xx', MetricUnit.Count, 1);
}
