import { describe, expect, it } from 'vitest';
import { LIMITS } from '@tiffin/shared/api/routes';
import { accountItem, emailItem } from '#data/accounts';
import { hashPassword } from '#platform/passwords';
import { latestCode } from './support/inbox.ts';
import { putItem } from './support/table.ts';
import { useStack } from './support/stack.ts';
import { newClient, pathOf } from './support/api.ts';

// This file runs at the real limits; the rest of the suite raises them.
process.env.RATE_LIMIT_MULTIPLIER = '1';

const { api } = await useStack();

interface Answer {
  status: number;
  body: { message: string };
  retryAfter?: string;
}
/** A POST from one client address (the source address the limits count by). */
const post = async (from: string, path: string, body: unknown): Promise<Answer> => {
  const answer = await api.raw('POST', path, { from, body });
  return { status: answer.status, body: answer.body, retryAfter: answer.headers.get('retry-after') ?? undefined };
};

const uniqueEmail = () => `limit-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;

async function customerWith(password: string) {
  const email = uniqueEmail();
  const account = {
    id: `u-limit-${Date.now()}-${Math.random().toString(36).slice(2, 8)}`,
    email,
    role: 'customer' as const,
    username: 'Limit',
    phoneno: '9876543210',
    verified: true,
    createdAt: new Date().toISOString(),
  };
  await putItem(accountItem({ ...account, passwordHash: await hashPassword(password) }));
  await putItem(emailItem(account));
  return email;
}

const MAX_FAILURES = LIMITS.login[0].max;
/** The id of the code request an answer started, which the requesting browser sends back with the code. */
const requestOf = (answer: Answer) => (answer.body as unknown as { requestId: string }).requestId;
const otherThan = (code: string) => (code.startsWith('0') ? '1' : '0').repeat(code.length);
const login = (from: string, email: string, password: string) => post(from, pathOf('users/login'), { email, password });

describe('abuse limits', () => {
  it(`login: after ${MAX_FAILURES} failed logins for one email from one address in 15 minutes, even the right password gets 429 there`, async () => {
    const from = newClient();
    const email = await customerWith('Right@123');
    for (let i = 0; i < MAX_FAILURES; i++) {
      expect((await login(from, email, 'Wrong@123')).status).toBe(401);
    }
    const blocked = await login(from, email, 'Right@123');
    expect(blocked.status).toBe(429);
    expect(blocked.body.message).toMatch(/^Too many attempts\. Please try again in \d+ minutes?\.$/);
    // Retry-After says when, in seconds, and never later than the 15-minute window.
    expect(Number(blocked.retryAfter)).toBeGreaterThanOrEqual(1);
    expect(Number(blocked.retryAfter)).toBeLessThanOrEqual(15 * 60);
  });

  it("a stranger's failed logins from another address never lock the owner out", async () => {
    const email = await customerWith('Right@123');
    const stranger = newClient();
    for (let i = 0; i < MAX_FAILURES + 2; i++) {
      expect([401, 429]).toContain((await login(stranger, email, 'Guess@123')).status);
    }
    expect((await login(stranger, email, 'Guess@123')).status).toBe(429);
    expect((await login(newClient(), email, 'Right@123')).status).toBe(200);
  });

  it('only failed logins count: a customer who logs in many times is never locked out', async () => {
    const from = newClient();
    const email = await customerWith('Right@123');
    for (let i = 0; i < MAX_FAILURES + 3; i++) {
      expect((await login(from, email, 'Right@123')).status).toBe(200);
    }
  });

  it('a successful login clears the failures counted before it', async () => {
    const from = newClient();
    const email = await customerWith('Right@123');
    for (let i = 0; i < MAX_FAILURES - 1; i++) expect((await login(from, email, 'Wrong@123')).status).toBe(401);
    expect((await login(from, email, 'Right@123')).status).toBe(200);
    for (let i = 0; i < MAX_FAILURES - 1; i++) expect((await login(from, email, 'Wrong@123')).status).toBe(401);
    expect((await login(from, email, 'Right@123')).status).toBe(200);
  });

  it('a password reset clears the failed logins', async () => {
    const from = newClient();
    const email = await customerWith('Right@123');
    for (let i = 0; i < MAX_FAILURES; i++) expect((await login(from, email, 'Wrong@123')).status).toBe(401);
    expect((await login(from, email, 'Right@123')).status).toBe(429);

    const helper = newClient();
    const asked = await post(helper, pathOf('users/forgot-password'), { email });
    expect(asked.status).toBe(200);
    const otp = await latestCode(email, 4);
    const verified = await post(helper, pathOf('users/verify-reset-otp'), { email, otp, requestId: requestOf(asked) });
    const { resetToken } = verified.body as unknown as { resetToken: string };
    expect(
      (await post(helper, pathOf('users/reset-password'), { email, newPassword: 'Fresh@456', resetToken })).status,
    ).toBe(200);
    expect((await login(from, email, 'Fresh@456')).status).toBe(200);
  });

  it(`reset-password: after ${LIMITS.otpCheck[0].max} tries for one email from one address in 15 minutes, 429`, async () => {
    const from = newClient();
    const email = uniqueEmail();
    const body = { email, newPassword: 'Hacked@1', resetToken: 'x'.repeat(43) };
    for (let i = 0; i < LIMITS.otpCheck[0].max; i++) {
      expect((await post(from, pathOf('users/reset-password'), body)).status).toBe(400);
    }
    expect((await post(from, pathOf('users/reset-password'), body)).status).toBe(429);
  });

  it(`code requests: one address asking codes for one email gets ${LIMITS.otpSend[0].max} an hour, then 429`, async () => {
    const from = newClient();
    const email = await customerWith('Right@123');
    for (let i = 0; i < LIMITS.otpSend[0].max; i++) {
      expect((await post(from, pathOf('users/forgot-password'), { email })).status).toBe(200);
    }
    const blocked = await post(from, pathOf('users/forgot-password'), { email });
    expect(blocked.status).toBe(429);
    expect(Number(blocked.retryAfter)).toBeGreaterThanOrEqual(1);
  });

  it(`code requests: one address gets ${LIMITS.otpSend[1].max} an hour, then 429`, async () => {
    const from = newClient();
    for (let i = 0; i < LIMITS.otpSend[1].max; i++) {
      expect((await post(from, pathOf('users/forgot-password'), { email: uniqueEmail() })).status).toBe(200);
    }
    expect((await post(from, pathOf('users/forgot-password'), { email: uniqueEmail() })).status).toBe(429);
    // Another client is not affected.
    expect((await post(newClient(), pathOf('users/forgot-password'), { email: uniqueEmail() })).status).toBe(200);
  });

  it(`code checks: after ${LIMITS.otpCheck[0].max} checks for one email from one address in 15 minutes, 429`, async () => {
    const from = newClient();
    const email = uniqueEmail();
    const body = { email, otp: '0000', requestId: 'r'.repeat(22) };
    for (let i = 0; i < LIMITS.otpCheck[0].max; i++) {
      expect((await post(from, pathOf('users/verify-reset-otp'), body)).status).toBe(400);
    }
    const blocked = await post(from, pathOf('users/verify-reset-otp'), body);
    expect(blocked.status).toBe(429);
    expect(Number(blocked.retryAfter)).toBeGreaterThanOrEqual(1);
  });

  it('a refused request by its shape is not counted: bad input is a 400, not a step towards 429', async () => {
    const from = newClient();
    for (let i = 0; i < LIMITS.login[1].max + 5; i++) {
      expect((await post(from, pathOf('users/login'), { email: 'not an email', password: 'x' })).status).toBe(400);
    }
  });
});

describe('a stranger cannot stop the owner from verifying or resetting', () => {
  it(`${LIMITS.otpSend[0].max + 1} forgot-password requests for the owner's email from a stranger's address do not make the owner's own request answer 429, and the owner's code works`, async () => {
    const email = await customerWith('Right@123');
    const stranger = newClient();
    for (let i = 0; i < LIMITS.otpSend[0].max + 1; i++) {
      expect([200, 429]).toContain((await post(stranger, pathOf('users/forgot-password'), { email })).status);
    }
    const owner = newClient();
    const asked = await post(owner, pathOf('users/forgot-password'), { email });
    expect(asked.status).toBe(200);
    const otp = await latestCode(email, 4);
    expect(
      (await post(owner, pathOf('users/verify-reset-otp'), { email, otp, requestId: requestOf(asked) })).status,
    ).toBe(200);
  });

  it("a stranger's forgot-password request after the owner's does not replace the code the owner was mailed", async () => {
    const email = await customerWith('Right@123');
    const owner = newClient();
    const asked = await post(owner, pathOf('users/forgot-password'), { email });
    const otp = await latestCode(email, 4);
    expect((await post(newClient(), pathOf('users/forgot-password'), { email })).status).toBe(200);
    expect(
      (await post(owner, pathOf('users/verify-reset-otp'), { email, otp, requestId: requestOf(asked) })).status,
    ).toBe(200);
  });

  it(`${LIMITS.otpCheck[0].max + 1} wrong reset codes from a stranger do not make the owner's correct code answer 429`, async () => {
    const email = await customerWith('Right@123');
    const owner = newClient();
    const asked = await post(owner, pathOf('users/forgot-password'), { email });
    const otp = await latestCode(email, 4);
    // The stranger asks for a code of his own (mailed to the owner) and guesses with it, and with made-up requests.
    const stranger = newClient();
    const his = requestOf(await post(stranger, pathOf('users/forgot-password'), { email }));
    for (let i = 0; i < LIMITS.otpCheck[0].max + 1; i++) {
      const requestId = i % 2 ? his : `guess${i}`.padEnd(22, 'x');
      expect([400, 429]).toContain(
        (await post(stranger, pathOf('users/verify-reset-otp'), { email, otp: otherThan(otp), requestId })).status,
      );
    }
    expect(
      (await post(owner, pathOf('users/verify-reset-otp'), { email, otp, requestId: requestOf(asked) })).status,
    ).toBe(200);
  });

  const SIGNUPS = [
    {
      who: 'customer',
      signup: pathOf('users/register'),
      verify: pathOf('users/verify'),
      body: { username: 'Owner', phoneno: '9876543210', password: 'Owner@123' },
    },
    {
      who: 'seller',
      signup: pathOf('seller/signup'),
      verify: pathOf('seller/verify'),
      body: {
        sellerName: 'Owner',
        phone: '9876543210',
        password: 'Owner@123',
        restaurantName: 'Owner Dosa',
        latitude: 12.9716,
        longitude: 77.5946,
      },
    },
  ] as const;

  it.each(SIGNUPS)("five wrong $who sign-up codes from a stranger do not kill the owner's code", async (flow) => {
    const email = uniqueEmail();
    const owner = newClient();
    const signedUp = await post(owner, flow.signup, { ...flow.body, email });
    expect(signedUp.status).toBe(201);
    const code = await latestCode(email, 6);
    const stranger = newClient();
    for (let i = 0; i < 5; i++) {
      const requestId = `guess${i}`.padEnd(22, 'x');
      const guess = { email, verificationEmail: otherThan(code), requestId };
      expect((await post(stranger, flow.verify, guess)).status).toBe(400);
    }
    const verified = await post(owner, flow.verify, { email, verificationEmail: code, requestId: requestOf(signedUp) });
    expect(verified).toMatchObject({
      status: 200,
      body: { message: expect.stringMatching(/^Email verified successfully/) },
    });
  });

  it("a mailed code works only with the request that asked for it: the code of a stranger's sign-up does not verify the owner's", async () => {
    const email = uniqueEmail();
    const stranger = newClient();
    const body = { username: 'Mallory', email, phoneno: '9876543210', password: 'Attacker@1' };
    expect((await post(stranger, pathOf('users/register'), body)).status).toBe(201);
    const strangersCode = await latestCode(email, 6);
    const owner = newClient();
    const mine = await post(owner, pathOf('users/register'), { ...body, username: 'Owner', password: 'Owner@123' });
    const ownCode = await latestCode(email, 6);
    if (strangersCode !== ownCode) {
      const wrongRequest = { email, verificationEmail: strangersCode, requestId: requestOf(mine) };
      expect((await post(owner, pathOf('users/verify'), wrongRequest)).status).toBe(400);
    }
    const verified = await post(owner, pathOf('users/verify'), {
      email,
      verificationEmail: ownCode,
      requestId: requestOf(mine),
    });
    expect(verified.status).toBe(200);
  });

  it('refused requests never count: resends refused inside the minute do not use up the hour of code requests', async () => {
    const email = await customerWith('Right@123');
    const from = newClient();
    const asked = await post(from, pathOf('users/forgot-password'), { email });
    expect(asked.status).toBe(200);
    for (let i = 0; i < LIMITS.otpSend[0].max + 1; i++) {
      const resend = await post(from, pathOf('users/forgot-password'), { email, requestId: requestOf(asked) });
      expect(resend).toMatchObject({
        status: 429,
        body: { message: 'Please wait a minute before asking for a new code.' },
      });
    }
    expect((await post(from, pathOf('users/forgot-password'), { email })).status).toBe(200);
  });
});
