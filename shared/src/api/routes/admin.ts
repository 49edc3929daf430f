/** The admin routes of THE route table (routes.ts assembles every group). */
import { LOGIN_LIMITS, routesOf, type RouteDef } from '../route-def.ts';
import { adminEndpoints } from '../endpoints.ts';
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

const route = routesOf(adminEndpoints);

// 7.6 admin
export const adminLoginRoute = /* @__PURE__ */ route<AdminLoginAnswer>()('admin/login', {
  limits: LOGIN_LIMITS,
  needs: ['passwords', 'signing'],
  schemas: { body: adminLoginBodySchema },
});

export const adminUpdatePasswordRoute = /* @__PURE__ */ route<AdminPasswordAnswer>()('admin/updatePassword', {
  // A wrong current password counts as a failed login does, so a stolen session cannot guess it.
  limits: LOGIN_LIMITS,
  needs: ['passwords', 'signing'],
  schemas: { body: adminUpdatePasswordBodySchema },
});

export const adminStatsRoute = /* @__PURE__ */ route<DashboardStats>()('admin/stats', {});

export const adminListSellersRoute = /* @__PURE__ */ route<SellerPage>()('admin/listSellers', {
  schemas: { query: adminPageQuerySchema },
});

export const adminApproveSellerRoute = /* @__PURE__ */ route<SellerApprovalAnswer>()('admin/approveSeller', {
  schemas: { params: idParamsSchema, body: approveSellerBodySchema },
});

export const adminDeleteSellerRoute = /* @__PURE__ */ route<MessageAnswer>()('admin/deleteSeller', {
  schemas: { params: idParamsSchema },
});

export const adminListRestaurantsRoute = /* @__PURE__ */ route<RestaurantAdminPage>()('admin/listRestaurants', {
  schemas: { query: adminPageQuerySchema },
});

export const adminDeleteRestaurantRoute = /* @__PURE__ */ route<MessageAnswer>()('admin/deleteRestaurant', {
  schemas: { params: idParamsSchema },
});

export const adminListUsersRoute = /* @__PURE__ */ route<UserPage>()('admin/listUsers', {
  schemas: { query: listUsersQuerySchema },
});

/** The group, for THE route table (routes.ts). A handler imports its own route's const, never the group, so its bundle builds no other route's schemas. */
export const adminRoutes = {
  'admin/login': adminLoginRoute,
  'admin/updatePassword': adminUpdatePasswordRoute,
  'admin/stats': adminStatsRoute,
  'admin/listSellers': adminListSellersRoute,
  'admin/approveSeller': adminApproveSellerRoute,
  'admin/deleteSeller': adminDeleteSellerRoute,
  'admin/listRestaurants': adminListRestaurantsRoute,
  'admin/deleteRestaurant': adminDeleteRestaurantRoute,
  'admin/listUsers': adminListUsersRoute,
} as const satisfies Record<string, RouteDef>;
