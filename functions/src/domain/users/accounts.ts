import { createHash, randomBytes, randomUUID } from 'node:crypto';
import type { z } from 'zod';
import type {
  LocationAnswer,
  LoginAnswer,
  MessageAnswer,
  ResetOtpAnswer,
  UserInfo,
  loginBodySchema,
  registerBodySchema,
  resetPasswordBodySchema,
} from '@tiffin/shared/api/users';
import { routes } from '@tiffin/shared/api/routes';
import { BadRequest, Conflict, Forbidden, NotFound, Unauthorized } from '#platform/errors';
import { reverseGeocode } from '#platform/geo/index';
import { STANDING_MESSAGES } from '#platform/http';
import { MailNotSent, sendMail } from '#platform/mail';
import { forgetRateCounters } from '#platform/rate-limit';
import { hashPassword, verifyPassword } from '#platform/passwords';
import { signToken, type AccountRole } from '#platform/tokens';
import {
  createAccount,
  getAccount,
  getAccountByEmail,
  getResetToken,
  markDisputed,
  markVerified,
  resetPasswordWithToken,
  saveLocation,
  saveResetToken,
} from '#data/accounts-repository';
import { resetCodeMail, signupCodeMail } from './emails.ts';
import { OTP_MESSAGES, consumeCode, issueCode, withdrawCode } from './otp.ts';

export const ACCOUNT_MESSAGES = {
  registered: 'Registration successful. We have sent a verification code to your email.',
  emailTaken: 'An account with this email already exists. Please log in.',
  verified: 'Email verified successfully. You can now log in.',
  verifiedDisputed:
    'Email verified. Someone else also signed up with this email, so no password is set yet: use Forgot password to choose yours.',
  badCredentials: 'Invalid email or password',
  notVerified: 'Please verify your email before logging in.',
  loggedIn: 'Login successful',
  resetSent: 'If an account exists for this email, we have sent a password reset code to it.',
  otpVerified: 'OTP verified. You can now set a new password.',
  resetDone: 'Password reset successful. Please log in with your new password.',
  resetExpired: 'Your password reset session has expired. Please start again.',
} as const;

const RESET_TOKEN_LIFETIME_MS = 15 * 60_000;
const sha256 = (text: string) => createHash('sha256').update(text).digest('base64url');

/** Sends the code; if SES fails the code is withdrawn so the user can ask again at once. */
async function sendCode(
  purpose: 'signup' | 'reset',
  email: string,
  mail: (code: string) => Parameters<typeof sendMail>[0],
) {
  const code = await issueCode(purpose, email);
  try {
    await sendMail(mail(code));
  } catch (error) {
    await withdrawCode(purpose, email);
    throw error;
  }
}

/**
 * A pending sign-up's password changes only through a proof of the inbox. Registering an email that
 * is still unverified changes nothing on the account: with the same password it just sends a new
 * code; with another password it marks the registration disputed (after the new code went out, so a
 * refused request changes nothing), and its verification then sets no password: the inbox's owner
 * sets one through forgot-password. Whoever registered first or last, a stranger's password never
 * opens the account.
 */
export async function register(input: z.output<typeof registerBodySchema>): Promise<MessageAnswer> {
  const passwordHash = await hashPassword(input.password);
  const created = await createAccount({
    id: randomUUID(),
    role: 'customer',
    username: input.username,
    email: input.email,
    phoneno: input.phoneno,
    passwordHash,
    verified: false,
    createdAt: new Date().toISOString(),
  });
  let dispute: string | undefined;
  if (!created) {
    const existing = await getAccountByEmail(input.email);
    if (!existing || existing.verified || existing.role !== 'customer') {
      throw new Conflict(ACCOUNT_MESSAGES.emailTaken, 'EMAIL_TAKEN');
    }
    if (!(await verifyPassword(input.password, existing.passwordHash))) dispute = existing.id;
  }
  await sendCode('signup', input.email, (code) => signupCodeMail(input.email, input.username, code));
  if (dispute) await markDisputed(dispute);
  return { message: ACCOUNT_MESSAGES.registered };
}

/**
 * Every failure answers alike, so verify tells nobody whether an email has an account or is
 * verified already: only the live code of a pending sign-up verifies.
 */
export async function verifyEmail(email: string, code: string): Promise<MessageAnswer> {
  await consumeCode('signup', email, code);
  const account = await getAccountByEmail(email);
  const outcome = account?.role === 'customer' ? await markVerified(account.id) : undefined;
  if (!outcome) throw new BadRequest(OTP_MESSAGES.invalid);
  return { message: outcome.disputed ? ACCOUNT_MESSAGES.verifiedDisputed : ACCOUNT_MESSAGES.verified };
}

/** A hash to compare against when the email is unknown, so both answers take as long. */
let decoyHash: Promise<string> | undefined;

export async function login(
  input: z.output<typeof loginBodySchema>,
  role: AccountRole,
): Promise<LoginAnswer & { isFirstLogin?: boolean }> {
  const account = await getAccountByEmail(input.email);
  decoyHash ??= hashPassword(randomUUID());
  // An account without a password (NO_PASSWORD) is compared against the decoy too: same time, no match.
  const stored = account?.passwordHash.startsWith('scrypt$') ? account.passwordHash : undefined;
  const matches = (await verifyPassword(input.password, stored ?? (await decoyHash))) && stored !== undefined;
  if (!account || !matches || account.role !== role) throw new Unauthorized(ACCOUNT_MESSAGES.badCredentials);
  if (!account.verified) throw new Forbidden(ACCOUNT_MESSAGES.notVerified, 'EMAIL_NOT_VERIFIED');
  // Checked after the password, so only the account's owner learns that it waits for approval.
  if (role === 'seller' && !account.approved) {
    throw new Forbidden(STANDING_MESSAGES.sellerNotApproved, 'SELLER_NOT_APPROVED');
  }
  const token = await signToken({ sub: account.id, role, ver: account.tokenVersion ?? 0 });
  const answer = { token, message: ACCOUNT_MESSAGES.loggedIn };
  // Only an admin has a first login to finish (spec 4).
  return role === 'admin' ? { ...answer, isFirstLogin: account.isFirstLogin === true } : answer;
}

/** Always the same answer, whether or not the email has an account. */
export async function forgotPassword(email: string): Promise<MessageAnswer> {
  const account = await getAccountByEmail(email);
  if (account?.verified && account.role === 'customer') {
    // A mail failure must not answer differently from an unknown email; the code is withdrawn, so asking again works.
    await sendCode('reset', email, (code) => resetCodeMail(email, code)).catch((error: unknown) => {
      if (!(error instanceof MailNotSent)) throw error;
    });
  } else {
    // Unknown emails spend a cooldown too, so a 429 does not reveal which emails exist.
    await issueCode('reset', email);
  }
  return { message: ACCOUNT_MESSAGES.resetSent };
}

export async function verifyResetCode(email: string, otp: string): Promise<ResetOtpAnswer> {
  await consumeCode('reset', email, otp);
  const resetToken = randomBytes(32).toString('base64url');
  await saveResetToken(sha256(resetToken), email, Date.now() + RESET_TOKEN_LIFETIME_MS);
  return { message: ACCOUNT_MESSAGES.otpVerified, resetToken };
}

/**
 * The reset token is checked before anything is hashed (a bad token costs a read, not a scrypt);
 * the token's use, the new password and the raised token version are one transaction, and the
 * email's failed logins are forgotten.
 */
export async function resetPassword(input: z.output<typeof resetPasswordBodySchema>): Promise<MessageAnswer> {
  const tokenHash = sha256(input.resetToken);
  const now = Date.now();
  const token = await getResetToken(tokenHash);
  if (!token || token.email !== input.email || token.expiresAtMs <= now) {
    throw new BadRequest(ACCOUNT_MESSAGES.resetExpired);
  }
  const account = await getAccountByEmail(input.email);
  if (!account) throw new BadRequest(ACCOUNT_MESSAGES.resetExpired);
  const passwordHash = await hashPassword(input.newPassword);
  const done = await resetPasswordWithToken(tokenHash, input.email, account.id, passwordHash, now);
  if (!done) throw new BadRequest(ACCOUNT_MESSAGES.resetExpired);
  await forgetRateCounters(routes['users/login'].handler, input.email);
  return { message: ACCOUNT_MESSAGES.resetDone };
}

export async function userInfo(userId: string): Promise<UserInfo> {
  const account = await getAccount(userId);
  if (!account) throw new NotFound('Account not found');
  return {
    username: account.username,
    email: account.email,
    phoneno: account.phoneno,
    role: account.role,
    location: {
      city: account.location?.city ?? null,
      ...(account.location?.pincode ? { pincode: account.location.pincode } : {}),
    },
  };
}

export async function updateLocation(userId: string, lat: number, lon: number): Promise<LocationAnswer> {
  const place = reverseGeocode(lat, lon);
  if (!place) throw new NotFound('We could not find a city at your location');
  await saveLocation(userId, { city: place.city });
  return { message: 'Location updated', location: { city: place.city } };
}
