import { describe, expect, it } from 'vitest';
import { keys } from '#data/keys';
import { allItems } from './support/table.ts';
import { newCustomer } from './support/people.ts';
import { useStack } from './support/stack.ts';

// SES is unreachable for this file only: handlers read SES_ENDPOINT when first imported, below.
process.env.SES_ENDPOINT = 'http://127.0.0.1:9';

/** The live codes of a purpose and email, whatever request asked for them. */
const codesOf = async (purpose: Parameters<typeof keys.otp>[0], email: string) =>
  (await allItems()).filter((item) => item.PK === keys.otp(purpose, email, '').PK);

const { api } = await useStack();

describe('when SES fails', () => {
  it('register answers a clear error and the user can ask again at once', async () => {
    const email = `mailfail-${Date.now()}@example.com`;
    const body = { username: 'Asha', email, phoneno: '9876543210', password: 'Secret@123' };
    const first = await api.call('users/register', { body });
    expect(first.status).toBe(502);
    expect(first.body.message).toMatch(/could not send the email/);
    expect(await codesOf('signup', email)).toEqual([]);
    // Not the 60-second cooldown: no code was sent, so asking again is allowed.
    expect((await api.call('users/register', { body })).status).toBe(502);
  });

  it('forgot-password answers as for an unknown email, so a mail failure reveals no account', async () => {
    // A customer of this test's own: the seeded customer may hold a code another file of this worker asked for.
    const { email } = await newCustomer();
    const known = await api.call('users/forgot-password', { body: { email } });
    const unknown = await api.call('users/forgot-password', {
      body: { email: `nobody-${Date.now()}@example.com` },
    });
    expect(known.status).toBe(200);
    // The same message and a code request's id of the same shape.
    expect(known.body).toEqual({ ...unknown.body, requestId: expect.stringMatching(/^[\w-]{22}$/) });
    expect(await codesOf('reset', email)).toEqual([]);
  });
});
