import type { UserRole } from '@tiffin/shared/api/admin';

/** TkDodo-style key factories: general to specific, so one call invalidates the right level. */
export const adminKeys = {
  all: ['admin'] as const,
  stats: () => [...adminKeys.all, 'stats'] as const,
  sellers: () => [...adminKeys.all, 'sellers'] as const,
  restaurants: () => [...adminKeys.all, 'restaurants'] as const,
  users: () => [...adminKeys.all, 'users'] as const,
  usersInRole: (role: UserRole) => [...adminKeys.users(), role] as const,
  orders: () => [...adminKeys.all, 'orders'] as const,
  revenue: () => [...adminKeys.all, 'revenue'] as const,
};
