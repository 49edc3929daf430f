/** The admin area's addresses (spec 2.3). */
export const ADMIN_PATHS = {
  login: '/admin/login',
  changePassword: '/admin/change-password',
  dashboard: '/admin/dashboard',
  sellers: '/admin/sellers',
  restaurants: '/admin/restaurants',
  users: '/admin/users',
  orders: '/admin/orders',
  revenue: '/admin/revenue',
} as const;
