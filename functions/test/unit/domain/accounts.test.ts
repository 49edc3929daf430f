import { describe, expect, it } from 'vitest';
import { hashPassword } from '#platform/passwords';
import {
  ACCOUNT_MESSAGES,
  login,
  register,
  resetPassword,
  verifyEmail,
  verifyResetOtp,
  forgotPassword,
  updateLocation,
} from '#domain/users/accounts';
import { anAccount, fakePorts } from '../support/fakes.ts';

/** Account rules that an attacker would probe, without a table or a mail server. */
const asha = { username: 'Asha', email: 'asha@example.com', phoneno: '9876543210', password: 'Asha@1234' };
const codeIn = (mail: { text: string }) => /\b(\d{4,6})\b/.exec(mail.text)?.[1] ?? '';

describe('accounts', { timeout: 30_000 }, () => {
  it('a second registration of an unverified email cannot choose its password', async () => {
    const { ports, mailer } = fakePorts();
    await register(ports, asha);
    const { requestId } = await register(ports, { ...asha, password: 'Attacker@1' });
    await verifyEmail(ports, { email: asha.email, verificationEmail: codeIn(mailer.sent.at(-1)!), requestId });
    await expect(login(ports, { email: asha.email, password: 'Attacker@1' }, 'customer')).rejects.toMatchObject({
      statusCode: 401,
    });
    await expect(login(ports, { email: asha.email, password: asha.password }, 'customer')).rejects.toMatchObject({
      statusCode: 401,
    });
  });

  it("a code checked with another request's id is refused, and its wrong tries leave the right request's code alive", async () => {
    const { ports, mailer } = fakePorts();
    const { requestId } = await register(ports, asha);
    const code = codeIn(mailer.sent[0]!);
    const other = { email: asha.email, verificationEmail: code, requestId: 'someone-elses-request' };
    for (let i = 0; i < 5; i++) await expect(verifyEmail(ports, other)).rejects.toMatchObject({ statusCode: 400 });
    await verifyEmail(ports, { email: asha.email, verificationEmail: code, requestId });
    expect(await login(ports, asha, 'customer')).toMatchObject({ message: ACCOUNT_MESSAGES.loggedIn });
  });

  it('an unverified account cannot log in; a verified one can', async () => {
    const { ports, mailer } = fakePorts();
    const { requestId } = await register(ports, asha);
    await expect(login(ports, asha, 'customer')).rejects.toMatchObject({ code: 'EMAIL_NOT_VERIFIED' });
    await verifyEmail(ports, { email: asha.email, verificationEmail: codeIn(mailer.sent[0]!), requestId });
    expect(await login(ports, asha, 'customer')).toMatchObject({ message: ACCOUNT_MESSAGES.loggedIn });
  });

  it('verify answers alike for an unknown email, a verified one and a wrong code', async () => {
    const { ports } = fakePorts();
    const answers = await Promise.allSettled([
      verifyEmail(ports, { email: 'nobody@example.com', verificationEmail: '123456', requestId: 'r'.repeat(22) }),
    ]);
    expect(answers[0]).toMatchObject({ status: 'rejected', reason: { statusCode: 400 } });
  });

  it('forgot-password answers the same whether or not the email has an account', async () => {
    const { ports } = fakePorts();
    expect(await forgotPassword(ports, { email: 'nobody@example.com' })).toEqual({
      message: ACCOUNT_MESSAGES.resetSent,
      requestId: expect.stringMatching(/^[\w-]{22}$/),
    });
  });

  it('a password reset ends every earlier session and the old password', async () => {
    const { ports, tables, mailer } = fakePorts();
    tables.accounts.set('u-1', {
      id: 'u-1',
      role: 'customer',
      username: 'Asha',
      email: asha.email,
      phoneno: asha.phoneno,
      passwordHash: await hashPassword(asha.password),
      verified: true,
      createdAt: '2026-01-01T00:00:00.000Z',
    });
    const { requestId } = await forgotPassword(ports, { email: asha.email });
    const otp = codeIn(mailer.sent.at(-1)!);
    const { resetToken } = await verifyResetOtp(ports, { email: asha.email, otp, requestId });
    await resetPassword(ports, { email: asha.email, resetToken, newPassword: 'Fresh@1234' });
    expect(tables.accounts.get('u-1')!.tokenVersion).toBe(1);
    await expect(login(ports, asha, 'customer')).rejects.toMatchObject({ statusCode: 401 });
    await expect(
      resetPassword(ports, { email: asha.email, resetToken, newPassword: 'Again@1234' }),
    ).rejects.toMatchObject({ statusCode: 400, message: ACCOUNT_MESSAGES.resetExpired });
  });

  it('a location update in the same city keeps the saved delivery pincode, a new city drops it; the position is kept for the cart', async () => {
    const { ports, tables } = fakePorts();
    const saved = { city: 'bengaluru', pincode: '560001' };
    tables.accounts.set('u-1', anAccount({ id: 'u-1', location: saved }));
    await updateLocation(ports, 'u-1', 12.9716, 77.5946, saved);
    expect(tables.accounts.get('u-1')!.location).toEqual({ ...saved, lat: 12.9716, lon: 77.5946 });
    await updateLocation(ports, 'u-1', 19.076, 72.8777, saved);
    expect(tables.accounts.get('u-1')!.location).toEqual({ city: 'mumbai', lat: 19.076, lon: 72.8777 });
  });
});
