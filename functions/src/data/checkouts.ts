import type { CheckoutRecord } from '#domain/model';
import { dynamo, PutCommand, UpdateCommand } from '#adapters/dynamo';
import { keys } from './keys.ts';
import { getItem, tableName, writeIf, type TransactItem } from './operations.ts';

/**
 * Checkouts waiting for their payment, by PaymentIntent id: `CHECKOUT#<pi>` / `CHECKOUT` (TTL two days).
 * A checkout is pending, then fulfilled (by exactly one order), or refunding (claimed for a refund before Stripe is
 * called) then refunded, or expired.
 */

/** Checkouts nobody paid for vanish after two days (TTL). */
const CHECKOUT_LIFETIME_S = 2 * 24 * 3600;

export function checkoutItem(record: CheckoutRecord) {
  return {
    ...keys.checkout(record.paymentIntentId),
    entity: 'Checkout',
    ...record,
    expiresAt: Math.floor(Date.parse(record.createdAt) / 1000) + CHECKOUT_LIFETIME_S,
  };
}

export async function putCheckout(record: CheckoutRecord): Promise<void> {
  await dynamo.send(new PutCommand({ TableName: tableName(), Item: checkoutItem(record) }));
}

export function getCheckout(paymentIntentId: string): Promise<CheckoutRecord | undefined> {
  return getItem<CheckoutRecord>(keys.checkout(paymentIntentId), true);
}

/** Pending to fulfilled by this order, as the first item of the order's transaction. */
export function checkoutFulfilledItem(paymentIntentId: string, orderId: string): TransactItem {
  return {
    Update: {
      TableName: tableName(),
      Key: keys.checkout(paymentIntentId),
      UpdateExpression: 'SET #status = :fulfilled, orderId = :orderId',
      ConditionExpression: '#status = :pending',
      ExpressionAttributeNames: { '#status': 'status' },
      ExpressionAttributeValues: { ':fulfilled': 'fulfilled', ':pending': 'pending', ':orderId': orderId },
    },
  };
}

/**
 * Pending to refunding: the claim a refund takes before it calls Stripe, so no order can be written for the payment
 * while the refund is in flight; false when it is not pending (fulfilled, expired, or claimed already).
 */
export function claimCheckoutRefund(paymentIntentId: string): Promise<boolean> {
  return move(paymentIntentId, 'pending', 'refunding');
}

/** Refunding to refunded, once Stripe has refunded it; false when it is not refunding (refunded already). */
export function markCheckoutRefunded(paymentIntentId: string): Promise<boolean> {
  return move(paymentIntentId, 'refunding', 'refunded');
}

/** Pending to expired (its hold ran out unpaid); false when it is not pending. */
export function markCheckoutExpired(paymentIntentId: string): Promise<boolean> {
  return move(paymentIntentId, 'pending', 'expired');
}

function move(paymentIntentId: string, from: CheckoutRecord['status'], to: CheckoutRecord['status']): Promise<boolean> {
  return writeIf(() =>
    dynamo.send(
      new UpdateCommand({
        TableName: tableName(),
        Key: keys.checkout(paymentIntentId),
        UpdateExpression: 'SET #status = :to',
        ConditionExpression: '#status = :from',
        ExpressionAttributeNames: { '#status': 'status' },
        ExpressionAttributeValues: { ':to': to, ':from': from },
      }),
    ),
  );
}
