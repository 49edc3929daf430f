/** The admin area's addresses (docs/product.md#admin-area). */
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
