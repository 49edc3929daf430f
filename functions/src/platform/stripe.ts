import type Stripe from 'stripe';
import type { PaymentIntent, Payments } from '#domain/ports';
import { config } from './config.ts';
import { secretValue } from './secrets.ts';

/**
 * The Payments port over the real `stripe` SDK. In AWS it talks to Stripe with the secret key from
 * Secrets Manager; locally STRIPE_API_BASE points it at the Stripe-compatible server `npm start` runs.
 * The SDK is evaluated and the client made on first use: a request refused before it calls Stripe never pays for
 * the SDK's start (~240 KB of code; it stays in the bundle, see bench/results.md).
 */
let client: Promise<Stripe> | undefined;

async function secret(name: 'STRIPE_SECRET_KEY' | 'STRIPE_WEBHOOK_SECRET'): Promise<string> {
  const arn = process.env[`${name}_ARN`];
  const value = arn ? await secretValue(arn) : process.env[name];
  if (!value) throw new Error(`Missing ${name} or ${name}_ARN`);
  return value;
}

function stripe(): Promise<Stripe> {
  client ??= Promise.all([secret('STRIPE_SECRET_KEY'), import('stripe')]).then(([key, { default: StripeSdk }]) => {
    const base = config.stripeApiBase ? new URL(config.stripeApiBase) : undefined;
    return new StripeSdk(key, {
      maxNetworkRetries: 2,
      timeout: 10_000,
      ...(base
        ? { host: base.hostname, port: base.port, protocol: base.protocol.replace(':', '') as 'http' | 'https' }
        : {}),
    });
  });
  return client;
}

const toIntent = (intent: Stripe.PaymentIntent): PaymentIntent => ({
  id: intent.id,
  clientSecret: intent.client_secret ?? '',
  status: intent.status,
  amount: intent.amount,
});

export const stripePayments: Payments = {
  async createIntent({ amount, metadata }) {
    const intent = await (
      await stripe()
    ).paymentIntents.create({ amount, currency: 'inr', metadata, automatic_payment_methods: { enabled: true } });
    return toIntent(intent);
  },
  async retrieveIntent(id) {
    return toIntent(await (await stripe()).paymentIntents.retrieve(id));
  },
  async cancelIntent(id) {
    const client = await stripe();
    try {
      return toIntent(await client.paymentIntents.cancel(id, {}, { idempotencyKey: `cancel-${id}` }));
    } catch (error) {
      // Paid (or cancelled) meanwhile: Stripe refuses to cancel; the intent as it is now says which.
      if ((error as { code?: string }).code === 'payment_intent_unexpected_state') {
        return toIntent(await client.paymentIntents.retrieve(id));
      }
      throw error;
    }
  },
  async refund(paymentIntentId) {
    await (
      await stripe()
    ).refunds.create({ payment_intent: paymentIntentId }, { idempotencyKey: `refund-${paymentIntentId}` });
  },
  async verifyWebhook(rawBody, signature) {
    const [client, webhookSecret] = await Promise.all([stripe(), secret('STRIPE_WEBHOOK_SECRET')]);
    try {
      const event = client.webhooks.constructEvent(rawBody, signature, webhookSecret);
      const object = event.data.object as { id?: unknown };
      return { type: event.type, paymentIntentId: typeof object.id === 'string' ? object.id : '' };
    } catch {
      return undefined;
    }
  },
};
