import { describe, expect, it } from 'vitest';
import { OTP_MESSAGES, OTP_POLICY, consumeCode, issueCode } from '#domain/users/otp';
import { fakePorts } from '../support/fakes.ts';

/** One-time codes: single use, five wrong tries kill them, ten minutes of life, a minute between sends. */
describe('one-time codes', () => {
  it('a code works once', async () => {
    const { ports } = fakePorts();
    const code = await issueCode(ports, 'signup', 'a@example.com');
    await consumeCode(ports, 'signup', 'a@example.com', code);
    await expect(consumeCode(ports, 'signup', 'a@example.com', code)).rejects.toMatchObject({
      statusCode: 400,
      message: OTP_MESSAGES.invalid,
    });
  });

  it(`after ${OTP_POLICY.maxAttempts} wrong tries even the right code is refused`, async () => {
    const { ports } = fakePorts();
    const code = await issueCode(ports, 'signup', 'a@example.com');
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < OTP_POLICY.maxAttempts; i++) {
      await expect(consumeCode(ports, 'signup', 'a@example.com', wrong)).rejects.toMatchObject({ statusCode: 400 });
    }
    await expect(consumeCode(ports, 'signup', 'a@example.com', code)).rejects.toMatchObject({ statusCode: 400 });
  });

  it('an expired code is refused', async () => {
    const { ports, clock } = fakePorts();
    const code = await issueCode(ports, 'reset', 'a@example.com');
    clock.advance(OTP_POLICY.lifetimeMs);
    await expect(consumeCode(ports, 'reset', 'a@example.com', code)).rejects.toMatchObject({ statusCode: 400 });
  });

  it('a new code within the minute is a 429, after it the old code dies', async () => {
    const { ports, clock } = fakePorts();
    const first = await issueCode(ports, 'signup', 'a@example.com');
    await expect(issueCode(ports, 'signup', 'a@example.com')).rejects.toMatchObject({ statusCode: 429 });
    clock.advance(OTP_POLICY.cooldownMs + 1);
    const second = await issueCode(ports, 'signup', 'a@example.com');
    if (first !== second) {
      await expect(consumeCode(ports, 'signup', 'a@example.com', first)).rejects.toMatchObject({ statusCode: 400 });
    }
    await consumeCode(ports, 'signup', 'a@example.com', second);
  });

  it("a seller's sign-up code is not a customer's", async () => {
    const { ports } = fakePorts();
    const code = await issueCode(ports, 'seller-signup', 'a@example.com');
    await expect(consumeCode(ports, 'signup', 'a@example.com', code)).rejects.toMatchObject({ statusCode: 400 });
  });

  it('codes are stored only as salted hashes', async () => {
    const { ports, tables } = fakePorts();
    const code = await issueCode(ports, 'reset', 'a@example.com');
    expect(JSON.stringify([...tables.otps.values()])).not.toContain(code);
  });
});
