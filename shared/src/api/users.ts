import * as z from '../zod.ts';
import { emailSchema, passwordSchema, resetOtpSchema, signupSchema } from '../rules/account.ts';
import { messages } from '../rules/messages.ts';
import { textNumber } from '../rules/form-values.ts';

export const registerBodySchema = signupSchema;

/** The spec's verify call carries the typed code in `verificationEmail`; we add the email (DESIGN 12). */
export const verifyBodySchema = z.object({
  email: emailSchema,
  verificationEmail: z
    .string({ error: messages.verificationCodeRequired })
    .check(z.trim(), z.minLength(1, messages.verificationCodeRequired), z.maxLength(20, 'Invalid verification code')),
});

/** Login does not re-apply the password rule: a wrong password is just wrong. */
export const loginBodySchema = z.object({
  email: emailSchema,
  password: z
    .string({ error: 'Password is required' })
    .check(z.minLength(1, 'Password is required'), z.maxLength(200, 'Invalid email or password')),
});

export const forgotPasswordBodySchema = z.object({ email: emailSchema });

export const verifyResetOtpBodySchema = z.object({ email: emailSchema, otp: resetOtpSchema });

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
