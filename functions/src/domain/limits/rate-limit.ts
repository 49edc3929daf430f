import { createHash } from 'node:crypto';
import type { RateLimitRule } from '@tiffin/shared/api/routes';
import { TooManyRequests } from '#platform/errors';
import type { CounterKey, Ports } from '#domain/ports';

/**
 * Abuse limits as sliding windows: the current window's count (one atomic ADD) plus the previous
 * window's, weighted by how much of it still overlaps, so a burst cannot double up across a window
 * boundary. The counters live in a store shared by every Lambda container (the table, TTL-cleaned);
 * values are hashed, so no email or address is stored in clear.
 *
 * Every attempt takes its place first (so a burst of parallel guesses cannot all slip under the
 * limit). A refused attempt (over a limit, or any refusal other than a wrong password or code) gives
 * every place back, so refusals never lengthen a lockout; a rule that counts only failures also gets
 * the place back on a success.
 */

type LimitPorts = Pick<Ports, 'rateCounters' | 'clock'>;

export interface LimitValues {
  ip?: string;
  email?: string;
  /** The signed-in caller's account id. */
  account?: string;
}

/** What a request holds of its limits, settled once its answer is known. */
export interface RateTicket {
  /**
   * 'success': failure-only rules give the attempt back and forget the email's failures from this address;
   * 'refused': every rule gives it back. A failure (a wrong password or code) is not settled: it stays counted.
   */
  settle(outcome: 'success' | 'refused'): Promise<void>;
}

export const digest = (value: string) =>
  createHash('sha256').update(value.toLowerCase()).digest('base64url').slice(0, 22);

/** Which counter a rule counts on; undefined when the request lacks the value the rule is by. */
export function counterOf(scope: string, rule: RateLimitRule, values: LimitValues): CounterKey | undefined {
  if (rule.by === 'emailAndIp') {
    if (!values.email || !values.ip) return undefined;
    return { scope, by: 'emailAndIp', emailDigest: digest(values.email), ipDigest: digest(values.ip) };
  }
  const value = values[rule.by];
  return value ? { scope, by: rule.by, digest: digest(value) } : undefined;
}

/** The weighted count of a sliding window at `nowSeconds`. */
export function slidingCount(
  current: number,
  previous: number,
  windowStart: number,
  windowSeconds: number,
  nowSeconds: number,
) {
  const overlap = 1 - (nowSeconds - windowStart) / windowSeconds;
  return current + previous * overlap;
}

export const tooMany = (secondsLeft: number) => {
  const minutes = Math.max(1, Math.ceil(secondsLeft / 60));
  return new TooManyRequests(
    `Too many attempts. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
    secondsLeft,
  );
};

interface Taken {
  counter: CounterKey;
  windowStart: number;
  windowSeconds: number;
  failuresOnly: boolean;
  /** Kept when the request is refused ('calls' rules). */
  keptWhenRefused: boolean;
}

/**
 * Counts this attempt against each rule and refuses it (429, with the seconds to wait) when one is over
 * its limit times `multiplier` (tests raise it; the limits' own tests do not).
 */
export async function enforceRateLimits(
  { rateCounters, clock }: LimitPorts,
  scope: string,
  limits: readonly RateLimitRule[],
  values: LimitValues,
  multiplier = 1,
): Promise<RateTicket> {
  const nowSeconds = clock.now().getTime() / 1000;
  const held: Taken[] = [];
  const refund = (taken: Taken) => rateCounters.removeHit(taken.counter, taken.windowStart);
  try {
    for (const rule of limits) {
      const counter = counterOf(scope, rule, values);
      if (!counter) continue;
      const windowStart = Math.floor(nowSeconds / rule.windowSeconds) * rule.windowSeconds;
      const [current, previous] = await Promise.all([
        // Kept one window longer, to weigh in while the next window runs.
        rateCounters.addHit(counter, windowStart, windowStart + 2 * rule.windowSeconds + 60),
        rateCounters.hitsIn(counter, windowStart - rule.windowSeconds),
      ]);
      held.push({
        counter,
        windowStart,
        windowSeconds: rule.windowSeconds,
        failuresOnly: rule.counts === 'failures',
        keptWhenRefused: rule.counts === 'calls',
      });
      if (slidingCount(current, previous, windowStart, rule.windowSeconds, nowSeconds) > rule.max * multiplier) {
        throw tooMany(windowStart + rule.windowSeconds - nowSeconds);
      }
    }
  } catch (error) {
    // A refused attempt changes no count.
    await Promise.all(held.map(refund));
    throw error;
  }
  return {
    async settle(outcome) {
      if (outcome === 'refused') {
        await Promise.all(held.filter((taken) => !taken.keptWhenRefused).map(refund));
        return;
      }
      const failureRules = held.filter((taken) => taken.failuresOnly);
      // A success forgets the email's failures from this address (this window and the one before).
      const cleared = failureRules.filter((taken) => taken.counter.by === 'emailAndIp');
      await Promise.all([
        ...cleared.map(({ counter, windowStart, windowSeconds }) =>
          rateCounters.clearWindows(counter, [windowStart, windowStart - windowSeconds]),
        ),
        ...failureRules.filter((taken) => !cleared.includes(taken)).map(refund),
      ]);
    },
  };
}

/** Forgets every failure counted for an email on a scope, from any address (a password reset). */
export function forgetFailures({ rateCounters }: Pick<Ports, 'rateCounters'>, scope: string, email: string) {
  return rateCounters.clearEmail(scope, digest(email));
}
