import { describe, expect, it } from 'vitest';
import { stripePaymentsFrom, type StripeSources } from '../../../src/adapters/stripe.ts';

/**
 * How the payment routes get their Stripe client: the real SDK's loading and the secret key's reading are replaced by
 * stand-ins that count, fail or rotate on demand.
 */

type StripeModule = Awaited<ReturnType<StripeSources['loadSdk']>>;

function stand() {
  const made: string[] = [];
  const settings: { timeout?: number; maxNetworkRetries?: number }[] = [];
  let loads = 0;
  let secretReads = 0;
  const failures = { load: 0, secret: 0 };
  let key = 'sk_test_first';
  class FakeStripe {
    constructor(secretKey: string, options: { timeout?: number; maxNetworkRetries?: number } = {}) {
      made.push(secretKey);
      settings.push(options);
    }
    paymentIntents = {
      retrieve: async (id: string) => ({ id, client_secret: `${id}_secret`, status: 'succeeded', amount: 24_000 }),
    };
  }
  const sources: StripeSources = {
    async loadSdk() {
      loads += 1;
      if (failures.load > 0 && failures.load--) throw new Error('Cannot find module stripe');
      return { default: FakeStripe } as unknown as StripeModule;
    },
    async secret() {
      secretReads += 1;
      if (failures.secret > 0 && failures.secret--) throw new Error('Secrets Manager is unreachable');
      return key;
    },
  };
  return {
    payments: stripePaymentsFrom(sources),
    made,
    settings,
    failures,
    rotate: (next: string) => (key = next),
    get loads() {
      return loads;
    },
    get secretReads() {
      return secretReads;
    },
  };
}

describe('the Stripe client of the payment routes', () => {
  it('a Stripe call that never answers gives up, every attempt and backoff included, inside a route’s 10 s timeout', async () => {
    const stripe = stand();
    await stripe.payments.retrieveIntent('pi_1');
    const { timeout = 80_000, maxNetworkRetries = 1 } = stripe.settings[0]!;
    // stripe-node waits about 0.5 s before its first retry and doubles it each time (with jitter, at most that).
    const backoff = Array.from({ length: maxNetworkRetries }, (_, retry) => 500 * 2 ** retry).reduce(
      (a, b) => a + b,
      0,
    );
    // The preset answers half a second before the function's 10 s run out.
    expect(timeout * (maxNetworkRetries + 1) + backoff).toBeLessThanOrEqual(9_500);
    expect(maxNetworkRetries).toBeGreaterThanOrEqual(1);
  });

  it('loads the Stripe SDK on the first payment call, not before, and only once', async () => {
    const stripe = stand();
    expect(stripe.loads).toBe(0);
    await expect(stripe.payments.retrieveIntent('pi_1')).resolves.toMatchObject({ id: 'pi_1', amount: 24_000 });
    await stripe.payments.retrieveIntent('pi_2');
    expect(stripe.loads).toBe(1);
    expect(stripe.made).toEqual(['sk_test_first']);
  });

  it('a failed SDK load fails that call only: the next call loads it again and pays', async () => {
    const stripe = stand();
    stripe.failures.load = 1;
    await expect(stripe.payments.retrieveIntent('pi_1')).rejects.toThrow('Cannot find module stripe');
    await expect(stripe.payments.retrieveIntent('pi_1')).resolves.toMatchObject({ id: 'pi_1' });
    expect(stripe.loads).toBe(2);
  });

  it('a failed secret read fails that call only: the next call reads the key again and pays', async () => {
    const stripe = stand();
    stripe.failures.secret = 1;
    await expect(stripe.payments.retrieveIntent('pi_1')).rejects.toThrow('Secrets Manager is unreachable');
    await expect(stripe.payments.retrieveIntent('pi_1')).resolves.toMatchObject({ id: 'pi_1' });
    expect(stripe.made).toEqual(['sk_test_first']);
  });

  it('a rotated secret key is used from the first call that reads it, without a new container', async () => {
    const stripe = stand();
    await stripe.payments.retrieveIntent('pi_1');
    await stripe.payments.retrieveIntent('pi_2');
    stripe.rotate('sk_test_rotated');
    await stripe.payments.retrieveIntent('pi_3');
    await stripe.payments.retrieveIntent('pi_4');
    // The key is read on every call (the secrets cache answers), a client is made only when it changed.
    expect(stripe.secretReads).toBe(4);
    expect(stripe.made).toEqual(['sk_test_first', 'sk_test_rotated']);
  });
});
