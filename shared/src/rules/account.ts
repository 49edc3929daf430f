import * as z from '../zod.ts';
import { normalizeEmail } from './email.ts';
import { messages } from './messages.ts';
import { plainText } from './text.ts';

export { normalizeEmail };

/** The special characters the password rule allows; any other special character is refused. */
export const PASSWORD_SPECIALS = '@$!%*?&';

const PASSWORD_PATTERN = /^(?=.*[a-z])(?=.*[A-Z])(?=.*\d)(?=.*[@$!%*?&])[A-Za-z\d@$!%*?&]{6,}$/;
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const INDIAN_MOBILE_PATTERN = /^[6-9]\d{9}$/;

export const passwordSchema = z
  .string({ error: messages.password })
  .check(z.regex(PASSWORD_PATTERN, messages.password));

export const emailSchema = z.pipe(
  z.pipe(z.string({ error: messages.email }), z.transform(normalizeEmail)),
  z.string().check(z.maxLength(254, messages.email), z.regex(EMAIL_PATTERN, messages.email)),
);

export const usernameSchema = z
  .string({ error: messages.usernameRequired })
  .check(
    z.trim(),
    z.minLength(1, messages.usernameRequired),
    z.maxLength(60, 'Username must be at most 60 characters'),
    plainText('Username'),
  );

export const signupPhoneSchema = z
  .string({ error: messages.signupPhone })
  .check(z.regex(INDIAN_MOBILE_PATTERN, messages.signupPhone));

export const resetOtpSchema = z.string({ error: messages.resetOtp }).check(z.regex(/^\d{4}$/, messages.resetOtp));

export const signupSchema = z.object({
  username: usernameSchema,
  email: emailSchema,
  phoneno: signupPhoneSchema,
  password: passwordSchema,
});

export const resetPasswordFormSchema = z.object({ password: passwordSchema, confirmPassword: z.string() }).check(
  z.refine((form) => form.password === form.confirmPassword, {
    message: messages.resetPasswordsMismatch,
    path: ['confirmPassword'],
  }),
);

export const adminChangePasswordFormSchema = z
  .object({ newPassword: passwordSchema, confirmPassword: z.string() })
  .check(
    z.refine((form) => form.newPassword === form.confirmPassword, {
      message: messages.adminPasswordsMismatch,
      path: ['confirmPassword'],
    }),
  );
