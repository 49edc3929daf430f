import { randomInt } from 'node:crypto';
import type * as z from '@tiffin/shared/zod';
import { CART_CODES } from '@tiffin/shared/api/cart';
import {
  CHECKOUT_HOLD_MINUTES,
  ORDER_CODES,
  type OrderCreated,
  type PaymentOrder,
  type createPaymentBodySchema,
} from '@tiffin/shared/api/orders';
import { paiseToRupees, rupeesToPaise } from '@tiffin/shared/money';
import { cityKey } from '@tiffin/shared/geo';
import { MIN_CARD_PAYMENT, quote } from '@tiffin/shared/pricing';
import { messages } from '@tiffin/shared/rules/messages';
import { isSameCity } from '@tiffin/shared/rules/shipping';
import { AppError, BadRequest, Conflict, NotFound } from '#platform/errors';
import { lookupPincode } from '#platform/geo/index';
import { logger } from '#platform/logger';
import { countEvent } from '#platform/metrics';
import type { CheckoutRecord, OrderRecord } from '#domain/model';
import type { Mail, Ports } from '#domain/ports';
import { toPriceQuote } from '#domain/present';
import { ensureOpen } from '#domain/cart/cart';
import { deliveryPoint } from '#domain/geo/places';
import { orderConfirmationMail, refundMail, type RefundReason } from './emails.ts';

/** What starting a payment needs. */
export type PaymentPorts = Pick<Ports, 'carts' | 'dishes' | 'restaurants' | 'checkouts' | 'payments' | 'clock'>;
/** What turning a paid checkout into an order needs. */
export type CreateOrderPorts = Pick<
  Ports,
  'checkouts' | 'orders' | 'dishes' | 'accounts' | 'payments' | 'mailer' | 'clock'
>;

export const CHECKOUT_MESSAGES = {
  emptyCart: 'Your cart is empty. Add something delicious!',
  amountChanged: 'The price of your order changed. Please review it again before paying.',
  notPaid: 'Payment not completed',
  stockRanOut: 'Sorry! A dish in your order sold out while you were paying. Your payment has been refunded.',
  placed: 'Order placed successfully',
  unknownPayment: 'Payment not found',
  restaurantGone: 'This restaurant is no longer taking orders.',
  restaurantClosed:
    'Sorry! The restaurant stopped taking orders while you were paying. Your payment has been refunded.',
  belowCardMinimum: 'The amount to pay is below the smallest card payment (₹0.50). Please add something to your cart.',
  pincodeElsewhere: (city: string) => `This pincode is not in ${city}. Please check the city and pincode.`,
  expired: `This checkout has expired: prices and opening hours are held for ${CHECKOUT_HOLD_MINUTES} minutes. Please check out again.`,
  expiredRefunded: `This checkout had expired (prices and opening hours are held for ${CHECKOUT_HOLD_MINUTES} minutes), so your payment has been refunded. Please check out again.`,
};

/** A checkout's hold: its price and its restaurant's open state stand this long, then it can no longer be paid. */
export const CHECKOUT_HOLD_MS = CHECKOUT_HOLD_MINUTES * 60 * 1000;
/**
 * A payment made just before the hold ran out may reach the server (the browser's verify, Stripe's webhook) a little
 * after it; one arriving later than this was made after the hold, and is refunded.
 */
export const LATE_PAYMENT_GRACE_MS = 5 * 60 * 1000;

/** Short, readable order ids: TF- and 8 Crockford base-32 characters (no I, L, O, U); ~1e12 values. */
const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
export const newOrderId = () => `TF-${Array.from({ length: 8 }, () => ALPHABET[randomInt(ALPHABET.length)]).join('')}`;

/**
 * Starts a payment: the server prices the server's cart for the given address (docs/architecture.md#checkout-payment-and-orders); the
 * client's amount must equal that price, and the checkout is stored against the PaymentIntent.
 */
export async function createPayment(
  { carts, dishes, restaurants, checkouts, payments, clock }: PaymentPorts,
  userId: string,
  input: z.output<typeof createPaymentBodySchema>,
): Promise<PaymentOrder> {
  const cart = await carts.getCart(userId);
  const foods = await dishes.getFoods(cart.lines.map((line) => line.foodId));
  // A dish its seller deleted, or of a restaurant the admin removed, has left every cart: it is skipped.
  const lines = cart.lines.flatMap((line) => {
    const food = foods.get(line.foodId);
    return food?.listed ? [{ line, food }] : [];
  });
  if (lines.length === 0) throw new Conflict(CHECKOUT_MESSAGES.emptyCart, ORDER_CODES.emptyCart);
  for (const { line, food } of lines) {
    if (food.quantity < 1)
      throw new Conflict(`${food.name} is out of stock. Please remove it from your cart.`, CART_CODES.outOfStock);
    if (food.quantity < line.quantity)
      throw new Conflict(`Only ${food.quantity} ${food.name} left in stock.`, CART_CODES.stockLimit);
  }
  // A closed restaurant starts no payment; one already paying when it closes still completes (createOrder).
  // The city and position are the restaurant's own, never a dish's copy of them: a move cut short leaves copies
  // behind in the old city, and pricing from one would deliver from where the restaurant no longer is.
  const restaurant = await ensureOpen({ restaurants, clock }, lines[0]!.food.restaurant.id);
  if (!restaurant) throw new Conflict(CHECKOUT_MESSAGES.restaurantGone, ORDER_CODES.restaurantUnavailable);
  const { city, pincode } = input.shippingInfo;
  if (!isSameCity(city, restaurant.city)) throw new BadRequest(messages.differentCity);
  // The pincode must be a real one of the address's city, and the address and pincode one place: the delivery fee
  // is measured from there.
  const place = lookupPincode(pincode);
  if (!place) throw new BadRequest(messages.pincodeInvalid);
  if (!isSameCity(place.city, city)) throw new BadRequest(CHECKOUT_MESSAGES.pincodeElsewhere(city));

  const priced = quote({
    lines: lines.map(({ line, food }) => ({ unitPrice: food.price, quantity: line.quantity })),
    restaurant: { lat: restaurant.latitude, lon: restaurant.longitude },
    delivery: deliveryPoint(input.shippingInfo.address, place),
  });
  if (priced.payable < MIN_CARD_PAYMENT) throw new BadRequest(CHECKOUT_MESSAGES.belowCardMinimum);
  if (rupeesToPaise(input.amount) !== priced.payable)
    throw new Conflict(CHECKOUT_MESSAGES.amountChanged, ORDER_CODES.amountMismatch);

  const intent = await payments.createIntent({
    amount: priced.payable,
    metadata: { userId, restaurantId: restaurant.id },
  });
  await checkouts.putCheckout({
    paymentIntentId: intent.id,
    userId,
    restaurantId: restaurant.id,
    restaurantName: restaurant.name,
    lines: lines.map(({ line, food }) => ({
      foodId: food.id,
      name: food.name,
      price: food.price,
      image: food.image,
      quantity: line.quantity,
      reviewed: false,
    })),
    shippingInfo: input.shippingInfo,
    remark: input.remark ?? '',
    quote: priced,
    status: 'pending',
    createdAt: clock.now().toISOString(),
  });
  return {
    id: intent.id,
    clientSecret: intent.clientSecret,
    amount: paiseToRupees(priced.payable),
    currency: 'INR',
    quote: toPriceQuote(priced),
  };
}

function orderFrom(
  checkout: CheckoutRecord,
  customer: { username: string; email: string },
  createdAt: string,
): OrderRecord {
  return {
    orderId: newOrderId(),
    userId: checkout.userId,
    customerName: customer.username,
    customerEmail: customer.email,
    restaurantId: checkout.restaurantId,
    restaurantName: checkout.restaurantName,
    lines: checkout.lines,
    restaurantReviewed: false,
    shippingInfo: checkout.shippingInfo,
    remark: checkout.remark,
    quote: checkout.quote,
    orderStatus: 'Pending',
    paymentStatus: 'Paid',
    paymentIntentId: checkout.paymentIntentId,
    statusHistory: [{ status: 'Pending', at: createdAt }],
    createdAt,
  };
}

const stockRanOut = () => new Conflict(CHECKOUT_MESSAGES.stockRanOut, ORDER_CODES.stockRanOut);

/** Why a paid checkout made no order (it was refunded): a dish left the catalogue, or it sold out. */
async function whyNotPlaced({ dishes }: Pick<Ports, 'dishes'>, checkout: CheckoutRecord): Promise<RefundReason> {
  const foods = await dishes.getFoods(checkout.lines.map((line) => line.foodId));
  return checkout.lines.some((line) => !foods.get(line.foodId)?.listed) ? 'withdrawn' : 'soldOut';
}

const notPlaced = (reason: RefundReason) =>
  reason === 'withdrawn'
    ? new Conflict(CHECKOUT_MESSAGES.restaurantClosed, ORDER_CODES.restaurantUnavailable)
    : stockRanOut();

/** Sends a mail without letting a mail failure undo a paid order. */
const sendQuietly = ({ mailer }: Pick<Ports, 'mailer'>, mail: Mail) =>
  mailer.send(mail).catch((error: unknown) => logger.warn('Order mail not sent', { error: (error as Error).message }));

/**
 * THE order creation (docs/architecture.md#checkout-payment-and-orders), reached by verify, by order-create and by the Stripe webhook.
 * Idempotent: a repeat answers the same order; a sold-out dish refunds the payment instead.
 */
export async function createOrder(
  ports: CreateOrderPorts,
  paymentIntentId: string,
  caller?: string,
): Promise<OrderCreated> {
  const { checkouts, orders, accounts, payments } = ports;
  const checkout = await checkouts.getCheckout(paymentIntentId);
  if (!checkout || (caller !== undefined && checkout.userId !== caller))
    throw new NotFound(CHECKOUT_MESSAGES.unknownPayment);
  if (checkout.status === 'fulfilled')
    return { message: CHECKOUT_MESSAGES.placed, order: { orderId: checkout.orderId! } };
  if (checkout.status === 'refunded') throw notPlaced(await whyNotPlaced(ports, checkout));
  if (checkout.status === 'refunding') return refundClaimed(ports, checkout);
  if (checkout.status === 'expired') return expire(ports, checkout, false);

  const intent = await payments.retrieveIntent(paymentIntentId);
  const heldUntil = Date.parse(checkout.createdAt) + CHECKOUT_HOLD_MS;
  const now = ports.clock.now().getTime();
  // A paid intent is late by when it was paid (its charge's time), not by when this call came: a payment made in
  // time whose webhook and verify failed is still its order when reconciliation reaches it later.
  const paidAt = intent.paidAt?.getTime() ?? now;
  const late = intent.status === 'succeeded' ? paidAt >= heldUntil + LATE_PAYMENT_GRACE_MS : now >= heldUntil;
  if (late) {
    // Only the call that marks it expired settles the intent; a call that finds it fulfilled answers the order.
    if (!(await checkouts.markCheckoutExpired(paymentIntentId))) return createOrder(ports, paymentIntentId, caller);
    return expire(ports, checkout, true);
  }
  if (intent.status !== 'succeeded' || intent.amount !== checkout.quote.payable) {
    countEvent('PaymentsFailed');
    throw new Conflict(CHECKOUT_MESSAGES.notPaid, ORDER_CODES.notPaid);
  }
  const customer = await accounts.getAccount(checkout.userId);
  const contact = { username: customer?.username ?? 'Customer', email: customer?.email ?? '' };

  for (let attempt = 0; attempt < 5; attempt++) {
    const order = orderFrom(checkout, contact, ports.clock.now().toISOString());
    const outcome = await orders.writeOrder(checkout, order);
    if (outcome === 'created') {
      countEvent('OrdersPlaced');
      if (contact.email) await sendQuietly(ports, orderConfirmationMail(contact.email, order, ports.mailer.siteOrigin));
      // The customer's saved location gains the delivery pincode (the admin's users list shows it).
      if (customer)
        await accounts
          .saveLocation(customer.id, {
            ...customer.location,
            city: customer.location?.city ?? cityKey(checkout.shippingInfo.city),
            pincode: checkout.shippingInfo.pincode,
          })
          .catch((error: unknown) => logger.warn('Location not saved', { error: (error as Error).message }));
      return { message: CHECKOUT_MESSAGES.placed, order: { orderId: order.orderId } };
    }
    if (outcome === 'alreadyFulfilled') return createOrder(ports, paymentIntentId, caller);
    if (outcome === 'outOfStock') {
      // The checkout is claimed before Stripe is called: while the refund is in flight no other verify, webhook or
      // reconciliation can write the order (stock may come back meanwhile). A call that loses the claim to an order
      // answers the order.
      if (!(await checkouts.claimCheckoutRefund(paymentIntentId))) return createOrder(ports, paymentIntentId, caller);
      countEvent('PaymentsFailed');
      return refundClaimed(ports, checkout, contact.email);
    }
    // orderIdTaken: try again with a fresh id.
  }
  throw new Conflict('We could not place your order just now. Please try again.');
}

/**
 * Refunds a checkout claimed for a refund (refunding), marks it refunded and mails the customer once (the call that
 * marks it). The claim stays until Stripe has refunded, so a refund that failed, or whose reply was lost, is finished
 * by the next verify, webhook or reconciliation, never turned into an order; Stripe's idempotency key makes the
 * repeats, and a call racing the one in flight, one refund. Always refuses with why no order was placed.
 */
async function refundClaimed(ports: CreateOrderPorts, checkout: CheckoutRecord, email?: string): Promise<never> {
  await ports.payments.refund(checkout.paymentIntentId);
  const reason = await whyNotPlaced(ports, checkout);
  if (await ports.checkouts.markCheckoutRefunded(checkout.paymentIntentId)) {
    const to = email ?? (await ports.accounts.getAccount(checkout.userId))?.email;
    if (to) await sendQuietly(ports, refundMail(to, checkout.quote.payable, reason));
  }
  throw notPlaced(reason);
}

/**
 * An expired checkout's intent can no longer be paid: it is cancelled, or, if it was paid (after its hold, or while
 * being cancelled), refunded, and the customer mailed once (`first`: the call that marked it expired). Repeating it
 * is safe (Stripe's idempotency keys). Always refuses with CHECKOUT_EXPIRED.
 */
async function expire(ports: CreateOrderPorts, checkout: CheckoutRecord, first: boolean): Promise<never> {
  const { payments, accounts } = ports;
  const intent = await payments.cancelIntent(checkout.paymentIntentId);
  if (intent.status === 'succeeded') {
    await payments.refund(checkout.paymentIntentId);
    const customer = first ? await accounts.getAccount(checkout.userId) : undefined;
    if (customer?.email) await sendQuietly(ports, refundMail(customer.email, checkout.quote.payable, 'expired'));
    throw new Conflict(CHECKOUT_MESSAGES.expiredRefunded, ORDER_CODES.checkoutExpired);
  }
  throw new Conflict(CHECKOUT_MESSAGES.expired, ORDER_CODES.checkoutExpired);
}

/** The Stripe webhook: the signature is checked on the raw body before anything is believed. */
export async function handleStripeEvent(
  ports: CreateOrderPorts,
  rawBody: string,
  signature: string | undefined,
): Promise<{ received: true }> {
  const event = await ports.payments.verifyWebhook(rawBody, signature ?? '');
  if (!event) throw new BadRequest('Invalid webhook signature');
  if (event.type === 'payment_intent.succeeded') {
    await createOrder(ports, event.paymentIntentId).catch((error: unknown) => {
      // Already refunded or an unknown intent: acknowledged, nothing more to do.
      if (!(error instanceof AppError) || error.statusCode >= 500) throw error;
    });
  }
  return { received: true };
}
