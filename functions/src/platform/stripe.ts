import Stripe from 'stripe';
import { secretValue } from './secrets.ts';

/**
 * The real `stripe` SDK. In AWS it talks to Stripe with the secret key from Secrets Manager;
 * locally STRIPE_API_BASE points it at the Stripe-compatible server `npm start` runs.
 */
let client: Promise<Stripe> | undefined;

async function secret(name: 'STRIPE_SECRET_KEY' | 'STRIPE_WEBHOOK_SECRET'): Promise<string> {
  const arn = process.env[`${name}_ARN`];
  const value = arn ? await secretValue(arn) : process.env[name];
  if (!value) throw new Error(`Missing ${name} or ${name}_ARN`);
  return value;
}

export function stripe(): Promise<Stripe> {
  client ??= secret('STRIPE_SECRET_KEY').then((key) => {
    const base = process.env.STRIPE_API_BASE ? new URL(process.env.STRIPE_API_BASE) : undefined;
    return new Stripe(key, {
      maxNetworkRetries: 2,
      timeout: 10_000,
      ...(base
        ? { host: base.hostname, port: base.port, protocol: base.protocol.replace(':', '') as 'http' | 'https' }
        : {}),
    });
  });
  return client;
}

export const webhookSecret = () => secret('STRIPE_WEBHOOK_SECRET');
