import { useMutation } from '@tanstack/react-query';
import type * as z from '@tiffin/shared/zod';
import type {
  forgotPasswordBodySchema,
  resetPasswordBodySchema,
  verifyResetOtpBodySchema,
} from '@tiffin/shared/api/users';
import { api } from '@/lib/api-client';
import {
  sellerForgotPasswordRoute,
  sellerResetPasswordRoute,
  sellerVerifyResetOtpRoute,
} from '@tiffin/shared/api/routes/seller';
import {
  usersForgotPasswordRoute,
  usersResetPasswordRoute,
  usersVerifyResetOtpRoute,
} from '@tiffin/shared/api/routes/users';
import { pages } from '@/lib/pages';

export type ForgotPasswordInput = z.input<typeof forgotPasswordBodySchema>;
export type VerifyResetOtpInput = z.input<typeof verifyResetOtpBodySchema>;
export type ResetPasswordInput = z.input<typeof resetPasswordBodySchema>;

/** Whose password: a customer's (`/api/users/...`) or a seller's (`/seller/...`); the same three steps. */
export type ResetRole = 'customer' | 'seller';

/** Step 1: emails a 4-digit code if the account exists (the answer is the same either way). */
export function sendResetCode(role: ResetRole, body: ForgotPasswordInput) {
  return role === 'seller' ? api(sellerForgotPasswordRoute, { body }) : api(usersForgotPasswordRoute, { body });
}

/** Step 2: trades the code (with its request's id) for a short-lived reset token (docs/differences.md#accounts-and-codes). */
export function verifyResetCode(role: ResetRole, body: VerifyResetOtpInput) {
  return role === 'seller' ? api(sellerVerifyResetOtpRoute, { body }) : api(usersVerifyResetOtpRoute, { body });
}

/** Step 3: the new password, allowed by the reset token. */
export function resetPassword(role: ResetRole, body: ResetPasswordInput) {
  return role === 'seller' ? api(sellerResetPasswordRoute, { body }) : api(usersResetPasswordRoute, { body });
}

export function useSendResetCode(role: ResetRole) {
  return useMutation({ mutationFn: (body: ForgotPasswordInput) => sendResetCode(role, body) });
}

export function useVerifyResetCode(role: ResetRole) {
  return useMutation({ mutationFn: (body: VerifyResetOtpInput) => verifyResetCode(role, body) });
}

export function useResetPassword(role: ResetRole) {
  return useMutation({ mutationFn: (body: ResetPasswordInput) => resetPassword(role, body) });
}

/** Where each role's reset screens and login are. */
export const RESET_PATHS = {
  customer: { forgot: pages.forgotPassword(), reset: pages.resetPassword(), login: pages.login() },
  seller: { forgot: pages.sellerForgotPassword(), reset: pages.sellerResetPassword(), login: pages.sellerLogin() },
} as const satisfies Record<ResetRole, { forgot: string; reset: string; login: string }>;
