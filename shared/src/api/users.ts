import * as z from '../zod.ts';
import { emailSchema, passwordSchema, resetOtpSchema, signupSchema } from '../rules/account.ts';
import { messages } from '../rules/messages.ts';
import { textNumber } from '../rules/form-values.ts';

export const registerBodySchema = signupSchema;

/** A code check without the id of the request that asked for the code: the browser must ask again. */
export const CODE_REQUEST_MISSING = 'This code request is no longer valid. Please ask for a new code.';

/**
 * The id of one code request (a sign-up or a forgot-password), which its answer gives the requesting
 * browser: a mailed code is checked only together with it, so nobody else's requests or guesses reach
 * that code (docs/differences.md#accounts-and-codes).
 */
export const requestIdSchema = z
  .string({ error: CODE_REQUEST_MISSING })
  .check(z.regex(/^[\w-]{16,64}$/, CODE_REQUEST_MISSING));

/** The spec's verify call carries the typed code in `verificationEmail`; we add the email (docs/differences.md#accounts-and-codes). */
export const verifyBodySchema = z.object({
  email: emailSchema,
  verificationEmail: z
    .string({ error: messages.verificationCodeRequired })
    .check(z.trim(), z.minLength(1, messages.verificationCodeRequired), z.maxLength(20, 'Invalid verification code')),
  requestId: requestIdSchema,
});

/** Login does not re-apply the password rule: a wrong password is just wrong. */
export const loginBodySchema = z.object({
  email: emailSchema,
  password: z
    .string({ error: 'Password is required' })
    .check(z.minLength(1, 'Password is required'), z.maxLength(200, 'Invalid email or password')),
});

/** With the `requestId` of an earlier request, a resend: that request gets a new code (once a minute). */
export const forgotPasswordBodySchema = z.object({ email: emailSchema, requestId: z.optional(requestIdSchema) });

export const verifyResetOtpBodySchema = z.object({
  email: emailSchema,
  otp: resetOtpSchema,
  requestId: requestIdSchema,
});

export const resetPasswordBodySchema = z.object({
  email: emailSchema,
  newPassword: passwordSchema,
  resetToken: z
    .string({ error: 'Reset token is required' })
    .check(z.minLength(20, 'Invalid reset token'), z.maxLength(200, 'Invalid reset token')),
});

export const updateLocationBodySchema = z.object({
  lat: textNumber(z.number({ error: 'lat must be a number' }).check(z.gte(-90), z.lte(90))),
  lon: textNumber(z.number({ error: 'lon must be a number' }).check(z.gte(-180), z.lte(180))),
});

export interface MessageAnswer {
  message: string;
}

/** A sign-up's or a forgot-password's answer: the id the browser sends back with the mailed code. */
export interface CodeRequestAnswer extends MessageAnswer {
  requestId: string;
}

export interface LoginAnswer extends MessageAnswer {
  token: string;
}

export interface ResetOtpAnswer extends MessageAnswer {
  resetToken: string;
}

export interface UserInfo {
  username: string;
  email: string;
  phoneno: string;
  role: 'customer' | 'seller' | 'admin';
  location: { city: string | null; pincode?: string };
}

export interface LocationAnswer extends MessageAnswer {
  location: { city: string };
}
