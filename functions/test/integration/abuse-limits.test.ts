import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIMITS } from '@tiffin/shared/api/routes';
import { accountItem, emailItem } from '#data/account-items';
import { hashPassword } from '#platform/passwords';
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

describe('abuse limits', () => {
  it(`login: after ${LIMITS.login[0].max} tries for one email in 15 minutes, even the right password gets 429`, async () => {
    const from = newClient();
    const email = uniqueEmail();
    const account = {
      id: `u-limit-${Date.now()}`,
      email,
      role: 'customer' as const,
      username: 'Limit',
      phoneno: '9876543210',
      verified: true,
      createdAt: new Date().toISOString(),
    };
    await putItem(accountItem({ ...account, passwordHash: await hashPassword('Right@123') }));
    await putItem(emailItem(account));
    for (let i = 0; i < LIMITS.login[0].max; i++) {
      expect((await post(from, '/api/users/login', { email, password: 'Wrong@123' })).status).toBe(401);
    }
    const blocked = await post(newClient(), '/api/users/login', { email, password: 'Right@123' });
    expect(blocked.status).toBe(429);
    expect(blocked.body.message).toMatch(/^Too many attempts\. Please try again in \d+ minutes?\.$/);
    // Retry-After says when, in seconds, and never later than the 15-minute window.
    expect(Number(blocked.retryAfter)).toBeGreaterThanOrEqual(1);
    expect(Number(blocked.retryAfter)).toBeLessThanOrEqual(15 * 60);
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
