import type * as z from '@tiffin/shared/zod';
import {
  ADMIN_MESSAGES,
  type AdminLoginAnswer,
  type AdminPasswordAnswer,
  type adminUpdatePasswordBodySchema,
} from '@tiffin/shared/api/admin';
import type { loginBodySchema } from '@tiffin/shared/api/users';
import { normalizeEmail } from '@tiffin/shared/rules/account';
import { BadRequest, Conflict, Forbidden, WrongSecret } from '#platform/errors';
import { hashPassword, verifyPassword } from '#platform/passwords';
import type { Ports } from '#domain/ports';
import { login } from '#domain/users/accounts';

/** The customer login's checks, for the admin role, with the first-login flag the screens follow (docs/product.md#admin-first-login). */
export async function adminLogin(
  ports: Pick<Ports, 'accounts' | 'tokens'>,
  input: z.output<typeof loginBodySchema>,
): Promise<AdminLoginAnswer> {
  const { token, message, isFirstLogin = false } = await login(ports, input, 'admin');
  return { token, isFirstLogin, message };
}

/**
 * The admin's own password change (docs/differences.md#checked-on-the-server: it needs the admin's token, not just an email). It
 * ends the first login, so every other admin route opens. The initial password and the current one
 * are refused, and the current password must be given (a wrong one counts as a failed login does). Every
 * earlier session ends; the answer carries a fresh token for this one.
 */
export async function updateOwnPassword(
  { accounts, tokens }: Pick<Ports, 'accounts' | 'tokens'>,
  adminId: string,
  input: z.output<typeof adminUpdatePasswordBodySchema>,
): Promise<AdminPasswordAnswer> {
  const account = await accounts.getAccount(adminId);
  if (!account || account.role !== 'admin' || normalizeEmail(account.email) !== input.email) {
    throw new Forbidden(ADMIN_MESSAGES.notOwnAccount);
  }
  if (!(await verifyPassword(input.currentPassword, account.passwordHash))) {
    throw new WrongSecret(ADMIN_MESSAGES.currentPasswordWrong);
  }
  const initialPasswordHash = account.initialPasswordHash ?? account.passwordHash;
  const retired = [...new Set([account.passwordHash, initialPasswordHash])];
  for (const hash of retired) {
    if (await verifyPassword(input.newPassword, hash)) throw new BadRequest(ADMIN_MESSAGES.passwordReused);
  }
  const version = await accounts.setAdminPassword(adminId, {
    currentHash: account.passwordHash,
    passwordHash: await hashPassword(input.newPassword),
    initialPasswordHash,
  });
  if (version === undefined) throw new Conflict(ADMIN_MESSAGES.passwordChangedMeanwhile);
  return {
    message: ADMIN_MESSAGES.passwordUpdated,
    token: await tokens.sign({ sub: adminId, role: 'admin', ver: version }),
  };
}
