import { afterEach, describe, expect, it, vi } from 'vitest';
import { SESSION_EXPIRED, signToken, verifyToken } from '#platform/tokens';
import { forgedToken } from './support/tampered.ts';

/** The preset's token check, with the keys `npm start` and the tests generate. */
afterEach(() => vi.useRealTimers());

describe('tokens', () => {
  it('a token accepted once is refused after it expires, however warm the function is', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const token = await signToken({ sub: 'u-token-test', role: 'customer' });
    await expect(verifyToken(token)).resolves.toMatchObject({
      sub: 'u-token-test',
      role: 'customer',
      ver: 0,
      jti: expect.any(String),
    });
    await expect(verifyToken(token)).resolves.toMatchObject({ sub: 'u-token-test' });
    vi.setSystemTime(Date.now() + 12 * 3_600_000 + 1000);
    await expect(verifyToken(token)).rejects.toMatchObject({ statusCode: 401, message: SESSION_EXPIRED });
  });

  it('a token with one changed character is refused even after the real one was accepted', async () => {
    const token = await signToken({ sub: 'u-token-test', role: 'seller' });
    await verifyToken(token);
    await expect(verifyToken(forgedToken(token))).rejects.toMatchObject({ statusCode: 401 });
  });
});
