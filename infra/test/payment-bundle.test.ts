import { execFile } from 'node:child_process';
import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { promisify } from 'node:util';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStripeServer, LOCAL_STRIPE_KEYS, type LocalStripe } from '@tiffin/local/stripe-server';
import { buildFunctionBundle } from '../lib/function-bundle.ts';
import { testDir } from './build-app.ts';

/**
 * The payment routes' bundles carry the unmodified `stripe` SDK. These rules run the payments port bundled with the
 * construct's options (infra/lib/function-bundle.ts), in a Node process of its own, with the real SDK inside
 * talking to the local Stripe-compatible server: what a deploy would run, minus AWS.
 */

const run = promisify(execFile);

/** What the bundled port is asked to do, one step per argument; answers one JSON line per step. */
const steps = `
const { stripePayments } = await import(process.argv[1]);
const [, , step, arg] = process.argv;
const answer = async () => {
  if (step === 'create') return stripePayments.createIntent({ amount: 24900, metadata: { orderId: 'o-1' } });
  if (step === 'retrieve') return stripePayments.retrieveIntent(arg);
  if (step === 'refund') return stripePayments.refund(arg);
  if (step === 'webhook') return stripePayments.verifyWebhook(process.env.BODY, process.env.SIGNATURE);
};
console.log(JSON.stringify((await answer()) ?? null));
`;

let stripe: LocalStripe;
let bundleFile: string;
let env: NodeJS.ProcessEnv;

beforeAll(async () => {
  stripe = createStripeServer();
  stripe.server.listen(0, '127.0.0.1');
  await once(stripe.server, 'listening');
  const { port } = stripe.server.address() as AddressInfo;
  const dir = testDir('tiffin-payment-bundle-');
  const bundle = await buildFunctionBundle(
    { source: "export { stripePayments } from './functions/src/adapters/stripe.ts';" },
    dir,
  );
  bundleFile = bundle.file!;
  env = {
    PATH: process.env.PATH,
    STRIPE_SECRET_KEY: LOCAL_STRIPE_KEYS.secret,
    STRIPE_WEBHOOK_SECRET: LOCAL_STRIPE_KEYS.webhookSecret,
    STRIPE_API_BASE: `http://127.0.0.1:${port}`,
  };
}, 60_000);

afterAll(async () => {
  stripe?.server.close();
});

async function bundled(step: string, arg = '', extraEnv: Record<string, string> = {}): Promise<unknown> {
  const { stdout } = await run(process.execPath, ['--input-type=module', '-e', steps, bundleFile, step, arg], {
    env: { ...env, ...extraEnv },
    cwd: join(bundleFile, '..'),
  });
  return JSON.parse(stdout.trim().split('\n').at(-1)!);
}

describe('a payment bundle, built as the construct builds it', () => {
  it('creates a payment, reads it back paid and refunds it with the Stripe SDK inside', async () => {
    const intent = (await bundled('create')) as { id: string; amount: number; status: string };
    expect(intent).toMatchObject({ amount: 24900, status: 'requires_payment_method' });

    // The customer pays with the test card (Stripe.js does this in the browser).
    const confirmed = await fetch(`${env.STRIPE_API_BASE}/v1/payment_intents/${intent.id}/confirm`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${LOCAL_STRIPE_KEYS.secret}`,
        'content-type': 'application/x-www-form-urlencoded',
      },
      body: 'payment_method=pm_card_visa',
    });
    expect(confirmed.status).toBe(200);

    expect(await bundled('retrieve', intent.id)).toMatchObject({ id: intent.id, status: 'succeeded', amount: 24900 });
    expect(await bundled('refund', intent.id)).toBeNull();
  });

  it('accepts a webhook signed with our secret and refuses one signed with another', async () => {
    const body = JSON.stringify({
      id: 'evt_1',
      object: 'event',
      type: 'payment_intent.succeeded',
      data: { object: { id: 'pi_123', object: 'payment_intent' } },
    });
    const signed = (secret: string) => Stripe.webhooks.generateTestHeaderString({ payload: body, secret });
    expect(await bundled('webhook', '', { BODY: body, SIGNATURE: signed(LOCAL_STRIPE_KEYS.webhookSecret) })).toEqual({
      type: 'payment_intent.succeeded',
      paymentIntentId: 'pi_123',
    });
    expect(await bundled('webhook', '', { BODY: body, SIGNATURE: signed('whsec_someone_else') })).toBeNull();
  });
});
