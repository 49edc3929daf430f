import type * as z from '@tiffin/shared/zod';
import { ADMIN_PAGE_SIZE, type UserPage, type UserRow, type listUsersQuerySchema } from '@tiffin/shared/api/admin';
import type { AccountRecord } from '#domain/model';
import type { Ports } from '#domain/ports';

/** What the users table shows; never the password hash. */
function toUserRow(account: AccountRecord): UserRow {
  return {
    _id: account.id,
    username: account.username,
    email: account.email,
    phoneno: account.phoneno,
    role: account.role,
    verified: account.verified,
    // The city and delivery pincode; never the device's position.
    location: account.location
      ? { city: account.location.city, ...(account.location.pincode ? { pincode: account.location.pincode } : {}) }
      : null,
    createdAt: account.createdAt,
  };
}

/** Accounts of one role (customers unless asked otherwise), newest first. */
export async function listUsers(
  { accounts }: Pick<Ports, 'accounts'>,
  query: z.output<typeof listUsersQuerySchema>,
): Promise<UserPage> {
  const page = await accounts.accountsInRole(query.role ?? 'customer', query.limit ?? ADMIN_PAGE_SIZE, query.cursor);
  return { items: page.items.map(toUserRow), nextCursor: page.nextCursor };
}
