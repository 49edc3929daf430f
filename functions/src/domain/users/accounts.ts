import { createHash, randomBytes, randomUUID } from 'node:crypto';
import type * as z from '@tiffin/shared/zod';
import type {
  CodeRequestAnswer,
  LocationAnswer,
  LoginAnswer,
  MessageAnswer,
  ResetOtpAnswer,
  UserInfo,
  loginBodySchema,
  registerBodySchema,
  resetPasswordBodySchema,
} from '@tiffin/shared/api/users';
import { Conflict, Forbidden, MailNotSent, NotFound, Unauthorized, WrongSecret } from '#platform/errors';
import { reverseGeocode } from '#platform/geo/index';
import { hashPassword, verifyPassword } from '#platform/passwords';
import type { AccountRole, Claims } from '#platform/tokens';
import { forgetFailures } from '#domain/limits/rate-limit';
import type { AccountRecord, OtpPurpose } from '#domain/model';
import type { Mail, Ports } from '#domain/ports';
import { emailTakenMail, resetCodeMail, signupCodeMail } from './emails.ts';
import { OTP_MESSAGES, consumeCode, issueCode, newRequestId, withdrawCode } from './otp.ts';
import { STANDING_MESSAGES } from './standing.ts';

/** What sending a code needs; a sign-up or a reset also reads and writes the account. */
type CodePorts = Pick<Ports, 'otps' | 'mailer' | 'clock'>;
type SignupPorts = CodePorts & Pick<Ports, 'accounts'>;

export const ACCOUNT_MESSAGES = {
  registered: 'Registration successful. We have sent a verification code to your email.',
  emailTaken: 'An account with this email already exists. Please log in.',
  verified: 'Email verified successfully. You can now log in.',
  sellerVerified: 'Email verified successfully. You can log in once the admin approves your account.',
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

/** Each role's login route (its limits scope): a reset forgets the email's failed logins there. */
const LOGIN_SCOPE = { customer: 'users/login', seller: 'seller/login' } as const;
const RESET_TOKEN_LIFETIME_MS = 15 * 60_000;
const sha256 = (text: string) => createHash('sha256').update(text).digest('base64url');

/**
 * Sends the code of a new code request (or a resend of `requestId`) and answers the request's id; if SES
 * fails the code is withdrawn so the user can ask again at once.
 */
async function sendCode(
  ports: CodePorts,
  purpose: OtpPurpose,
  email: string,
  mail: (code: string) => Mail,
  resendOf?: string,
): Promise<string> {
  const { code, requestId } = await issueCode(ports, purpose, email, resendOf);
  try {
    await ports.mailer.send(mail(code));
  } catch (error) {
    await withdrawCode(ports, purpose, email, requestId);
    throw error;
  }
  return requestId;
}

/** A sign-up's and a reset's code have their own purpose per role: one email may have a customer and a seller account. */
const SIGNUP_CODE = { customer: 'signup', seller: 'seller-signup' } as const;
const RESET_CODE = { customer: 'reset', seller: 'seller-reset' } as const;
export type SignupRole = keyof typeof SIGNUP_CODE;

/** Mails the 6-digit code that proves a new account's email; answers the code request's id. */
export function sendSignupCode(ports: CodePorts, role: SignupRole, email: string, username: string): Promise<string> {
  return sendCode(ports, SIGNUP_CODE[role], email, (code) => signupCodeMail(email, username, code));
}

/**
 * A sign-up of an email that already has an account of this role. A pending sign-up's password
 * changes only through a proof of the inbox, so this changes nothing on the account: with the same
 * password it just sends a new code. With another password the sign-up is marked disputed (after the
 * new code went out, so a refused request changes nothing), and its verification then sets no
 * password: the inbox's owner sets one through forgot-password. Whoever signed up first or last, a
 * stranger's password never opens the account, a customer's or a seller's. A verified account's owner is
 * mailed that someone tried, and the answer is a new sign-up's.
 */
export async function signUpAgain(
  ports: SignupPorts,
  role: SignupRole,
  input: { email: string; password: string; username: string },
): Promise<string> {
  const existing = await ports.accounts.getAccountByEmail(input.email, role);
  if (!existing) throw new Conflict(ACCOUNT_MESSAGES.emailTaken, 'EMAIL_TAKEN');
  if (existing.verified) {
    // Answered as a new sign-up is (a code request's id that no code has), so nobody learns the email has an
    // account; its owner is told instead.
    await ports.mailer.send(emailTakenMail(input.email));
    return newRequestId();
  }
  const samePassword = await verifyPassword(input.password, existing.passwordHash);
  const requestId = await sendSignupCode(ports, role, input.email, input.username);
  if (!samePassword) await ports.accounts.markDisputed(existing.id);
  return requestId;
}

export async function register(
  ports: SignupPorts,
  input: z.output<typeof registerBodySchema>,
): Promise<CodeRequestAnswer> {
  const passwordHash = await hashPassword(input.password);
  const created = await ports.accounts.createAccount({
    id: randomUUID(),
    role: 'customer',
    username: input.username,
    email: input.email,
    phoneno: input.phoneno,
    passwordHash,
    verified: false,
    createdAt: ports.clock.now().toISOString(),
  });
  const requestId = created
    ? await sendSignupCode(ports, 'customer', input.email, input.username)
    : await signUpAgain(ports, 'customer', input);
  return { message: ACCOUNT_MESSAGES.registered, requestId };
}

/**
 * Every failure answers alike, so verify tells nobody whether an email has an account or is
 * verified already: only the live code of a pending sign-up, with its request's id, verifies.
 */
export async function verifyEmail(
  ports: Pick<Ports, 'accounts' | 'otps' | 'clock'>,
  input: { email: string; verificationEmail: string; requestId: string },
  role: SignupRole = 'customer',
): Promise<MessageAnswer> {
  const { email } = input;
  await consumeCode(ports, SIGNUP_CODE[role], email, input.requestId, input.verificationEmail);
  const account = await ports.accounts.getAccountByEmail(email, role);
  const outcome = account ? await ports.accounts.markVerified(account) : undefined;
  if (!outcome) throw new WrongSecret(OTP_MESSAGES.invalid);
  if (outcome.disputed) return { message: ACCOUNT_MESSAGES.verifiedDisputed };
  return { message: role === 'seller' ? ACCOUNT_MESSAGES.sellerVerified : ACCOUNT_MESSAGES.verified };
}

/** A hash to compare against when the email is unknown, so both answers take as long. */
let decoyHash: Promise<string> | undefined;

export async function login(
  { accounts, tokens }: Pick<Ports, 'accounts' | 'tokens'>,
  input: z.output<typeof loginBodySchema>,
  role: AccountRole,
): Promise<LoginAnswer & { isFirstLogin?: boolean }> {
  const account = await accounts.getAccountByEmail(input.email, role);
  decoyHash ??= hashPassword(randomUUID());
  // An account without a password (NO_PASSWORD) is compared against the decoy too: same time, no match.
  const stored = account?.passwordHash.startsWith('scrypt$') ? account.passwordHash : undefined;
  const matches = (await verifyPassword(input.password, stored ?? (await decoyHash))) && stored !== undefined;
  if (!account || !matches) throw new Unauthorized(ACCOUNT_MESSAGES.badCredentials);
  if (!account.verified) throw new Forbidden(ACCOUNT_MESSAGES.notVerified, 'EMAIL_NOT_VERIFIED');
  // Checked after the password, so only the account's owner learns that it waits for approval.
  if (role === 'seller' && !account.approved) {
    throw new Forbidden(STANDING_MESSAGES.sellerNotApproved, 'SELLER_NOT_APPROVED');
  }
  const token = await tokens.sign({ sub: account.id, role, ver: account.tokenVersion ?? 0 });
  const answer = { token, message: ACCOUNT_MESSAGES.loggedIn };
  // Only an admin has a first login to finish (docs/product.md#admin-first-login).
  return role === 'admin' ? { ...answer, isFirstLogin: account.isFirstLogin === true } : answer;
}

/**
 * Always the same answer, whether or not the email has an account of the role: a code request's id (a
 * resend of `resendOf` keeps it), whose code goes to the inbox of an account only.
 */
export async function forgotPassword(
  ports: SignupPorts,
  input: { email: string; requestId?: string | undefined },
  role: SignupRole = 'customer',
): Promise<CodeRequestAnswer> {
  const { email, requestId: resendOf } = input;
  const account = await ports.accounts.getAccountByEmail(email, role);
  let requestId: string;
  if (account?.verified) {
    // A mail failure must not answer differently from an unknown email; the code is withdrawn, so asking again works.
    requestId = await sendCode(ports, RESET_CODE[role], email, (code) => resetCodeMail(email, code), resendOf).catch(
      (error: unknown) => {
        if (!(error instanceof MailNotSent)) throw error;
        return resendOf ?? newRequestId();
      },
    );
  } else {
    // Unknown emails spend a cooldown too, so a 429 does not reveal which emails exist.
    requestId = (await issueCode(ports, RESET_CODE[role], email, resendOf)).requestId;
  }
  return { message: ACCOUNT_MESSAGES.resetSent, requestId };
}

export async function verifyResetOtp(
  ports: Pick<Ports, 'otps' | 'resetTokens' | 'clock'>,
  input: { email: string; otp: string; requestId: string },
  role: SignupRole = 'customer',
): Promise<ResetOtpAnswer> {
  const { email } = input;
  await consumeCode(ports, RESET_CODE[role], email, input.requestId, input.otp);
  const resetToken = randomBytes(32).toString('base64url');
  const expiresAtMs = ports.clock.now().getTime() + RESET_TOKEN_LIFETIME_MS;
  await ports.resetTokens.saveResetToken(sha256(resetToken), { email, role }, expiresAtMs);
  return { message: ACCOUNT_MESSAGES.otpVerified, resetToken };
}

/**
 * The reset token is checked before anything is hashed (a bad token costs a read, not a scrypt);
 * the token's use, the new password and the raised token version are one transaction, and the
 * email's failed logins are forgotten.
 */
export async function resetPassword(
  ports: Pick<Ports, 'accounts' | 'resetTokens' | 'rateCounters' | 'clock'>,
  input: z.output<typeof resetPasswordBodySchema>,
  role: SignupRole = 'customer',
): Promise<MessageAnswer> {
  const tokenHash = sha256(input.resetToken);
  const now = ports.clock.now().getTime();
  const token = await ports.resetTokens.getResetToken(tokenHash);
  // A token made before tokens named their role is a customer's.
  if (!token || token.email !== input.email || (token.role ?? 'customer') !== role || token.expiresAtMs <= now) {
    throw new WrongSecret(ACCOUNT_MESSAGES.resetExpired);
  }
  const account = await ports.accounts.getAccountByEmail(input.email, role);
  if (!account) throw new WrongSecret(ACCOUNT_MESSAGES.resetExpired);
  const passwordHash = await hashPassword(input.newPassword);
  const done = await ports.resetTokens.resetPasswordWithToken(tokenHash, input.email, account.id, passwordHash, now);
  if (!done) throw new WrongSecret(ACCOUNT_MESSAGES.resetExpired);
  await forgetFailures(ports, LOGIN_SCOPE[role], input.email);
  return { message: ACCOUNT_MESSAGES.resetDone };
}

export async function userInfo({ accounts }: Pick<Ports, 'accounts'>, userId: string): Promise<UserInfo> {
  const account = await accounts.getAccount(userId);
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

/**
 * The customer's city from their coordinates, which are kept too (they price the cart's delivery before any
 * order). A saved delivery pincode stays while the city is the same (it belongs to that city); a new city drops it.
 */
export async function updateLocation(
  { accounts }: Pick<Ports, 'accounts'>,
  userId: string,
  lat: number,
  lon: number,
  saved?: AccountRecord['location'],
): Promise<LocationAnswer> {
  const place = reverseGeocode(lat, lon);
  if (!place) throw new NotFound('We could not find a city at your location');
  const pincode = saved?.city === place.city ? saved.pincode : undefined;
  await accounts.saveLocation(userId, { city: place.city, ...(pincode ? { pincode } : {}), lat, lon });
  return { message: 'Location updated', location: { city: place.city } };
}

export const LOGGED_OUT = 'Logged out';

/** At most this many logged-out tokens are remembered per account; one more ends every session instead. */
export const MAX_LOGGED_OUT = 20;

/**
 * Logout (docs/product.md#navigation-bars) for any role: the caller's token (its copies too) gets 401 from now on, while the account's
 * other sessions, on other devices, stay signed in. Its id is kept on the account until the token would have
 * expired; expired ones are pruned here. Past MAX_LOGGED_OUT live ones, or when concurrent logouts keep
 * colliding, the account's token version rises instead: every session ends, which is safe and bounded.
 */
export async function logout(
  { accounts, clock }: Pick<Ports, 'accounts' | 'clock'>,
  caller: Pick<Claims, 'sub' | 'ver' | 'jti' | 'exp'>,
): Promise<MessageAnswer> {
  const now = Math.floor(clock.now().getTime() / 1000);
  if (caller.jti !== undefined && caller.exp !== undefined) {
    for (let attempt = 0; attempt < 3; attempt++) {
      const account = await accounts.getAccount(caller.sub);
      // A password change or another logout's fallback ended this session already.
      if (!account || (account.tokenVersion ?? 0) !== caller.ver) return { message: LOGGED_OUT };
      const live = Object.entries(account.loggedOut ?? {}).filter(([, expiresAt]) => expiresAt > now);
      if (live.length >= MAX_LOGGED_OUT) break;
      const after = Object.fromEntries([...live, [caller.jti, caller.exp]]);
      if (await accounts.saveLoggedOut(caller.sub, caller.ver, account.loggedOut, after))
        return { message: LOGGED_OUT };
    }
  }
  await accounts.endSessions(caller.sub);
  return { message: LOGGED_OUT };
}
