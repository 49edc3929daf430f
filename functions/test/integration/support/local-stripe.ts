import type { AddressInfo } from 'node:net';
import { LOCAL_STRIPE_KEYS, createStripeServer } from '@tiffin/local/stripe-server';

/**
 * A test file's own local Stripe on a free port, named in STRIPE_API_BASE: call it before the API's handlers load
 * (import support/api.ts after it), so this file's payments and webhooks never reach another file's.
 */
export async function startOwnStripe() {
  const payments = createStripeServer();
  await new Promise<void>((resolve) => payments.server.listen(0, '127.0.0.1', resolve));
  const stripeBase = `http://127.0.0.1:${(payments.server.address() as AddressInfo).port}`;
  process.env.STRIPE_API_BASE = stripeBase;
  return { payments, stripeBase };
}

/** The browser's part of a payment: confirm the intent with a test card, the publishable key and client secret. */
export async function payWithCard(
  stripeBase: string,
  payment: { id: string; clientSecret: string },
  card = '4242424242424242',
) {
  const response = await fetch(`${stripeBase}/v1/payment_intents/${payment.id}/confirm`, {
    method: 'POST',
    headers: {
      authorization: `Bearer ${LOCAL_STRIPE_KEYS.publishable}`,
      'content-type': 'application/x-www-form-urlencoded',
    },
    body: new URLSearchParams({ client_secret: payment.clientSecret, 'payment_method_data[card][number]': card }),
  });
  return { status: response.status, body: (await response.json()) as { status?: string; error?: { code: string } } };
}
