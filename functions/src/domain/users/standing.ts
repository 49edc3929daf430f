import { Forbidden, Unauthorized } from '#platform/errors';
import { SESSION_EXPIRED, type Claims } from '#platform/tokens';
import type { AccountRecord } from '#domain/model';
import type { Ports } from '#domain/ports';

export const STANDING_MESSAGES = {
  gone: 'Your account no longer exists.',
  sellerNotApproved: 'Your seller account is not approved. Please wait for the admin to approve it.',
  passwordChangeRequired: 'Password change required',
} as const;

/**
 * One read of the account on every protected call (docs/architecture.md#accounts-and-tokens): a token issued before the last password
 * reset or change is refused, so is a token that logged out, a revoke or a deletion takes effect at once, and an admin must change
 * the initial password before anything else (`mayBeFirstLogin` is true only on that change's route).
 * Answers the account, so the domain call need not read it again.
 */
export async function checkStanding(
  { accounts }: Pick<Ports, 'accounts'>,
  caller: Claims,
  mayBeFirstLogin: boolean,
): Promise<AccountRecord> {
  const account = await accounts.getAccount(caller.sub);
  if (!account || account.role !== caller.role) throw new Unauthorized(STANDING_MESSAGES.gone);
  if ((account.tokenVersion ?? 0) !== caller.ver) throw new Unauthorized(SESSION_EXPIRED);
  if (caller.jti !== undefined && account.loggedOut?.[caller.jti] !== undefined)
    throw new Unauthorized(SESSION_EXPIRED);
  if (caller.role === 'seller' && !account.approved) {
    throw new Forbidden(STANDING_MESSAGES.sellerNotApproved, 'SELLER_NOT_APPROVED');
  }
  if (caller.role === 'admin' && account.isFirstLogin && !mayBeFirstLogin) {
    throw new Forbidden(STANDING_MESSAGES.passwordChangeRequired, 'PASSWORD_CHANGE_REQUIRED');
  }
  return account;
}
