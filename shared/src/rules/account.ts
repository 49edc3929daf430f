import * as z from 'zod';
import { messages } from './messages.ts';

/** The special characters the password rule allows; any other special character is refused. */
export const PASSWORD_SPECIALS = '@$!%*?&';

const PASSWORD_PATTERN = /^(?=.*[a-z])(?=.*[A-Z])(?=.*\d)(?=.*[@$!%*?&])[A-Za-z\d@$!%*?&]{6,}$/;
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const INDIAN_MOBILE_PATTERN = /^[6-9]\d{9}$/;

export const passwordSchema = z.string({ error: messages.password }).regex(PASSWORD_PATTERN, messages.password);

/**
 * The one form of an email address that keys an account: NFKC (full-width and compatibility look-alikes
 * become their plain letters), case-folded (upper then lower folds ß, ſ, K as well as A-Z), trimmed.
 */
export function normalizeEmail(email: string): string {
  return email.normalize('NFKC').toUpperCase().toLowerCase().trim();
}

export const emailSchema = z
  .string({ error: messages.email })
  .transform(normalizeEmail)
  .pipe(z.string().max(254, messages.email).regex(EMAIL_PATTERN, messages.email));

export const usernameSchema = z
  .string({ error: messages.usernameRequired })
  .trim()
  .min(1, messages.usernameRequired)
  .max(60, 'Username must be at most 60 characters');

export const signupPhoneSchema = z
  .string({ error: messages.signupPhone })
  .regex(INDIAN_MOBILE_PATTERN, messages.signupPhone);

export const resetOtpSchema = z.string({ error: messages.resetOtp }).regex(/^\d{4}$/, messages.resetOtp);

export const signupSchema = z.object({
  username: usernameSchema,
  email: emailSchema,
  phoneno: signupPhoneSchema,
  password: passwordSchema,
});

export const resetPasswordFormSchema = z
  .object({ password: passwordSchema, confirmPassword: z.string() })
  .refine((form) => form.password === form.confirmPassword, {
    message: messages.resetPasswordsMismatch,
    path: ['confirmPassword'],
  });

export const adminChangePasswordFormSchema = z
  .object({ newPassword: passwordSchema, confirmPassword: z.string() })
  .refine((form) => form.newPassword === form.confirmPassword, {
    message: messages.adminPasswordsMismatch,
    path: ['confirmPassword'],
  });
