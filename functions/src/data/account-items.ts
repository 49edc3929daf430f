import { normalizeEmail } from '@tiffin/shared/rules/account';
import { keys } from './keys.ts';

/** A customer, seller or admin account. One seller and one customer-or-admin account per email (see keys.email). */
export interface AccountRecord {
  id: string;
  role: 'customer' | 'seller' | 'admin';
  username: string;
  email: string;
  phoneno: string;
  passwordHash: string;
  verified: boolean;
  /** Sellers: approved by the admin. */
  approved?: boolean;
  /** Sellers: their restaurant. */
  restaurantId?: string;
  /** Admin: true until the initial password is changed. */
  isFirstLogin?: boolean;
  location?: { city: string; pincode?: string };
  createdAt: string;
  /** Raised by every password reset or change; a token of an older version is refused (DESIGN 7). */
  tokenVersion?: number;
  /**
   * A pending sign-up that someone registered again with another password: its verification sets
   * no password, so neither registrant's password opens it until the inbox's owner resets it.
   */
  disputed?: boolean;
  /** Admin: the initial password's hash, kept after the first change so it is never reused. */
  initialPasswordHash?: string;
}

/** Stored instead of a password hash when no password is set yet: no password matches it. */
export const NO_PASSWORD = 'none';

export function accountItem(record: AccountRecord) {
  return {
    ...keys.user(record.id),
    ...keys.accountInRole(record.role, record.createdAt, record.id),
    entity: 'Account',
    ...record,
    email: normalizeEmail(record.email),
  };
}

export function emailItem(record: Pick<AccountRecord, 'id' | 'email' | 'role'>) {
  return { ...keys.email(record.email, record.role), entity: 'Email', userId: record.id };
}
