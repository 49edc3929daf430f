import { randomUUID } from 'node:crypto';
import { SignJWT, generateKeyPair, importJWK, type JWK } from 'jose';
import { beforeAll, describe, expect, it } from 'vitest';
import { latestCode, mailsTo } from './support/inbox.ts';
import { allItems, getItem, setAttributes } from './support/table.ts';
import { keys } from '#data/keys';
import { useStack } from './support/stack.ts';

const { api } = await useStack();

const PASSWORD = 'Secret@123';
const newEmail = () => `user-${randomUUID().slice(0, 8)}@example.com`;
const signup = (email: string, password = PASSWORD) =>
  api.call<{ message: string; requestId: string }>('users/register', {
    body: { username: 'Asha Rao', email, phoneno: '9876543210', password },
  });
const forgot = (email: string) =>
  api.call<{ message: string; requestId: string }>('users/forgot-password', { body: { email } });
const login = (email: string, password = PASSWORD) =>
  api.call<{ token?: string; message: string }>('users/login', { body: { email, password } });
const otpKey = (purpose: 'signup' | 'seller-signup' | 'reset', email: string, requestId: string) =>
  keys.otp(purpose, email, requestId);
/** Checks a sign-up code with the id of the request that asked for it. */
const verify = (email: string, code: string, requestId: string) =>
  api.call('users/verify', { body: { email, verificationEmail: code, requestId } });

async function verifiedCustomer(email = newEmail()) {
  const { status, body } = await signup(email);
  expect(status).toBe(201);
  expect((await verify(email, await latestCode(email, 6), body.requestId)).status).toBe(200);
  return email;
}

describe('sign-up, email code and sign-in', () => {
  it('a customer signs up, reads the 6-digit code in the inbox, verifies and logs in', async () => {
    const email = newEmail();
    const registered = await signup(email);
    expect(registered.status).toBe(201);
    expect(registered.body.message).toMatch(/verification code/);

    const [mail] = await mailsTo(email);
    expect(mail!.body.html).toContain('Tiffin');
    const code = await latestCode(email, 6);

    const verified = await verify(email, code, registered.body.requestId);
    expect(verified).toMatchObject({
      status: 200,
      body: { message: 'Email verified successfully. You can now log in.' },
    });

    const loggedIn = await login(email);
    expect(loggedIn.status).toBe(200);
    const info = await api.call<{ email: string; role: string }>('users/user-info', {
      token: loggedIn.body.token,
    });
    expect(info.body).toMatchObject({ email, role: 'customer' });
  });

  it('login of an unverified account says to verify first', async () => {
    const email = newEmail();
    await signup(email);
    expect(await login(email)).toMatchObject({
      status: 403,
      body: { message: 'Please verify your email before logging in.' },
    });
  });

  it('a wrong password and an unknown email get the same answer', async () => {
    const email = await verifiedCustomer();
    const wrong = await login(email, 'Wrong@123');
    const unknown = await login(newEmail());
    expect(wrong).toMatchObject({ status: 401, body: { message: 'Invalid email or password' } });
    expect(unknown.body).toEqual(wrong.body);
  });

  it('registering a verified email again changes nothing: its owner is mailed instead, and the old password still opens the account', async () => {
    const email = await verifiedCustomer();
    const mailsBefore = (await mailsTo(email)).length;
    expect((await signup(email, 'Other@123')).status).toBe(201);
    expect((await login(email)).status).toBe(200);
    expect((await login(email, 'Other@123')).status).toBe(401);
    const mails = await mailsTo(email);
    expect(mails).toHaveLength(mailsBefore + 1);
    expect(mails.at(-1)!.body.text).toMatch(
      /Someone tried to register .* with your email\. If it was you, sign in or reset your password/,
    );
    expect(mails.at(-1)!.body.text).not.toMatch(/\b\d{6}\b/);
  });

  it('registration answers the same for a taken and a new email (status, body, time of the same order)', async () => {
    const taken = await verifiedCustomer();
    const timed = async (email: string) => {
      const started = performance.now();
      const answer = await signup(email, 'Other@123');
      return { answer, ms: performance.now() - started };
    };
    const fresh = await timed(newEmail());
    const again = await timed(taken);
    expect(again.answer.status).toBe(fresh.answer.status);
    expect(again.answer.body).toEqual({ ...fresh.answer.body, requestId: expect.stringMatching(/^[\w-]{22}$/) });
    expect(again.ms).toBeLessThan(fresh.ms * 10 + 100);
    expect(fresh.ms).toBeLessThan(again.ms * 10 + 100);
  });

  it('the server applies the password rule too', async () => {
    const answer = await signup(newEmail(), 'password');
    expect(answer).toMatchObject({
      status: 400,
      body: { message: 'Password must include 6+ characters, uppercase, lowercase, number & special char' },
    });
  });

  it('ten parallel registrations of one email make exactly one account', async () => {
    const email = newEmail();
    const answers = await Promise.all(Array.from({ length: 10 }, () => signup(email)));
    expect(answers.some((a) => a.status === 201)).toBe(true);
    expect(answers.every((a) => a.status < 500)).toBe(true);
    const accounts = (await allItems()).filter((item) => item.entity === 'Account' && item.email === email);
    expect(accounts).toHaveLength(1);
  });
});

describe('re-registering an unverified email', () => {
  it("re-registering an unverified email never changes its password: the attacker's password does not open the account", async () => {
    const email = newEmail();
    const victims = await signup(email, 'Victim@123');
    expect(victims.status).toBe(201);
    const victimsCode = await latestCode(email, 6);
    const again = await api.call('users/register', {
      body: { username: 'Mallory', email, phoneno: '9123456789', password: 'Attacker@1' },
    });
    expect(again.status).toBeLessThan(500);
    // The victim verifies with the code their own sign-up was mailed.
    expect((await verify(email, victimsCode, victims.body.requestId)).status).toBe(200);
    expect((await login(email, 'Attacker@1')).status).toBe(401);
    const account = (await allItems()).find((item) => item.entity === 'Account' && item.email === email)!;
    expect(account).toMatchObject({ username: 'Asha Rao', phoneno: '9876543210' });
  });

  it('an attacker who registered first cannot log in once the owner signs up too and verifies', async () => {
    const email = newEmail();
    expect((await signup(email, 'Attacker@1')).status).toBe(201);
    const owners = await signup(email, 'Victim@123');
    expect(owners.status).toBe(201);
    const verified = await verify(email, await latestCode(email, 6), owners.body.requestId);
    expect(verified.status).toBe(200);
    expect(verified.body.message).toMatch(/Forgot password/);
    expect((await login(email, 'Attacker@1')).status).toBe(401);
    // The owner proves the inbox once more through the reset flow and sets the password.
    const asked = await forgot(email);
    const otp = await latestCode(email, 4);
    const { body } = await api.call<{ resetToken: string }>('users/verify-reset-otp', {
      body: { email, otp, requestId: asked.body.requestId },
    });
    const reset = await api.call('users/reset-password', {
      body: { email, newPassword: 'Victim@123', resetToken: body.resetToken },
    });
    expect(reset.status).toBe(200);
    expect((await login(email, 'Victim@123')).status).toBe(200);
  });

  it('registering again with the same password just sends a new code, and that password opens the account', async () => {
    const email = newEmail();
    expect((await signup(email)).status).toBe(201);
    const again = await signup(email);
    expect(again.status).toBe(201);
    expect((await verify(email, await latestCode(email, 6), again.body.requestId)).body.message).toBe(
      'Email verified successfully. You can now log in.',
    );
    expect((await login(email)).status).toBe(200);
  });
});

describe('emails are compared in a normalised form', () => {
  it('look-alike forms of one address (case, full-width letters, spaces) make one account and all log in', async () => {
    const local = `lookalike${randomUUID().slice(0, 6)}`;
    const email = `${local}@example.com`;
    await verifiedCustomer(email);
    const fullWidth = `${[...local.toUpperCase()].map((c) => String.fromCharCode(c.charCodeAt(0) + 0xfee0)).join('')}＠ＥＸＡＭＰＬＥ．ＣＯＭ`;
    for (const form of [fullWidth, ` ${email.toUpperCase()} `]) {
      expect((await signup(form)).status, form).toBe(201);
      expect((await login(form)).status, form).toBe(200);
    }
    const accounts = (await allItems()).filter((item) => item.entity === 'Account' && item.email === email);
    expect(accounts).toHaveLength(1);
  });
});

describe('the signup code', () => {
  it('five wrong codes kill it: the right code no longer works', async () => {
    const email = newEmail();
    const { requestId } = (await signup(email)).body;
    const code = await latestCode(email, 6);
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i++) expect((await verify(email, wrong, requestId)).status).toBe(400);
    expect((await verify(email, code, requestId)).status).toBe(400);
    expect(await getItem(otpKey('signup', email, requestId))).toBeUndefined();
  });

  it('an expired code fails', async () => {
    const email = newEmail();
    const { requestId } = (await signup(email)).body;
    const code = await latestCode(email, 6);
    await setAttributes(otpKey('signup', email, requestId), { expiresAtMs: Date.now() - 1 });
    expect((await verify(email, code, requestId)).status).toBe(400);
  });

  it('a code without the id of the request that asked for it is refused by its shape', async () => {
    const email = newEmail();
    await signup(email);
    const code = await latestCode(email, 6);
    const answer = await api.call('users/verify', { body: { email, verificationEmail: code } });
    expect(answer).toMatchObject({
      status: 400,
      body: { message: 'This code request is no longer valid. Please ask for a new code.' },
    });
  });

  it('neither the password nor the code is stored in clear', async () => {
    const email = newEmail();
    await signup(email, 'Clear@Text1');
    const code = await latestCode(email, 6);
    const stored = JSON.stringify((await allItems()).filter((item) => JSON.stringify(item).includes(email)));
    expect(stored).not.toContain('Clear@Text1');
    expect(stored).not.toMatch(new RegExp(`"${code}"`));
  });
});

describe('password reset', () => {
  it('forgot-password answers the same for a known and an unknown email', async () => {
    const email = await verifiedCustomer();
    const known = await forgot(email);
    const unknown = await forgot(newEmail());
    expect(known.status).toBe(200);
    expect(unknown.status).toBe(known.status);
    expect(unknown.body).toEqual({ ...known.body, requestId: expect.stringMatching(/^[\w-]{22}$/) });
  });

  it('a resend of one reset request inside the minute is refused; another request is not', async () => {
    const email = await verifiedCustomer();
    const asked = await forgot(email);
    const again = await api.call('users/forgot-password', {
      body: { email, requestId: asked.body.requestId },
    });
    expect(again).toMatchObject({
      status: 429,
      body: { message: 'Please wait a minute before asking for a new code.' },
    });
    expect(again.headers.get('retry-after')).toBe('60');
    expect((await forgot(email)).status).toBe(200);
  });

  it('the 4-digit code gives a reset token that sets the new password once', async () => {
    const email = await verifiedCustomer();
    const asked = await forgot(email);
    const otp = await latestCode(email, 4);
    const verified = await api.call<{ resetToken: string }>('users/verify-reset-otp', {
      body: { email, otp, requestId: asked.body.requestId },
    });
    expect(verified.status).toBe(200);
    const reset = () =>
      api.call('users/reset-password', {
        body: { email, newPassword: 'Fresh@456', resetToken: verified.body.resetToken },
      });
    expect((await reset()).status).toBe(200);
    expect((await login(email, 'Fresh@456')).status).toBe(200);
    expect((await login(email)).status).toBe(401);
    expect((await reset()).status).toBe(400);
  });

  it('reset without a valid resetToken fails and changes nothing', async () => {
    const email = await verifiedCustomer();
    const forged = await api.call('users/reset-password', {
      body: { email, newPassword: 'Hacked@1', resetToken: 'x'.repeat(43) },
    });
    expect(forged.status).toBe(400);
    const missing = await api.call('users/reset-password', { body: { email, newPassword: 'Hacked@1' } });
    expect(missing.status).toBe(400);
    expect((await login(email)).status).toBe(200);
    expect((await login(email, 'Hacked@1')).status).toBe(401);
  });

  it("one account's reset token does not reset another account", async () => {
    const mine = await verifiedCustomer();
    const victim = await verifiedCustomer();
    const asked = await forgot(mine);
    const otp = await latestCode(mine, 4);
    const { body } = await api.call<{ resetToken: string }>('users/verify-reset-otp', {
      body: { email: mine, otp, requestId: asked.body.requestId },
    });
    const attack = await api.call('users/reset-password', {
      body: { email: victim, newPassword: 'Hacked@1', resetToken: body.resetToken },
    });
    expect(attack.status).toBe(400);
    expect((await login(victim)).status).toBe(200);
  });

  it('a reset code works only once', async () => {
    const email = await verifiedCustomer();
    const { requestId } = (await forgot(email)).body;
    const otp = await latestCode(email, 4);
    const check = () => api.call('users/verify-reset-otp', { body: { email, otp, requestId } });
    expect((await check()).status).toBe(200);
    expect((await check()).status).toBe(400);
  });

  it('reset-password checks the token before any password hashing, and is rate-limited', async () => {
    const { routes } = await import('@tiffin/shared/api/routes');
    expect(routes['users/reset-password'].limits).toBeDefined();
    const email = await verifiedCustomer();
    const started = performance.now();
    for (let i = 0; i < 5; i++) {
      const forged = await api.call('users/reset-password', {
        body: { email, newPassword: 'Hacked@1', resetToken: randomUUID() + randomUUID() },
      });
      expect(forged.status).toBe(400);
    }
    // Five scrypt hashes (N=2^17) take well over a second; five lookups take a few milliseconds each.
    expect(performance.now() - started).toBeLessThan(600);
  });

  it('a password reset ends every session issued before it', async () => {
    const email = await verifiedCustomer();
    const { token } = (await login(email)).body;
    expect((await api.call('users/user-info', { token })).status).toBe(200);
    const asked = await forgot(email);
    const otp = await latestCode(email, 4);
    const { body } = await api.call<{ resetToken: string }>('users/verify-reset-otp', {
      body: { email, otp, requestId: asked.body.requestId },
    });
    await api.call('users/reset-password', {
      body: { email, newPassword: 'Fresh@456', resetToken: body.resetToken },
    });
    expect(await api.call('users/user-info', { token })).toMatchObject({ status: 401 });
    expect(await api.call('cart/get', { token })).toMatchObject({ status: 401 });
    const fresh = (await login(email, 'Fresh@456')).body.token;
    expect((await api.call('users/user-info', { token: fresh })).status).toBe(200);
  });

  it('a copy of a token taken before its owner logged out is refused after the logout, and the owner logs in again', async () => {
    const email = await verifiedCustomer();
    const token = (await login(email)).body.token!;
    const copied = token;
    expect(await api.call('users/logout', { token })).toMatchObject({
      status: 200,
      body: { message: 'Logged out' },
    });
    expect(await api.call('users/user-info', { token: copied })).toMatchObject({ status: 401 });
    expect(await api.call('cart/get', { token: copied })).toMatchObject({ status: 401 });
    expect(await api.call('users/logout', { token: copied })).toMatchObject({ status: 401 });
    const fresh = (await login(email)).body.token;
    expect((await api.call('users/user-info', { token: fresh })).status).toBe(200);
  });

  it("a logout ends only the session that logged out: the owner's phone stays signed in while the laptop logs out", async () => {
    const email = await verifiedCustomer();
    const laptop = (await login(email)).body.token!;
    const phone = (await login(email)).body.token!;
    expect((await api.call('users/logout', { token: laptop })).status).toBe(200);
    expect((await api.call('users/user-info', { token: laptop })).status).toBe(401);
    expect((await api.call('users/user-info', { token: phone })).status).toBe(200);
    expect((await api.call('users/logout', { token: phone })).status).toBe(200);
    // Both stay refused: the second logout keeps the first one's token.
    expect((await api.call('users/user-info', { token: laptop })).status).toBe(401);
    expect((await api.call('users/user-info', { token: phone })).status).toBe(401);
  });

  it('logging out on many devices at once refuses every one of those tokens afterwards', async () => {
    const email = await verifiedCustomer();
    const tokens = await Promise.all(Array.from({ length: 6 }, async () => (await login(email)).body.token!));
    const answers = await Promise.all(tokens.map((token) => api.call('users/logout', { token })));
    expect(answers.map((answer) => answer.status)).toEqual(tokens.map(() => 200));
    for (const token of tokens) expect((await api.call('users/user-info', { token })).status).toBe(401);
  });

  it("the user's own answers never carry the logged-out token ids", async () => {
    const email = await verifiedCustomer();
    const gone = (await login(email)).body.token!;
    await api.call('users/logout', { token: gone });
    const token = (await login(email)).body.token!;
    const info = await api.call('users/user-info', { token });
    expect(JSON.stringify(info.body)).not.toContain('loggedOut');
  });

  it('a wrong reset code is refused', async () => {
    const email = await verifiedCustomer();
    const { requestId } = (await forgot(email)).body;
    const otp = await latestCode(email, 4);
    const wrong = otp === '0000' ? '1111' : '0000';
    const answer = await api.call('users/verify-reset-otp', { body: { email, otp: wrong, requestId } });
    expect(answer.status).toBe(400);
  });
});

describe('verify gives away no accounts', () => {
  it('verify answers the same for a verified email and an unknown one', async () => {
    const email = await verifiedCustomer();
    const known = await verify(email, '123456', 'r'.repeat(22));
    const unknown = await verify(newEmail(), '123456', 'r'.repeat(22));
    expect(known.status).toBe(400);
    expect({ status: unknown.status, body: unknown.body }).toEqual({ status: known.status, body: known.body });
  });
});

describe('tokens', () => {
  let token: string;
  beforeAll(async () => {
    token = (await login('customer@tiffin.local', 'Customer@123')).body.token!;
  });
  const userInfo = (bearer: string) => api.call('users/user-info', { token: bearer });
  const ourKey = () => importJWK(JSON.parse(process.env.JWT_PRIVATE_JWK!) as JWK, 'ES256');
  const now = () => Math.floor(Date.now() / 1000);

  async function forge({
    key,
    audience = process.env.TOKEN_AUDIENCE!,
    expiresAt = now() + 3600,
    tokenId,
  }: {
    key?: Parameters<SignJWT['sign']>[0];
    audience?: string;
    expiresAt?: number | null;
    tokenId?: string | null;
  }) {
    const jwt = new SignJWT({ role: 'customer' })
      .setProtectedHeader({ alg: 'ES256', kid: 'tiffin-1' })
      .setSubject('u-customer')
      .setIssuer(process.env.TOKEN_ISSUER!)
      .setAudience(audience)
      .setIssuedAt((expiresAt ?? now()) - 7200);
    if (expiresAt !== null) jwt.setExpirationTime(expiresAt);
    if (tokenId !== null) jwt.setJti(tokenId ?? randomUUID());
    return jwt.sign(key ?? (await ourKey()));
  }

  it('a token from login opens user-info, and so does one we sign the same way', async () => {
    expect((await userInfo(token)).status).toBe(200);
    expect((await userInfo(await forge({}))).status).toBe(200);
  });

  it('a token signed with another key gets 401', async () => {
    const { privateKey } = await generateKeyPair('ES256');
    expect((await userInfo(await forge({ key: privateKey }))).status).toBe(401);
  });

  it('a token for another audience gets 401', async () => {
    expect((await userInfo(await forge({ audience: 'someone-else' }))).status).toBe(401);
  });

  it('an alg:none token gets 401', async () => {
    const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
    const claims = {
      sub: 'u-customer',
      role: 'customer',
      iss: process.env.TOKEN_ISSUER,
      aud: process.env.TOKEN_AUDIENCE,
      exp: now() + 3600,
    };
    expect((await userInfo(`${encode({ alg: 'none', typ: 'JWT' })}.${encode(claims)}.`)).status).toBe(401);
  });

  it('a token without an expiry gets 401', async () => {
    expect((await userInfo(await forge({ expiresAt: null }))).status).toBe(401);
  });

  it('a token without its own id gets 401: a logout could not revoke it alone', async () => {
    expect((await userInfo(await forge({ tokenId: null }))).status).toBe(401);
  });

  it('an expired token gets 401', async () => {
    expect((await userInfo(await forge({ expiresAt: now() - 60 }))).status).toBe(401);
  });
});

describe('location', () => {
  it('update-location saves the city found offline and user-info shows it', async () => {
    const email = await verifiedCustomer();
    const { token } = (await login(email)).body;
    const updated = await api.call('users/update-location', { token, body: { lat: 19.076, lon: 72.8777 } });
    expect(updated).toMatchObject({ status: 200, body: { location: { city: 'mumbai' } } });
    const info = await api.call<{ location: { city: string } }>('users/user-info', { token });
    expect(info.body.location.city).toBe('mumbai');
  });
});
