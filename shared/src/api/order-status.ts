/**
 * An order's statuses, without any schema: the weekly stats job and other code that validates no input can import
 * them without zod (orders.ts re-exports them beside the API's schemas).
 */

/** An order's way forward, the only statuses a seller sets: Pending -> Preparing -> Delivered. */
export const ORDER_STATUSES = ['Pending', 'Preparing', 'Delivered'] as const;
export type OrderStep = (typeof ORDER_STATUSES)[number];
/**
 * How an order ends early, only while it is Pending (not in the spec, README "Beyond the spec"): its
 * customer cancels it, or its restaurant rejects it with a reason; either way the payment is refunded.
 */
export const ENDED_STATUSES = ['Cancelled', 'Rejected'] as const;
export type OrderStatus = OrderStep | (typeof ENDED_STATUSES)[number];

export const isEnded = (status: OrderStatus): status is (typeof ENDED_STATUSES)[number] =>
  (ENDED_STATUSES as readonly OrderStatus[]).includes(status);

/** An order's payment: taken at checkout, given back when the order is cancelled or rejected. */
export const PAYMENT_STATUSES = ['Paid', 'Refunded'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];
