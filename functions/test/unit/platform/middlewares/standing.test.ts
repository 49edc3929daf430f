import { describe, expect, it, vi } from 'vitest';
import { NotFound, Unauthorized } from '#platform/errors';
import type { PresetMiddleware } from '#platform/middlewares/request';
import { standing } from '#platform/middlewares/standing';
import { event, route, run } from './run.ts';

const claims = { sub: 'u1', role: 'customer' as const, ver: 0 };
/** Stands in for authenticate: the token already verified. */
const verified = (caller: typeof claims | null): PresetMiddleware => ({
  before: ({ context }) => {
    context.caller = caller;
  },
});

describe("standing: the caller's account, read once", () => {
  it('a caller in good standing reaches the domain call with the account it read, read once', async () => {
    const check = vi.fn(async () => ({ id: 'u1', name: 'Asha' }));
    const { response, reached } = await run([verified(claims), standing(check, route({ role: 'customer' }))], event());
    expect(response.statusCode).toBe(200);
    expect(reached?.caller).toEqual({ ...claims, account: { id: 'u1', name: 'Asha' } });
    expect(check).toHaveBeenCalledTimes(1);
  });

  it('on a protected route a refused standing (a reset password, a revoked seller) is that refusal', async () => {
    const check = async () => {
      throw new Unauthorized('Your session has expired. Please log in again.');
    };
    const { response, body, reached } = await run(
      [verified(claims), standing(check, route({ role: 'customer' }))],
      event(),
    );
    expect(response.statusCode).toBe(401);
    expect(body).toEqual({ message: 'Your session has expired. Please log in again.' });
    expect(reached).toBeNull();
  });

  it('on a public route a caller who fails standing counts as no caller, so it learns nothing of the account', async () => {
    const check = async () => {
      throw new NotFound();
    };
    const { response, reached } = await run([verified(claims), standing(check, route({ role: 'public' }))], event());
    expect(response.statusCode).toBe(200);
    expect(reached?.caller).toBeNull();
  });

  it('on a public route a broken check (the table down) is not hidden as no caller: it is a 500', async () => {
    const check = async () => {
      throw new Error('table unreachable');
    };
    const { response } = await run([verified(claims), standing(check, route({ role: 'public' }))], event());
    expect(response.statusCode).toBe(500);
  });

  it('no caller, no read', async () => {
    const check = vi.fn(async () => ({}));
    const { response } = await run([verified(null), standing(check, route({ role: 'public' }))], event());
    expect(response.statusCode).toBe(200);
    expect(check).not.toHaveBeenCalled();
  });
});
