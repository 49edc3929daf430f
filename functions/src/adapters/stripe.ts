import type Stripe from 'stripe';
import type * as StripePackage from 'stripe';
import type { PaymentIntent, Payments } from '#domain/ports';
import { config } from '#platform/config';
import { secretValue } from '#platform/secrets';

type StripeModule = typeof StripePackage;
type SecretName = 'STRIPE_SECRET_KEY' | 'STRIPE_WEBHOOK_SECRET';

/** In AWS a secret's `<NAME>_ARN` names it in Secrets Manager (read with its max age); locally `<NAME>` holds it. */
async function secret(name: SecretName): Promise<string> {
  const arn = process.env[`${name}_ARN`];
  const value = arn ? await secretValue(arn) : process.env[name];
  if (!value) throw new Error(`Missing ${name} or ${name}_ARN`);
  return value;
}

/** What the Payments port is made of: how the SDK is loaded and where the secrets come from. */
export interface StripeSources {
  loadSdk(): Promise<StripeModule>;
  secret(name: SecretName): Promise<string>;
}

/**
 * The Payments port over the unmodified `stripe` SDK. In AWS it talks to Stripe with the secret key from Secrets
 * Manager; locally STRIPE_API_BASE points it at the Stripe-compatible server `npm start` runs.
 * - The SDK is imported on the first payment call, so a request refused before it never pays for loading it.
 * - A failed SDK load or secret read is not kept: the next call tries again.
 * - Retries and time: the SDK tries a call three times (network errors, 5xx, 409; a POST keeps its idempotency key),
 *   each attempt given STRIPE_TIMEOUT_MS (2 s), so the attempts and their backoff end inside a route's 10 s timeout
 *   instead of outliving the function while a refund may still be in flight.
 * - The key is read on every call (the secrets cache answers within its max age), and a changed key makes a new
 *   client, so a rotated key is in use once the cache has let the old one go.
 */
export function stripePaymentsFrom(sources: StripeSources): Payments {
  let sdk: Promise<StripeModule> | undefined;
  let current: { key: string; client: Stripe } | undefined;

  const loadSdk = () => {
    if (!sdk) {
      sdk = sources.loadSdk();
      sdk.catch(() => (sdk = undefined));
    }
    return sdk;
  };

  async function stripe(): Promise<Stripe> {
    const [key, { default: StripeSdk }] = await Promise.all([sources.secret('STRIPE_SECRET_KEY'), loadSdk()]);
    if (current?.key !== key) {
      const base = config.stripeApiBase ? new URL(config.stripeApiBase) : undefined;
      const client = new StripeSdk(key, {
        maxNetworkRetries: 2,
        timeout: config.stripeTimeoutMs,
        ...(base
          ? { host: base.hostname, port: base.port, protocol: base.protocol.replace(':', '') as 'http' | 'https' }
          : {}),
      });
      current = { key, client };
    }
    return current.client;
  }

  return {
    async createIntent({ amount, metadata }) {
      const intent = await (
        await stripe()
      ).paymentIntents.create({ amount, currency: 'inr', metadata, automatic_payment_methods: { enabled: true } });
      return toIntent(intent);
    },
    async retrieveIntent(id) {
      // The charge says when the payment was made, which decides whether it was made within its checkout's hold.
      return toIntent(await (await stripe()).paymentIntents.retrieve(id, { expand: ['latest_charge'] }));
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
      try {
        await (
          await stripe()
        ).refunds.create({ payment_intent: paymentIntentId }, { idempotencyKey: `refund-${paymentIntentId}` });
      } catch (error) {
        // Refunded already (by a call racing this one with the same key, or another way): the whole is refunded.
        if ((error as { code?: string }).code !== 'charge_already_refunded') throw error;
      }
    },
    async *recentIntents(since, pageSize = 100) {
      const created = { gte: Math.floor(since.getTime() / 1000) };
      // The SDK's auto-pagination asks for the next page (starting_after) as the loop reaches it.
      for await (const intent of (await stripe()).paymentIntents.list({ created, limit: pageSize })) {
        yield toIntent(intent);
      }
    },
    async refundedSince(since) {
      const refunded = new Set<string>();
      const created = { gte: Math.floor(since.getTime() / 1000) };
      for await (const refund of (await stripe()).refunds.list({ created, limit: 100 })) {
        const intent = refund.payment_intent;
        if (refund.status !== 'failed' && refund.status !== 'canceled' && intent)
          refunded.add(typeof intent === 'string' ? intent : intent.id);
      }
      return refunded;
    },
    async verifyWebhook(rawBody, signature) {
      const [client, webhookSecret] = await Promise.all([stripe(), sources.secret('STRIPE_WEBHOOK_SECRET')]);
      try {
        const event = client.webhooks.constructEvent(rawBody, signature, webhookSecret);
        const object = event.data.object as { id?: unknown };
        return { type: event.type, paymentIntentId: typeof object.id === 'string' ? object.id : '' };
      } catch {
        return undefined;
      }
    },
  };
}

const toIntent = (intent: Stripe.PaymentIntent): PaymentIntent => {
  const charge = intent.latest_charge;
  return {
    id: intent.id,
    clientSecret: intent.client_secret ?? '',
    status: intent.status,
    amount: intent.amount,
    ...(charge && typeof charge === 'object' ? { paidAt: new Date(charge.created * 1000) } : {}),
  };
};

export const stripePayments: Payments = stripePaymentsFrom({ loadSdk: () => import('stripe'), secret });
