// What the bench's simulated customers share: a Bengaluru delivery address and the browser's payment on the local
// Stripe with the test card.
import { LOCAL_STRIPE_KEYS } from '../local/src/stripe-server.ts';

/** Serves the seeded Bengaluru restaurants. */
export const BENGALURU_SHIPPING = {
  address: '221 MG Road, Shanthala Nagar',
  city: 'Bengaluru',
  pincode: '560001',
  country: 'India',
  phone: '9000000002',
};

/** Confirms a PaymentIntent with the test card as Stripe.js would, with the publishable key and the client secret. */
export async function payWithTestCard(stripeBase: string, paymentIntentId: string, clientSecret: string) {
  const response = await fetch(`${stripeBase}/v1/payment_intents/${paymentIntentId}/confirm`, {
    method: 'POST',
    headers: {
      authorization: `Bearer ${LOCAL_STRIPE_KEYS.publishable}`,
      'content-type': 'application/x-www-form-urlencoded',
    },
    body: new URLSearchParams({ client_secret: clientSecret, 'payment_method_data[card][number]': '4242424242424242' }),
  });
  return { status: response.status, intent: (await response.json()) as { status?: string; amount?: number } };
}
