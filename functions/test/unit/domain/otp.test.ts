import { describe, expect, it } from 'vitest';
import { OTP_MESSAGES, OTP_POLICY, consumeCode, issueCode } from '#domain/users/otp';
import { fakePorts } from '../support/fakes.ts';

/**
 * One-time codes: one per code request, checked only with that request's id; single use, five wrong tries
 * kill them, ten minutes of life, a minute between resends of one request.
 */
describe('one-time codes', () => {
  it('a code works once', async () => {
    const { ports } = fakePorts();
    const { code, requestId } = await issueCode(ports, 'signup', 'a@example.com');
    await consumeCode(ports, 'signup', 'a@example.com', requestId, code);
    await expect(consumeCode(ports, 'signup', 'a@example.com', requestId, code)).rejects.toMatchObject({
      statusCode: 400,
      message: OTP_MESSAGES.invalid,
    });
  });

  it(`after ${OTP_POLICY.maxAttempts} wrong tries even the right code is refused`, async () => {
    const { ports } = fakePorts();
    const { code, requestId } = await issueCode(ports, 'signup', 'a@example.com');
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < OTP_POLICY.maxAttempts; i++) {
      await expect(consumeCode(ports, 'signup', 'a@example.com', requestId, wrong)).rejects.toMatchObject({
        statusCode: 400,
      });
    }
    await expect(consumeCode(ports, 'signup', 'a@example.com', requestId, code)).rejects.toMatchObject({
      statusCode: 400,
    });
  });

  it("the right code with another request's id is refused", async () => {
    const { ports } = fakePorts();
    const { code } = await issueCode(ports, 'reset', 'a@example.com');
    const other = await issueCode(ports, 'reset', 'a@example.com');
    if (other.code !== code) {
      await expect(consumeCode(ports, 'reset', 'a@example.com', other.requestId, code)).rejects.toMatchObject({
        statusCode: 400,
      });
    }
  });

  it("a stranger's request for the same email neither waits for the owner's cooldown nor replaces the owner's code", async () => {
    const { ports } = fakePorts();
    const owner = await issueCode(ports, 'reset', 'a@example.com');
    const strangers = await issueCode(ports, 'reset', 'a@example.com');
    expect(strangers.requestId).not.toBe(owner.requestId);
    await expect(consumeCode(ports, 'reset', 'a@example.com', owner.requestId, owner.code)).resolves.toBeUndefined();
  });

  it('an expired code is refused', async () => {
    const { ports, clock } = fakePorts();
    const { code, requestId } = await issueCode(ports, 'reset', 'a@example.com');
    clock.advance(OTP_POLICY.lifetimeMs);
    await expect(consumeCode(ports, 'reset', 'a@example.com', requestId, code)).rejects.toMatchObject({
      statusCode: 400,
    });
  });

  it("a resend of one request within the minute is a 429; after it the request's old code dies", async () => {
    const { ports, clock } = fakePorts();
    const first = await issueCode(ports, 'signup', 'a@example.com');
    await expect(issueCode(ports, 'signup', 'a@example.com', first.requestId)).rejects.toMatchObject({
      statusCode: 429,
    });
    clock.advance(OTP_POLICY.cooldownMs + 1);
    const second = await issueCode(ports, 'signup', 'a@example.com', first.requestId);
    expect(second.requestId).toBe(first.requestId);
    if (first.code !== second.code) {
      await expect(consumeCode(ports, 'signup', 'a@example.com', first.requestId, first.code)).rejects.toMatchObject({
        statusCode: 400,
      });
    }
    await consumeCode(ports, 'signup', 'a@example.com', second.requestId, second.code);
  });

  it("a seller's sign-up code is not a customer's", async () => {
    const { ports } = fakePorts();
    const { code, requestId } = await issueCode(ports, 'seller-signup', 'a@example.com');
    await expect(consumeCode(ports, 'signup', 'a@example.com', requestId, code)).rejects.toMatchObject({
      statusCode: 400,
    });
  });

  it('codes are stored only as salted hashes', async () => {
    const { ports, tables } = fakePorts();
    const { code } = await issueCode(ports, 'reset', 'a@example.com');
    expect(JSON.stringify([...tables.otps.values()])).not.toContain(code);
  });
});
