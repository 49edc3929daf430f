import { keys } from './keys.ts';

/** A customer, seller or admin account. One account per email (see keys.email). */
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
}

export function accountItem(record: AccountRecord) {
  return {
    ...keys.user(record.id),
    ...keys.accountInRole(record.role, record.createdAt, record.id),
    entity: 'Account',
    ...record,
    email: record.email.toLowerCase(),
  };
}

export function emailItem(record: Pick<AccountRecord, 'id' | 'email'>) {
  return { ...keys.email(record.email), entity: 'Email', userId: record.id };
}
