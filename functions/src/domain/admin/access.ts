import type { z } from 'zod';
import { ADMIN_MESSAGES, type AdminLoginAnswer, type adminUpdatePasswordBodySchema } from '@tiffin/shared/api/admin';
import type { MessageAnswer, loginBodySchema } from '@tiffin/shared/api/users';
import { Forbidden } from '#platform/errors';
import { hashPassword } from '#platform/passwords';
import { getAccount } from '#data/accounts-repository';
import { setAdminPassword } from '#data/admin-repository';
import { login } from '#domain/users/accounts';

/** The customer login's checks, for the admin role, with the first-login flag the screens follow (spec 4). */
export async function adminLogin(input: z.output<typeof loginBodySchema>): Promise<AdminLoginAnswer> {
  const { token, message, isFirstLogin = false } = await login(input, 'admin');
  return { token, isFirstLogin, message };
}

/**
 * The admin's own password change (DESIGN 12: it needs the admin's token, not just an email). It
 * ends the first login, so every other admin route opens.
 */
export async function changeOwnPassword(
  adminId: string,
  input: z.output<typeof adminUpdatePasswordBodySchema>,
): Promise<MessageAnswer> {
  const account = await getAccount(adminId);
  if (!account || account.role !== 'admin' || account.email !== input.email) {
    throw new Forbidden(ADMIN_MESSAGES.notOwnAccount);
  }
  await setAdminPassword(adminId, await hashPassword(input.newPassword));
  return { message: ADMIN_MESSAGES.passwordUpdated };
}
