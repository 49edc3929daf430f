import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIMITS } from '@tiffin/shared/api/routes';
import { accountItem, emailItem } from '#data/accounts';
import { hashPassword } from '#platform/passwords';
import { latestCode } from './support/inbox.ts';
import { putItem } from './support/table.ts';

// This file runs at the real limits; the rest of the suite raises them.
process.env.RATE_LIMIT_MULTIPLIER = '1';
const { startApi } = await import('./support/api.ts');

let api: Awaited<ReturnType<typeof startApi>>;
beforeAll(async () => {
  api = await startApi();
});
afterAll(() => api.close());

let nextAddress = 10;
/** Each test calls from its own loopback address (127.0.0.x), as a different client would. */
const newClient = () => `127.0.0.${nextAddress++}`;

interface Answer {
  status: number;
  body: { message: string };
  retryAfter?: string;
}

function post(from: string, path: string, body: unknown): Promise<Answer> {
  const url = new URL(path, api.base);
  const payload = JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: url.hostname,
        port: url.port,
        path: url.pathname,
        method: 'POST',
        localAddress: from,
        headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) },
      },
      (res) => {
        let text = '';
        res.on('data', (chunk) => (text += chunk));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            body: JSON.parse(text || '{}'),
            retryAfter: res.headers['retry-after'],
          }),
        );
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}

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
const login = (from: string, email: string, password: string) => post(from, '/api/users/login', { email, password });

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
    expect((await post(helper, '/api/users/forgot-password', { email })).status).toBe(200);
    const otp = await latestCode(email, 4);
    const verified = await post(helper, '/api/users/verify-reset-otp', { email, otp });
    const { resetToken } = verified.body as unknown as { resetToken: string };
    expect(
      (await post(helper, '/api/users/reset-password', { email, newPassword: 'Fresh@456', resetToken })).status,
    ).toBe(200);
    expect((await login(from, email, 'Fresh@456')).status).toBe(200);
  });

  it(`reset-password: after ${LIMITS.otpCheck[0].max} tries for one email in 15 minutes, 429`, async () => {
    const email = uniqueEmail();
    const body = { email, newPassword: 'Hacked@1', resetToken: 'x'.repeat(43) };
    for (let i = 0; i < LIMITS.otpCheck[0].max; i++) {
      expect((await post(newClient(), '/api/users/reset-password', body)).status).toBe(400);
    }
    expect((await post(newClient(), '/api/users/reset-password', body)).status).toBe(429);
  });

  it(`code requests: one address gets ${LIMITS.otpSend[1].max} an hour, then 429`, async () => {
    const from = newClient();
    for (let i = 0; i < LIMITS.otpSend[1].max; i++) {
      expect((await post(from, '/api/users/forgot-password', { email: uniqueEmail() })).status).toBe(200);
    }
    expect((await post(from, '/api/users/forgot-password', { email: uniqueEmail() })).status).toBe(429);
    // Another client is not affected.
    expect((await post(newClient(), '/api/users/forgot-password', { email: uniqueEmail() })).status).toBe(200);
  });

  it(`code checks: after ${LIMITS.otpCheck[0].max} checks for one email in 15 minutes, 429`, async () => {
    const email = uniqueEmail();
    for (let i = 0; i < LIMITS.otpCheck[0].max; i++) {
      expect((await post(newClient(), '/api/users/verify-reset-otp', { email, otp: '0000' })).status).toBe(400);
    }
    const blocked = await post(newClient(), '/api/users/verify-reset-otp', { email, otp: '0000' });
    expect(blocked.status).toBe(429);
    expect(Number(blocked.retryAfter)).toBeGreaterThanOrEqual(1);
  });

  it('a refused request by its shape is not counted: bad input is a 400, not a step towards 429', async () => {
    const from = newClient();
    for (let i = 0; i < LIMITS.login[1].max + 5; i++) {
      expect((await post(from, '/api/users/login', { email: 'not an email', password: 'x' })).status).toBe(400);
    }
  });
});

describe('checkout limits', () => {
  it(`a customer's checkout after ${LIMITS.checkout[0].max} in 15 minutes is 429 before any payment starts; another customer's is not`, async () => {
    const { tokenFor } = await import('./support/api.ts');
    const [script, neighbour] = [
      await tokenFor('customer', `u-intents-${Date.now()}`),
      await tokenFor('customer', `u-neighbour-${Date.now()}`),
    ];
    const { DELIVERY_ADDRESS } = await import('./support/shop.ts');
    const body = { amount: 100, shippingInfo: DELIVERY_ADDRESS };
    // An empty cart answers 409 once the limit let the call through: the limit stands before the payment.
    for (let i = 0; i < LIMITS.checkout[0].max; i++) {
      expect((await api.call('POST', '/api/payment/create-order', { token: script, body })).status).toBe(409);
    }
    const blocked = await api.call('POST', '/api/payment/create-order', { token: script, body });
    expect(blocked.status).toBe(429);
    expect(blocked.body).toEqual({ message: expect.stringMatching(/^Too many attempts\. Please try again in /) });
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    expect((await api.call('POST', '/api/payment/create-order', { token: neighbour, body })).status).toBe(409);
  });
});
