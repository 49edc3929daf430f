import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { TooManyRequests, WrongSecret } from '#platform/errors';
import { countEvent } from '#platform/metrics';
import type { OtpPurpose } from '#domain/model';
import type { Ports } from '#domain/ports';

export type OtpPorts = Pick<Ports, 'otps' | 'clock'>;

/** The OTP policy of docs/architecture.md#accounts-and-tokens. */
export const OTP_POLICY = {
  digits: { signup: 6, 'seller-signup': 6, reset: 4, 'seller-reset': 4 } satisfies Record<OtpPurpose, number>,
  lifetimeMs: 10 * 60_000,
  maxAttempts: 5,
  cooldownMs: 60_000,
} as const;

export const OTP_MESSAGES = {
  invalid: 'Invalid or expired code. Check it, or ask for a new one.',
  cooldown: 'Please wait a minute before asking for a new code.',
} as const;

const hashCode = (code: string, salt: string) => createHash('sha256').update(`${salt}:${code}`).digest('base64url');

/** A new code request's id: 128 random bits, which only the browser that asked holds. */
export const newRequestId = () => randomBytes(16).toString('base64url');

/**
 * A fresh code from a CSPRNG for one code request, stored only as a salted hash: a new request without
 * `requestId`, or a resend of that request, which throws 429 inside its cooldown. Other requests for the
 * same email keep their own codes.
 */
export async function issueCode(
  { otps, clock }: OtpPorts,
  purpose: OtpPurpose,
  email: string,
  requestId = newRequestId(),
): Promise<{ code: string; requestId: string }> {
  const now = clock.now().getTime();
  const digits = OTP_POLICY.digits[purpose];
  const code = String(randomInt(0, 10 ** digits)).padStart(digits, '0');
  const salt = randomBytes(16).toString('base64url');
  const stored = await otps.putOtp(
    purpose,
    email,
    requestId,
    { codeHash: hashCode(code, salt), salt, attempts: 0, sentAtMs: now, expiresAtMs: now + OTP_POLICY.lifetimeMs },
    now - OTP_POLICY.cooldownMs,
  );
  if (!stored) throw new TooManyRequests(OTP_MESSAGES.cooldown, OTP_POLICY.cooldownMs / 1000);
  countEvent('OtpsSent');
  return { code, requestId };
}

/** Forgets a code whose email could not be sent, so the user may ask again at once. */
export function withdrawCode(
  { otps }: OtpPorts,
  purpose: OtpPurpose,
  email: string,
  requestId: string,
): Promise<boolean> {
  return otps.deleteOtp(purpose, email, requestId);
}

/**
 * Accepts the live code of that request once; a wrong code counts against that request only, and the fifth
 * wrong one kills its code. Without the request's id no code is reached at all.
 */
export async function consumeCode(
  { otps, clock }: OtpPorts,
  purpose: OtpPurpose,
  email: string,
  requestId: string,
  code: string,
): Promise<void> {
  const now = clock.now().getTime();
  const record = await otps.getOtp(purpose, email, requestId);
  if (!record || record.expiresAtMs <= now || record.attempts >= OTP_POLICY.maxAttempts) {
    throw new WrongSecret(OTP_MESSAGES.invalid);
  }
  const expected = Buffer.from(record.codeHash);
  const given = Buffer.from(hashCode(code.trim(), record.salt));
  if (expected.length === given.length && timingSafeEqual(expected, given)) {
    if (await otps.deleteOtp(purpose, email, requestId, record.codeHash, OTP_POLICY.maxAttempts)) return;
    throw new WrongSecret(OTP_MESSAGES.invalid);
  }
  const tries = await otps.countWrongTry(purpose, email, requestId, OTP_POLICY.maxAttempts);
  if (tries !== undefined && tries >= OTP_POLICY.maxAttempts) await otps.deleteOtp(purpose, email, requestId);
  throw new WrongSecret(OTP_MESSAGES.invalid);
}
