import { afterAll, beforeAll } from 'vitest';
import type { Api } from './api.ts';
import { startOwnStripe } from './local-stripe.ts';

export interface StackOptions {
  /** A local Stripe of the file's own (support/local-stripe.ts), so its payments and webhooks reach no other file. */
  stripe?: boolean;
  /** Whether that Stripe sends its webhooks to this file's API (the default with a Stripe). */
  webhook?: boolean;
  /** Runs in the file's beforeAll just before the API starts: an environment the handlers read as they load. */
  beforeStart?: () => void | Promise<void>;
  /** Runs in the file's afterAll once the API and Stripe are closed. */
  afterStop?: () => void | Promise<void>;
}

/**
 * The one header of an integration test file: the local API (and, when asked, the file's own local Stripe)
 * started before its tests and closed after them. Await it at the top of the file: the Stripe starts at once, before
 * any handler loads, and the API in beforeAll; `api` forwards to that API once it is up.
 */
export async function useStack({ stripe = false, webhook = stripe, beforeStart, afterStop }: StackOptions = {}) {
  const own = stripe ? await startOwnStripe() : undefined;
  let started: Api | undefined;
  const up = () => {
    if (!started) throw new Error('the API starts in beforeAll: call it from a test or a hook');
    return started;
  };
  const api: Api = {
    get base() {
      return up().base;
    },
    call: (...args) => up().call(...args),
    raw: (...args) => up().raw(...args),
    allPages: (...args) => up().allPages(...args),
    close: () => up().close(),
  };
  beforeAll(async () => {
    await beforeStart?.();
    const { startApi, pathOf } = await import('./api.ts');
    started = await startApi();
    if (own && webhook) own.payments.setWebhookUrl(`${started.base}${pathOf('payment/webhook')}`);
  });
  afterAll(async () => {
    await own?.payments.settled();
    await started?.close();
    own?.payments.server.closeAllConnections();
    own?.payments.server.close();
    await afterStop?.();
  });
  return { api, payments: own?.payments, stripeBase: own?.stripeBase };
}

/** useStack with the file's own Stripe, whose payments and address are then always there. */
export async function useStackWithStripe(options: Omit<StackOptions, 'stripe'> = {}) {
  const { api, payments, stripeBase } = await useStack({ ...options, stripe: true });
  return { api, payments: payments!, stripeBase: stripeBase! };
}
