import { describe, expect, it } from 'vitest';
import type { RateLimitRule } from '@tiffin/shared/api/routes';
import { enforceRateLimits, forgetFailures, slidingCount } from '#domain/limits/rate-limit';
import { fakePorts } from '../support/fakes.ts';

/** Abuse limits as rules a user would state, on counters in memory. */
const perIp: RateLimitRule[] = [{ by: 'ip', max: 3, windowSeconds: 60 }];
const failedLogins: RateLimitRule[] = [{ by: 'emailAndIp', max: 2, windowSeconds: 900, counts: 'failures' }];
const values = { ip: '203.0.113.7', email: 'asha@example.com' };

describe('abuse limits', () => {
  it('the fourth request in a minute from one address is a 429 with the minutes to wait', async () => {
    const { ports } = fakePorts();
    for (let i = 0; i < 3; i++) await enforceRateLimits(ports, 'users/register', perIp, values);
    await expect(enforceRateLimits(ports, 'users/register', perIp, values)).rejects.toMatchObject({
      statusCode: 429,
      message: expect.stringMatching(/Please try again in 1 minute\./),
    });
  });

  it('another address is not limited by the first one', async () => {
    const { ports } = fakePorts();
    for (let i = 0; i < 3; i++) await enforceRateLimits(ports, 'users/register', perIp, values);
    await expect(
      enforceRateLimits(ports, 'users/register', perIp, { ...values, ip: '198.51.100.1' }),
    ).resolves.toHaveProperty('settle');
  });

  it('a burst cannot double up across a window boundary: the previous window still weighs in', async () => {
    const { ports, clock } = fakePorts('2026-11-25T06:30:50.000Z');
    for (let i = 0; i < 3; i++) await enforceRateLimits(ports, 'users/register', perIp, values);
    clock.advance(15_000); // 5 s into the next window: the last one still weighs 11/12
    await expect(enforceRateLimits(ports, 'users/register', perIp, values)).rejects.toMatchObject({ statusCode: 429 });
    expect(slidingCount(1, 3, 60, 60, 65)).toBeCloseTo(3.75);
  });

  it('only failed logins count: successes give the attempt back and clear the failures', async () => {
    const { ports } = fakePorts();
    for (let i = 0; i < 5; i++) {
      const ticket = await enforceRateLimits(ports, 'users/login', failedLogins, values);
      await ticket.settle('success');
    }
    const failed = await enforceRateLimits(ports, 'users/login', failedLogins, values);
    void failed; // a wrong password: the attempt stays counted
    const alsoFailed = await enforceRateLimits(ports, 'users/login', failedLogins, values);
    void alsoFailed;
    await expect(enforceRateLimits(ports, 'users/login', failedLogins, values)).rejects.toMatchObject({
      statusCode: 429,
    });
  });

  it("a stranger's failures from another address never lock the owner out", async () => {
    const { ports } = fakePorts();
    const stranger = { ...values, ip: '198.51.100.9' };
    for (let i = 0; i < 2; i++) await enforceRateLimits(ports, 'users/login', failedLogins, stranger);
    await expect(enforceRateLimits(ports, 'users/login', failedLogins, stranger)).rejects.toMatchObject({
      statusCode: 429,
    });
    await expect(enforceRateLimits(ports, 'users/login', failedLogins, values)).resolves.toHaveProperty('settle');
  });

  it('a password reset forgets the failed logins of the email from every address', async () => {
    const { ports } = fakePorts();
    for (let i = 0; i < 2; i++) await enforceRateLimits(ports, 'users/login', failedLogins, values);
    await forgetFailures(ports, 'users/login', values.email);
    await expect(enforceRateLimits(ports, 'users/login', failedLogins, values)).resolves.toHaveProperty('settle');
  });

  it('a refused attempt changes no failure count', async () => {
    const { ports, tables } = fakePorts();
    for (let i = 0; i < 2; i++) await enforceRateLimits(ports, 'users/login', failedLogins, values);
    const before = JSON.stringify([...tables.rate]);
    await expect(enforceRateLimits(ports, 'users/login', failedLogins, values)).rejects.toMatchObject({
      statusCode: 429,
    });
    expect(JSON.stringify([...tables.rate])).toBe(before);
  });

  it('a request refused by its answer (settled as refused) never counts towards a limit', async () => {
    const { ports } = fakePorts();
    for (let i = 0; i < 10; i++) {
      const ticket = await enforceRateLimits(ports, 'users/register', perIp, values);
      await ticket.settle('refused');
    }
    await expect(enforceRateLimits(ports, 'users/register', perIp, values)).resolves.toHaveProperty('settle');
  });

  it('hammering past a limit changes no count: the 429s do not lengthen the lockout', async () => {
    const { ports, tables } = fakePorts();
    for (let i = 0; i < 3; i++) await enforceRateLimits(ports, 'users/register', perIp, values);
    const before = JSON.stringify([...tables.rate]);
    for (let i = 0; i < 5; i++) {
      await expect(enforceRateLimits(ports, 'users/register', perIp, values)).rejects.toMatchObject({
        statusCode: 429,
      });
    }
    expect(JSON.stringify([...tables.rate])).toBe(before);
  });

  it('no email or address is stored in clear', async () => {
    const { ports, tables } = fakePorts();
    await enforceRateLimits(ports, 'users/login', [...perIp, ...failedLogins], values);
    const stored = JSON.stringify([...tables.rate.keys()]);
    expect(stored).not.toContain(values.email);
    expect(stored).not.toContain(values.ip);
  });
});
