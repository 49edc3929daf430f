/** The admin routes of THE route table (routes.ts assembles every group). */
import { LIMITS, routesOf, type RouteDef } from '../route-def.ts';
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

export const adminRoutes = {
  // 7.6 admin
  'admin/login': route<AdminLoginAnswer>()('admin/login', {
    limits: LIMITS.login,
    needs: ['passwords', 'signing'],
    schemas: { body: adminLoginBodySchema },
  }),
  'admin/updatePassword': route<AdminPasswordAnswer>()('admin/updatePassword', {
    needs: ['passwords', 'signing'],
    schemas: { body: adminUpdatePasswordBodySchema },
  }),
  'admin/stats': route<DashboardStats>()('admin/stats', {}),
  'admin/listSellers': route<SellerPage>()('admin/listSellers', {
    schemas: { query: adminPageQuerySchema },
  }),
  'admin/approveSeller': route<SellerApprovalAnswer>()('admin/approveSeller', {
    schemas: { params: idParamsSchema, body: approveSellerBodySchema },
  }),
  'admin/deleteSeller': route<MessageAnswer>()('admin/deleteSeller', {
    schemas: { params: idParamsSchema },
  }),
  'admin/listRestaurants': route<RestaurantAdminPage>()('admin/listRestaurants', {
    schemas: { query: adminPageQuerySchema },
  }),
  'admin/deleteRestaurant': route<MessageAnswer>()('admin/deleteRestaurant', {
    schemas: { params: idParamsSchema },
  }),
  'admin/listUsers': route<UserPage>()('admin/listUsers', {
    schemas: { query: listUsersQuerySchema },
  }),
} as const satisfies Record<string, RouteDef>;
