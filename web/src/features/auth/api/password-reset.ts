import { useMutation } from '@tanstack/react-query';
import type * as z from '@tiffin/shared/zod';
import type {
  forgotPasswordBodySchema,
  resetPasswordBodySchema,
  verifyResetOtpBodySchema,
} from '@tiffin/shared/api/users';
import { api } from '@/lib/api-client';

export type ForgotPasswordInput = z.input<typeof forgotPasswordBodySchema>;
export type VerifyResetOtpInput = z.input<typeof verifyResetOtpBodySchema>;
export type ResetPasswordInput = z.input<typeof resetPasswordBodySchema>;

/** Step 1: emails a 4-digit code if the account exists (the answer is the same either way). */
export function sendResetCode(body: ForgotPasswordInput) {
  return api('users/forgotPassword', { body });
}

/** Step 2: trades the code for a short-lived reset token (DESIGN 12). */
export function verifyResetCode(body: VerifyResetOtpInput) {
  return api('users/verifyResetOtp', { body });
}

/** Step 3: the new password, allowed by the reset token. */
export function resetPassword(body: ResetPasswordInput) {
  return api('users/resetPassword', { body });
}

export function useSendResetCode() {
  return useMutation({ mutationFn: sendResetCode });
}

export function useVerifyResetCode() {
  return useMutation({ mutationFn: verifyResetCode });
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
