import * as z from '../zod.ts';
import { reviewInputSchema } from '../rules/review.ts';
import { shippingInfoSchema, type ShippingInfo } from '../rules/shipping.ts';
import { idSchema, pageQuerySchema, type Page } from './common.ts';
import { optionalOrNull, textNumber } from '../rules/form-values.ts';
import { plainText } from '../rules/text.ts';

const paymentIntentId = z
  .string({ error: 'paymentIntentId is required' })
  .check(z.regex(/^pi_[A-Za-z0-9_]{6,100}$/, 'Invalid payment id'));
const remark = optionalOrNull(
  z.string().check(z.trim(), z.maxLength(300, 'Remark must be at most 300 characters'), plainText('Remark')),
);

/** The client's amount is only compared with the server's quote, never trusted (docs/architecture.md#checkout-payment-and-orders). */
export const createPaymentBodySchema = z.object({
  amount: textNumber(z.number({ error: 'amount is required' }).check(z.nonnegative(), z.lte(10_000_000))),
  shippingInfo: shippingInfoSchema,
  remark,
});

export const verifyPaymentBodySchema = z.object({ paymentIntentId });

/** The spec's order-create fields; the order itself comes from the paid checkout, not from these. */
export const createOrderBodySchema = z.object({
  paymentIntentId,
  cartItems: optionalOrNull(
    z
      .array(z.object({ foodId: idSchema, quantity: textNumber(z.number().check(z.int(), z.gte(1), z.lte(100))) }))
      .check(z.maxLength(50)),
  ),
  shippingInfo: optionalOrNull(shippingInfoSchema),
  totalAmount: optionalOrNull(textNumber(z.number().check(z.nonnegative()))),
  remark,
});

export const submitReviewBodySchema = z.extend(reviewInputSchema, {
  orderId: z.string({ error: 'orderId is required' }).check(z.regex(/^[A-Z0-9-]{4,32}$/, 'Invalid order id')),
  type: z.enum(['food', 'restaurant'], { error: 'type must be food or restaurant' }),
  foodId: optionalOrNull(idSchema),
  restaurantId: optionalOrNull(idSchema),
});

export const myOrdersQuerySchema = pageQuerySchema;

import type { OrderStatus, PaymentStatus } from './order-status.ts';

export {
  ENDED_STATUSES,
  ORDER_STATUSES,
  PAYMENT_STATUSES,
  isEnded,
  type OrderStatus,
  type OrderStep,
  type PaymentStatus,
} from './order-status.ts';

/** A customer's cancel: the reason is optional. */
export const cancelOrderBodySchema = z.optional(
  z.object({
    reason: optionalOrNull(
      z.string().check(z.trim(), z.maxLength(200, 'Reason must be at most 200 characters'), plainText('Reason')),
    ),
  }),
);

/** A restaurant's rejection says why, so the customer is told. */
export const rejectOrderBodySchema = z.object({
  reason: z
    .string({ error: 'Please say why you are rejecting this order' })
    .check(
      z.trim(),
      z.minLength(3, 'Please say why you are rejecting this order'),
      z.maxLength(200, 'Reason must be at most 200 characters'),
    ),
});

/** Who ended an order early, why and when. */
export interface OrderCancellation {
  by: 'customer' | 'restaurant';
  reason: string;
  at: string;
}

export const ORDER_CODES = {
  amountMismatch: 'AMOUNT_MISMATCH',
  emptyCart: 'EMPTY_CART',
  stockRanOut: 'STOCK_RAN_OUT',
  restaurantUnavailable: 'RESTAURANT_UNAVAILABLE',
  notPaid: 'PAYMENT_NOT_COMPLETED',
  notCancellable: 'ORDER_NOT_CANCELLABLE',
  checkoutExpired: 'CHECKOUT_EXPIRED',
} as const;

/**
 * How long a checkout holds its price and its restaurant's open state: a payment not made by then is cancelled,
 * and paying needs a new checkout (a new quote).
 */
export const CHECKOUT_HOLD_MINUTES = 15;

/** Rupees; what the confirm page shows and what the customer pays. */
export interface PriceQuote {
  subtotal: number;
  tax: number;
  cartTotal: number;
  deliveryFee: number;
  discount: number;
  payable: number;
  distanceKm: number | null;
}

export interface OrderLine {
  /** The line's own id: the order id and its position. */
  _id: string;
  /** The dish as it was ordered, with its restaurant (docs/product.md#my-orders: items with quantity and restaurant). */
  foodId: { _id: string; name: string; price: number; image: string; restaurant: { _id: string; name: string } };
  quantity: number;
  reviewed: boolean;
}

export interface Order {
  _id: string;
  orderId: string;
  createdAt: string;
  orderStatus: OrderStatus;
  paymentStatus: PaymentStatus;
  totalAmount: number;
  cartItems: OrderLine[];
  restaurant: { _id: string; name: string };
  restaurantReviewed: boolean;
  shippingInfo: ShippingInfo;
  remark: string;
  userId: { _id: string; username: string };
  quote: PriceQuote;
  statusHistory: { status: OrderStatus; at: string }[];
  /** Set when the order was cancelled or rejected. */
  cancellation: OrderCancellation | null;
}

export type OrderPage = Page<Order>;

export interface PaymentKey {
  key: string;
  /** 'local': the local Stripe-compatible server and the test-card window; 'stripe': Stripe.js. */
  mode: 'local' | 'stripe';
  /** Where the browser confirms payments in local mode. */
  apiBase?: string;
}

export interface PaymentOrder {
  id: string;
  clientSecret: string;
  amount: number;
  currency: 'INR';
  quote: PriceQuote;
}

export interface OrderCreated {
  message: string;
  order: { orderId: string };
}

/** One of the customer's own orders (its page). */
export interface OrderOne {
  order: Order;
}

export interface OrderEnded {
  message: string;
  order: Order;
}

export interface LatestShipping {
  shippingInfo: ShippingInfo | null;
}
