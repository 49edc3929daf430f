import { describe, expect, it, vi } from 'vitest';
import type { RateLimitRule } from '@tiffin/shared/api/routes';
import { Conflict, TooManyRequests, Unauthorized, WrongSecret } from '#platform/errors';
import type { LimitTicket, PresetMiddleware } from '#platform/middlewares/request';
import { rateLimit } from '#platform/middlewares/rate-limit';
import { event, route, run } from './run.ts';

const RULES: readonly RateLimitRule[] = [{ by: 'emailAndIp', max: 5, windowSeconds: 60 }];
const limited = route({ handler: 'users/login', limits: RULES });

/** Stands in for the steps before: the visitor's address, the caller and the validated body. */
const prepared: PresetMiddleware = {
  before: ({ context }) => {
    context.ip = '203.0.113.7';
    context.caller = { sub: 'u1', role: 'customer', ver: 0 };
    context.input = { body: { email: 'asha@example.com' }, query: undefined, params: undefined };
  },
};

function limits() {
  const settled: string[] = [];
  const ticket: LimitTicket = { settle: async (outcome) => void settled.push(outcome) };
  const port = vi.fn(async () => ticket);
  return { port, settled };
}

describe('rateLimit: the abuse limits', () => {
  it("the limits count the request by the visitor's address, the body's email and the account", async () => {
    const { port } = limits();
    await run([prepared, rateLimit(port, limited)], event());
    expect(port).toHaveBeenCalledWith('users/login', RULES, {
      ip: '203.0.113.7',
      email: 'asha@example.com',
      account: 'u1',
    });
  });

  it('a request over a limit is a 429 with { message } and Retry-After, and the domain call never runs', async () => {
    const port = async (): Promise<LimitTicket> => {
      throw new TooManyRequests(undefined, 42);
    };
    const { response, body, reached } = await run([prepared, rateLimit(port, limited)], event());
    expect(response.statusCode).toBe(429);
    expect(body).toEqual({ message: 'Too many attempts. Please try again later.' });
    expect(response.headers?.['retry-after']).toBe('42');
    expect(reached).toBeNull();
  });

  it('a success keeps the places it took', async () => {
    const { port, settled } = limits();
    const { response } = await run([prepared, rateLimit(port, limited)], event());
    expect(response.statusCode).toBe(200);
    expect(settled).toEqual(['success']);
  });

  it('a wrong password or code keeps its place; any other refusal gives it back', async () => {
    const outcomes: Record<string, string[]> = {};
    for (const error of [new Unauthorized(), new WrongSecret('Wrong code'), new Conflict('Taken')]) {
      const { port, settled } = limits();
      await run([prepared, rateLimit(port, limited)], event(), () => {
        throw error;
      });
      outcomes[error.name] = settled;
    }
    expect(outcomes).toEqual({ Unauthorized: [], WrongSecret: [], Conflict: ['refused'] });
  });

  it('a route without limits asks for none', async () => {
    const { port } = limits();
    const { response } = await run([prepared, rateLimit(port, route())], event());
    expect(response.statusCode).toBe(200);
    expect(port).not.toHaveBeenCalled();
  });
});
