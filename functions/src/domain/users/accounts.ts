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
import { BadRequest, Conflict, Forbidden, NotFound, Unauthorized } from '#platform/errors';
import { reverseGeocode } from '#platform/geo/index';
import { STANDING_MESSAGES } from '#platform/http';
import { MailNotSent, sendMail } from '#platform/mail';
import { hashPassword, verifyPassword } from '#platform/passwords';
import { signToken, type AccountRole } from '#platform/tokens';
import {
  createAccount,
  getAccount,
  getAccountByEmail,
  markVerified,
  resetPasswordWithToken,
  saveLocation,
  saveResetToken,
  updateUnverifiedAccount,
} from '#data/accounts-repository';
import { resetCodeMail, signupCodeMail } from './emails.ts';
import { consumeCode, issueCode, withdrawCode } from './otp.ts';

export const ACCOUNT_MESSAGES = {
  registered: 'Registration successful. We have sent a verification code to your email.',
  emailTaken: 'An account with this email already exists. Please log in.',
  verified: 'Email verified successfully. You can now log in.',
  alreadyVerified: 'This email is already verified. Please log in.',
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
  if (!created) {
    const existing = await getAccountByEmail(input.email);
    const replaced =
      existing && !existing.verified && (await updateUnverifiedAccount(existing.id, { ...input, passwordHash }));
    if (!replaced) throw new Conflict(ACCOUNT_MESSAGES.emailTaken, 'EMAIL_TAKEN');
  }
  await sendCode('signup', input.email, (code) => signupCodeMail(input.email, input.username, code));
  return { message: ACCOUNT_MESSAGES.registered };
}

export async function verifyEmail(email: string, code: string): Promise<MessageAnswer> {
  const account = await getAccountByEmail(email);
  if (account?.verified) return { message: ACCOUNT_MESSAGES.alreadyVerified };
  await consumeCode('signup', email, code);
  if (!account) throw new BadRequest('Invalid or expired code. Check it, or ask for a new one.');
  await markVerified(account.id);
  return { message: ACCOUNT_MESSAGES.verified };
}

/** A hash to compare against when the email is unknown, so both answers take as long. */
let decoyHash: Promise<string> | undefined;

export async function login(
  input: z.output<typeof loginBodySchema>,
  role: AccountRole,
): Promise<LoginAnswer & { isFirstLogin?: boolean }> {
  const account = await getAccountByEmail(input.email);
  decoyHash ??= hashPassword(randomUUID());
  const matches = await verifyPassword(input.password, account?.passwordHash ?? (await decoyHash));
  if (!account || !matches || account.role !== role) throw new Unauthorized(ACCOUNT_MESSAGES.badCredentials);
  if (!account.verified) throw new Forbidden(ACCOUNT_MESSAGES.notVerified, 'EMAIL_NOT_VERIFIED');
  // Checked after the password, so only the account's owner learns that it waits for approval.
  if (role === 'seller' && !account.approved) {
    throw new Forbidden(STANDING_MESSAGES.sellerNotApproved, 'SELLER_NOT_APPROVED');
  }
  const answer = { token: await signToken({ sub: account.id, role }), message: ACCOUNT_MESSAGES.loggedIn };
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

export async function resetPassword(input: z.output<typeof resetPasswordBodySchema>): Promise<MessageAnswer> {
  const account = await getAccountByEmail(input.email);
  if (!account) throw new BadRequest(ACCOUNT_MESSAGES.resetExpired);
  const passwordHash = await hashPassword(input.newPassword);
  const done = await resetPasswordWithToken(
    sha256(input.resetToken),
    input.email,
    account.id,
    passwordHash,
    Date.now(),
  );
  if (!done) throw new BadRequest(ACCOUNT_MESSAGES.resetExpired);
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
