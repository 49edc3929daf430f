/** The admin routes of THE route table, each declared once here: method, path, role, schemas, limits and needs (routes.ts assembles every group). */
import { LOGIN_LIMITS, route, type RouteDef } from '../route-def.ts';
import {
  type AdminLoginAnswer,
  adminLoginBodySchema,
  adminPageQuerySchema,
  type AdminPasswordAnswer,
  adminUpdatePasswordBodySchema,
  approveSellerBodySchema,
  type DashboardStats,
  listUsersQuerySchema,
  type RestaurantAdminPage,
  type SellerApprovalAnswer,
  type SellerPage,
  type UserPage,
} from '../admin.ts';
import { idParamsSchema } from '../common.ts';
import { type MessageAnswer } from '../users.ts';

// docs/product.md#admin-calls
export const adminLoginRoute = /* @__PURE__ */ route<AdminLoginAnswer>()('admin/login', {
  method: 'POST',
  path: '/admin/login',
  role: 'public',
  limits: LOGIN_LIMITS,
  needs: ['passwords', 'signing'],
  schemas: { body: adminLoginBodySchema },
});

export const adminUpdatePasswordRoute = /* @__PURE__ */ route<AdminPasswordAnswer>()('admin/update-password', {
  method: 'PUT',
  path: '/admin/update',
  role: 'admin',
  // A wrong current password counts as a failed login does, so a stolen session cannot guess it.
  limits: LOGIN_LIMITS,
  needs: ['passwords', 'signing'],
  schemas: { body: adminUpdatePasswordBodySchema },
});

export const adminStatsRoute = /* @__PURE__ */ route<DashboardStats>()('admin/stats', {
  method: 'GET',
  path: '/admin/dashboard/stats',
  role: 'admin',
});

export const adminListSellersRoute = /* @__PURE__ */ route<SellerPage>()('admin/list-sellers', {
  method: 'GET',
  path: '/admin/sellers',
  role: 'admin',
  schemas: { query: adminPageQuerySchema },
});

export const adminApproveSellerRoute = /* @__PURE__ */ route<SellerApprovalAnswer>()('admin/approve-seller', {
  method: 'PUT',
  path: '/admin/sellers/{id}/approve',
  role: 'admin',
  schemas: { params: idParamsSchema, body: approveSellerBodySchema },
});

export const adminDeleteSellerRoute = /* @__PURE__ */ route<MessageAnswer>()('admin/delete-seller', {
  method: 'DELETE',
  path: '/admin/seller/{id}',
  role: 'admin',
  schemas: { params: idParamsSchema },
});

export const adminListRestaurantsRoute = /* @__PURE__ */ route<RestaurantAdminPage>()('admin/list-restaurants', {
  method: 'GET',
  path: '/admin/restaurants',
  role: 'admin',
  schemas: { query: adminPageQuerySchema },
});

export const adminDeleteRestaurantRoute = /* @__PURE__ */ route<MessageAnswer>()('admin/delete-restaurant', {
  method: 'DELETE',
  path: '/admin/restaurant/{id}',
  role: 'admin',
  schemas: { params: idParamsSchema },
});

export const adminListUsersRoute = /* @__PURE__ */ route<UserPage>()('admin/list-users', {
  method: 'GET',
  path: '/admin/users',
  role: 'admin',
  schemas: { query: listUsersQuerySchema },
});

/** The group, for THE route table (routes.ts). A handler imports its own route's const, never the group, so its bundle builds no other route's schemas. */
/** Logout ends every session of the account, so a token copied before it is refused too; allowed on the first login. */
export const adminLogoutRoute = /* @__PURE__ */ route<MessageAnswer>()('admin/logout', {
  method: 'POST',
  path: '/admin/logout',
  role: 'admin',
});

export const adminRoutes = {
  'admin/login': adminLoginRoute,
  'admin/update-password': adminUpdatePasswordRoute,
  'admin/stats': adminStatsRoute,
  'admin/list-sellers': adminListSellersRoute,
  'admin/approve-seller': adminApproveSellerRoute,
  'admin/delete-seller': adminDeleteSellerRoute,
  'admin/list-restaurants': adminListRestaurantsRoute,
  'admin/delete-restaurant': adminDeleteRestaurantRoute,
  'admin/list-users': adminListUsersRoute,
  'admin/logout': adminLogoutRoute,
} as const satisfies Record<string, RouteDef>;
