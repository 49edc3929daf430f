/** The seller routes of THE route table (routes.ts assembles every group). */
import { LIMITS, routesOf, type RouteDef } from '../route-def.ts';
import { sellerEndpoints } from '../endpoints.ts';
import type { Category, Food } from '../catalogue.ts';
import { idParamsSchema } from '../common.ts';
import { type OrderEnded, rejectOrderBodySchema } from '../orders.ts';
import {
  addCategoryBodySchema,
  addFoodBodySchema,
  editFoodBodySchema,
  type FoodSaved,
  type OrderStatusChanged,
  type ProfileUpdated,
  type SellerFoodPage,
  sellerFoodsQuerySchema,
  type SellerOrderPage,
  sellerOrdersQuerySchema,
  type SellerProfile,
  sellerSignupBodySchema,
  type SellerStats,
  updateOrderStatusBodySchema,
  updateProfileBodySchema,
  updateHoursBodySchema,
  type HoursSaved,
  createUploadBodySchema,
  type UploadForm,
  uploadParamsSchema,
  type UploadStatus,
} from '../seller.ts';
import { type LoginAnswer, loginBodySchema, type MessageAnswer, verifyBodySchema } from '../users.ts';

const route = routesOf(sellerEndpoints);

export const sellerRoutes = {
  // 7.7 seller
  'seller/signup': route<MessageAnswer>()('seller/signup', {
    // The customer sign-up's limits: each sign-up costs a password hash and sends a code.
    limits: LIMITS.otpSend,
    needs: ['mail', 'passwords'],
    schemas: { body: sellerSignupBodySchema },
  }),
  // Not in the spec (DESIGN 12): a seller's sign-up is confirmed with a mailed code, as a customer's is.
  'seller/verify': route<MessageAnswer>()('seller/verify', {
    limits: LIMITS.otpCheck,
    schemas: { body: verifyBodySchema },
  }),
  'seller/login': route<LoginAnswer>()('seller/login', {
    limits: LIMITS.login,
    needs: ['passwords', 'signing'],
    schemas: { body: loginBodySchema },
  }),
  'seller/listFoods': route<SellerFoodPage>()('seller/listFoods', {
    schemas: { query: sellerFoodsQuerySchema },
  }),
  'seller/addFood': route<FoodSaved>()('seller/addFood', {
    schemas: { body: addFoodBodySchema },
  }),
  'seller/getFood': route<Food>()('seller/getFood', {
    schemas: { params: idParamsSchema },
  }),
  'seller/editFood': route<FoodSaved>()('seller/editFood', {
    schemas: { params: idParamsSchema, body: editFoodBodySchema },
  }),
  'seller/deleteFood': route<MessageAnswer>()('seller/deleteFood', {
    schemas: { params: idParamsSchema },
  }),
  'seller/addCategory': route<Category>()('seller/addCategory', {
    schemas: { body: addCategoryBodySchema },
  }),
  'seller/listOrders': route<SellerOrderPage>()('seller/listOrders', {
    schemas: { query: sellerOrdersQuerySchema },
  }),
  'seller/updateOrderStatus': route<OrderStatusChanged>()('seller/updateOrderStatus', {
    needs: ['mail'],
    schemas: { params: idParamsSchema, body: updateOrderStatusBodySchema },
  }),
  'seller/rejectOrder': route<OrderEnded>()('seller/rejectOrder', {
    needs: ['payments', 'mail'],
    schemas: { params: idParamsSchema, body: rejectOrderBodySchema },
  }),
  'seller/stats': route<SellerStats>()('seller/stats', {}),
  'seller/getProfile': route<SellerProfile>()('seller/getProfile', {}),
  'seller/updateProfile': route<ProfileUpdated>()('seller/updateProfile', {
    schemas: { body: updateProfileBodySchema },
  }),
  'seller/updateHours': route<HoursSaved>()('seller/updateHours', {
    schemas: { body: updateHoursBodySchema },
  }),
  'seller/createUpload': route<UploadForm>()('seller/createUpload', {
    needs: ['photos'],
    data: 'read',
    schemas: { body: createUploadBodySchema },
  }),
  'seller/getUpload': route<UploadStatus>()('seller/getUpload', {
    needs: ['photos'],
    schemas: { params: uploadParamsSchema },
  }),
} as const satisfies Record<string, RouteDef>;
