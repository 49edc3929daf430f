/** The seller routes of THE route table, each declared once here: method, path, role, schemas, limits and needs (routes.ts assembles every group). */
import {
  LOGIN_LIMITS,
  OTP_CHECK_LIMITS,
  OTP_SEND_LIMITS,
  SELLER_WRITE_LIMITS,
  route,
  type RouteDef,
} from '../route-def.ts';
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
import {
  type CodeRequestAnswer,
  forgotPasswordBodySchema,
  type LoginAnswer,
  loginBodySchema,
  type MessageAnswer,
  type ResetOtpAnswer,
  resetPasswordBodySchema,
  verifyBodySchema,
  verifyResetOtpBodySchema,
} from '../users.ts';

// docs/product.md#seller-calls
export const sellerSignupRoute = /* @__PURE__ */ route<CodeRequestAnswer>()('seller/signup', {
  method: 'POST',
  path: '/seller/signup',
  role: 'public',
  // The customer sign-up's limits: each sign-up costs a password hash and sends a code.
  limits: OTP_SEND_LIMITS,
  needs: ['mail', 'passwords'],
  schemas: { body: sellerSignupBodySchema },
});

// Not in the spec (docs/differences.md#accounts-and-codes): a seller's sign-up is confirmed with a mailed code, as a customer's is.
export const sellerVerifyRoute = /* @__PURE__ */ route<MessageAnswer>()('seller/verify', {
  method: 'POST',
  path: '/seller/verify',
  role: 'public',
  limits: OTP_CHECK_LIMITS,
  schemas: { body: verifyBodySchema },
});

export const sellerLoginRoute = /* @__PURE__ */ route<LoginAnswer>()('seller/login', {
  method: 'POST',
  path: '/seller/login',
  role: 'public',
  limits: LOGIN_LIMITS,
  needs: ['passwords', 'signing'],
  schemas: { body: loginBodySchema },
});

// Not in the spec: the customer's password reset, for a seller's account (its own codes and tokens).
export const sellerForgotPasswordRoute = /* @__PURE__ */ route<CodeRequestAnswer>()('seller/forgot-password', {
  method: 'POST',
  path: '/seller/forgot-password',
  role: 'public',
  limits: OTP_SEND_LIMITS,
  needs: ['mail'],
  schemas: { body: forgotPasswordBodySchema },
});

export const sellerVerifyResetOtpRoute = /* @__PURE__ */ route<ResetOtpAnswer>()('seller/verify-reset-otp', {
  method: 'POST',
  path: '/seller/verify-reset-otp',
  role: 'public',
  limits: OTP_CHECK_LIMITS,
  schemas: { body: verifyResetOtpBodySchema },
});

export const sellerResetPasswordRoute = /* @__PURE__ */ route<MessageAnswer>()('seller/reset-password', {
  method: 'POST',
  path: '/seller/reset-password',
  role: 'public',
  limits: OTP_CHECK_LIMITS,
  needs: ['passwords'],
  schemas: { body: resetPasswordBodySchema },
});

export const sellerListFoodsRoute = /* @__PURE__ */ route<SellerFoodPage>()('seller/list-foods', {
  method: 'GET',
  path: '/seller/foods',
  role: 'seller',
  schemas: { query: sellerFoodsQuerySchema },
});

export const sellerAddFoodRoute = /* @__PURE__ */ route<FoodSaved>()('seller/add-food', {
  method: 'POST',
  path: '/seller/foods',
  role: 'seller',
  schemas: { body: addFoodBodySchema },
  limits: SELLER_WRITE_LIMITS,
  needs: ['photoImports'],
});

export const sellerGetFoodRoute = /* @__PURE__ */ route<Food>()('seller/get-food', {
  method: 'GET',
  path: '/seller/foods/{id}',
  role: 'seller',
  schemas: { params: idParamsSchema },
});

export const sellerEditFoodRoute = /* @__PURE__ */ route<FoodSaved>()('seller/edit-food', {
  method: 'PUT',
  path: '/seller/foods/{id}',
  role: 'seller',
  schemas: { params: idParamsSchema, body: editFoodBodySchema },
  limits: SELLER_WRITE_LIMITS,
  needs: ['photoImports'],
});

export const sellerDeleteFoodRoute = /* @__PURE__ */ route<MessageAnswer>()('seller/delete-food', {
  method: 'DELETE',
  path: '/seller/foods/{id}',
  role: 'seller',
  schemas: { params: idParamsSchema },
  limits: SELLER_WRITE_LIMITS,
});

export const sellerAddCategoryRoute = /* @__PURE__ */ route<Category>()('seller/add-category', {
  method: 'POST',
  path: '/api/categories/add',
  role: 'seller',
  schemas: { body: addCategoryBodySchema },
  limits: SELLER_WRITE_LIMITS,
  needs: ['photoImports'],
});

export const sellerListOrdersRoute = /* @__PURE__ */ route<SellerOrderPage>()('seller/list-orders', {
  method: 'GET',
  path: '/seller/orders',
  role: 'seller',
  schemas: { query: sellerOrdersQuerySchema },
});

export const sellerUpdateOrderStatusRoute = /* @__PURE__ */ route<OrderStatusChanged>()('seller/update-order-status', {
  method: 'PUT',
  path: '/seller/orders/{id}/status',
  role: 'seller',
  needs: ['mail'],
  schemas: { params: idParamsSchema, body: updateOrderStatusBodySchema },
});

// Beyond the spec (README): a restaurant rejects a Pending order, saying why.
export const sellerRejectOrderRoute = /* @__PURE__ */ route<OrderEnded>()('seller/reject-order', {
  method: 'PUT',
  path: '/seller/orders/{id}/reject',
  role: 'seller',
  needs: ['payments', 'mail'],
  schemas: { params: idParamsSchema, body: rejectOrderBodySchema },
});

export const sellerStatsRoute = /* @__PURE__ */ route<SellerStats>()('seller/stats', {
  method: 'GET',
  path: '/seller/dashboard/stats',
  role: 'seller',
});

export const sellerGetProfileRoute = /* @__PURE__ */ route<SellerProfile>()('seller/get-profile', {
  method: 'GET',
  path: '/seller/profile',
  role: 'seller',
});

export const sellerUpdateProfileRoute = /* @__PURE__ */ route<ProfileUpdated>()('seller/update-profile', {
  method: 'PUT',
  path: '/seller/profile',
  role: 'seller',
  schemas: { body: updateProfileBodySchema },
  limits: SELLER_WRITE_LIMITS,
  needs: ['photoImports'],
});

// Beyond the spec (README): weekly opening hours and the pause switch.
export const sellerUpdateHoursRoute = /* @__PURE__ */ route<HoursSaved>()('seller/update-hours', {
  method: 'PUT',
  path: '/seller/hours',
  role: 'seller',
  schemas: { body: updateHoursBodySchema },
  limits: SELLER_WRITE_LIMITS,
});

// Beyond the spec: a photo goes straight to the bucket through a presigned POST; its status tells when it is ready.
export const sellerCreateUploadRoute = /* @__PURE__ */ route<UploadForm>()('seller/create-upload', {
  method: 'POST',
  path: '/seller/uploads',
  role: 'seller',
  needs: ['photoUploads'],
  data: 'read',
  schemas: { body: createUploadBodySchema },
});

export const sellerGetUploadRoute = /* @__PURE__ */ route<UploadStatus>()('seller/get-upload', {
  method: 'GET',
  path: '/seller/uploads/{id}',
  role: 'seller',
  needs: ['photoStatus'],
  schemas: { params: uploadParamsSchema },
});

/** The group, for THE route table (routes.ts). A handler imports its own route's const, never the group, so its bundle builds no other route's schemas. */
/** Logout ends every session of the account, so a token copied before it is refused too. */
export const sellerLogoutRoute = /* @__PURE__ */ route<MessageAnswer>()('seller/logout', {
  method: 'POST',
  path: '/seller/logout',
  role: 'seller',
});

export const sellerRoutes = {
  'seller/signup': sellerSignupRoute,
  'seller/verify': sellerVerifyRoute,
  'seller/login': sellerLoginRoute,
  'seller/forgot-password': sellerForgotPasswordRoute,
  'seller/verify-reset-otp': sellerVerifyResetOtpRoute,
  'seller/reset-password': sellerResetPasswordRoute,
  'seller/list-foods': sellerListFoodsRoute,
  'seller/add-food': sellerAddFoodRoute,
  'seller/get-food': sellerGetFoodRoute,
  'seller/edit-food': sellerEditFoodRoute,
  'seller/delete-food': sellerDeleteFoodRoute,
  'seller/add-category': sellerAddCategoryRoute,
  'seller/list-orders': sellerListOrdersRoute,
  'seller/update-order-status': sellerUpdateOrderStatusRoute,
  'seller/reject-order': sellerRejectOrderRoute,
  'seller/stats': sellerStatsRoute,
  'seller/get-profile': sellerGetProfileRoute,
  'seller/update-profile': sellerUpdateProfileRoute,
  'seller/update-hours': sellerUpdateHoursRoute,
  'seller/create-upload': sellerCreateUploadRoute,
  'seller/get-upload': sellerGetUploadRoute,
  'seller/logout': sellerLogoutRoute,
} as const satisfies Record<string, RouteDef>;
