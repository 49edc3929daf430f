import type { z } from 'zod';
import {
  adminLoginBodySchema,
  adminPageQuerySchema,
  adminUpdatePasswordBodySchema,
  approveSellerBodySchema,
  listUsersQuerySchema,
  type AdminLoginAnswer,
  type AdminPasswordAnswer,
  type AllOrdersPage,
  type DashboardStats,
  type RestaurantAdminPage,
  type SellerApprovalAnswer,
  type SellerPage,
  type UserPage,
} from './admin.ts';
import {
  coordsQuerySchema,
  listFoodsQuerySchema,
  listRestaurantsQuerySchema,
  pincodeParamsSchema,
  restaurantFoodsQuerySchema,
  reverseGeocodeQuerySchema,
  type Category,
  type CategoryList,
  type Coordinates,
  type Food,
  type FoodDetail,
  type FoodPage,
  type PincodeResult,
  type RestaurantMenu,
  type RestaurantPage,
  type ReverseGeocodeResult,
} from './catalogue.ts';
import {
  addToCartBodySchema,
  removeFromCartBodySchema,
  updateCartBodySchema,
  type Cart,
  type CartChange,
} from './cart.ts';
import { idParamsSchema } from './common.ts';
import {
  createOrderBodySchema,
  createPaymentBodySchema,
  myOrdersQuerySchema,
  submitReviewBodySchema,
  verifyPaymentBodySchema,
  type LatestShipping,
  type OrderCreated,
  type OrderPage,
  type PaymentKey,
  type PaymentOrder,
} from './orders.ts';
import {
  forgotPasswordBodySchema,
  loginBodySchema,
  registerBodySchema,
  resetPasswordBodySchema,
  updateLocationBodySchema,
  verifyBodySchema,
  verifyResetOtpBodySchema,
  type LocationAnswer,
  type LoginAnswer,
  type MessageAnswer,
  type ResetOtpAnswer,
  type UserInfo,
} from './users.ts';
import {
  addCategoryBodySchema,
  addFoodBodySchema,
  editFoodBodySchema,
  sellerFoodsQuerySchema,
  sellerOrdersQuerySchema,
  sellerSignupBodySchema,
  updateOrderStatusBodySchema,
  updateProfileBodySchema,
  type FoodSaved,
  type OrderStatusChanged,
  type ProfileUpdated,
  type SellerFoodPage,
  type SellerOrderPage,
  type SellerProfile,
  type SellerStats,
} from './seller.ts';

export type Role = 'public' | 'customer' | 'seller' | 'admin';
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

export interface RouteSchemas {
  body?: z.ZodType;
  query?: z.ZodType;
  params?: z.ZodType;
}

/**
 * What a route's function needs beyond the table, so the cloud grants exactly that:
 * `mail` sends through SES, `passwords` hashes with scrypt (needs memory), `signing` issues tokens,
 * `payments` calls Stripe with the secret key.
 */
export type RouteNeed = 'mail' | 'passwords' | 'signing' | 'payments';

export interface RateLimitRule {
  /** Counted per client IP address, per email in the body, or per email from one address. */
  by: 'ip' | 'email' | 'emailAndIp';
  max: number;
  windowSeconds: number;
  /** 'failures': only answers that refuse the credentials (401) count, and a success clears the email's count. */
  counts?: 'failures';
}

/**
 * Abuse limits (OWASP authentication and credential-stuffing guidance): a person retrying is never
 * stopped, a script is. The README's security section lists them.
 */
export const LIMITS = {
  /**
   * Failed logins only, per email from one address (so a stranger's failures elsewhere never lock the
   * owner out) and per address across emails (credential stuffing); a success or a reset clears them.
   */
  login: [
    { by: 'emailAndIp', max: 10, windowSeconds: 900, counts: 'failures' },
    { by: 'ip', max: 50, windowSeconds: 900, counts: 'failures' },
  ],
  otpSend: [
    { by: 'email', max: 5, windowSeconds: 3600 },
    { by: 'ip', max: 20, windowSeconds: 3600 },
  ],
  otpCheck: [
    { by: 'email', max: 10, windowSeconds: 900 },
    { by: 'ip', max: 50, windowSeconds: 900 },
  ],
} as const satisfies Record<string, readonly RateLimitRule[]>;

export interface RouteDef {
  method: HttpMethod;
  /** API Gateway path syntax: `/api/foods/get/{id}`. */
  path: string;
  /** `functions/src/handlers/<handler>.ts` */
  handler: string;
  role: Role;
  /** false: a later issue writes the handler; the route answers 501 until then, never 200. */
  served: boolean;
  schemas?: RouteSchemas;
  /** The body is kept as raw text (a signed webhook). */
  rawBody?: boolean;
  needs?: readonly RouteNeed[];
  /** Abuse limits, checked after validation and before the domain call (429 past them). */
  limits?: readonly RateLimitRule[];
  /** Table access; by default GET reads and every other method reads and writes. */
  data?: 'none' | 'read' | 'readWrite';
}

/** A route whose answer has type `Res` (type-level only; nothing is stored). */
type Typed<D extends RouteDef, Res> = D & { readonly __response?: Res };
const route =
  <Res = unknown>() =>
  <const D extends RouteDef>(definition: D): Typed<D, Res> =>
    definition;

/**
 * THE route table (DESIGN section 4): every route of the product, once.
 * infra makes one API route and one Lambda per entry, the local gateway serves the same entries,
 * the web's API client is typed from it and the generic tests walk it.
 */
export const routes = {
  // 7.1 customer accounts
  'users/login': route<LoginAnswer>()({
    method: 'POST',
    path: '/api/users/login',
    handler: 'users/login',
    role: 'public',
    served: true,
    limits: LIMITS.login,
    needs: ['passwords', 'signing'],
    schemas: { body: loginBodySchema },
  }),
  'users/register': route<MessageAnswer>()({
    method: 'POST',
    path: '/api/users/register',
    handler: 'users/register',
    role: 'public',
    served: true,
    limits: LIMITS.otpSend,
    needs: ['mail', 'passwords'],
    schemas: { body: registerBodySchema },
  }),
  'users/verify': route<MessageAnswer>()({
    method: 'POST',
    path: '/api/users/verify',
    handler: 'users/verify',
    role: 'public',
    served: true,
    limits: LIMITS.otpCheck,
    schemas: { body: verifyBodySchema },
  }),
  'users/forgotPassword': route<MessageAnswer>()({
    method: 'POST',
    path: '/api/users/forgot-password',
    handler: 'users/forgotPassword',
    role: 'public',
    served: true,
    limits: LIMITS.otpSend,
    needs: ['mail'],
    schemas: { body: forgotPasswordBodySchema },
  }),
  'users/verifyResetOtp': route<ResetOtpAnswer>()({
    method: 'POST',
    path: '/api/users/verify-reset-otp',
    handler: 'users/verifyResetOtp',
    role: 'public',
    served: true,
    limits: LIMITS.otpCheck,
    schemas: { body: verifyResetOtpBodySchema },
  }),
  'users/resetPassword': route<MessageAnswer>()({
    method: 'POST',
    path: '/api/users/reset-password',
    handler: 'users/resetPassword',
    role: 'public',
    served: true,
    limits: LIMITS.otpCheck,
    needs: ['passwords'],
    schemas: { body: resetPasswordBodySchema },
  }),
  'users/userInfo': route<UserInfo>()({
    method: 'GET',
    path: '/api/users/user-info',
    handler: 'users/userInfo',
    role: 'customer',
    served: true,
  }),
  'users/updateLocation': route<LocationAnswer>()({
    method: 'PUT',
    path: '/api/users/update-location',
    handler: 'users/updateLocation',
    role: 'customer',
    served: true,
    schemas: { body: updateLocationBodySchema },
  }),

  // 7.2 catalogue and the offline geography (DESIGN section 9)
  'catalogue/listRestaurants': route<RestaurantPage>()({
    method: 'GET',
    path: '/api/restaurant/get',
    handler: 'catalogue/listRestaurants',
    role: 'public',
    served: true,
    schemas: { query: listRestaurantsQuerySchema },
  }),
  'catalogue/listCategories': route<CategoryList>()({
    method: 'GET',
    path: '/api/categories/get',
    handler: 'catalogue/listCategories',
    role: 'public',
    served: true,
  }),
  'catalogue/listFoods': route<FoodPage>()({
    method: 'GET',
    path: '/api/foods/get',
    handler: 'catalogue/listFoods',
    role: 'public',
    served: true,
    schemas: { query: listFoodsQuerySchema },
  }),
  'catalogue/getFood': route<FoodDetail>()({
    method: 'GET',
    path: '/api/foods/get/{id}',
    handler: 'catalogue/getFood',
    role: 'public',
    served: true,
    schemas: { params: idParamsSchema },
  }),
  'catalogue/listRestaurantFoods': route<RestaurantMenu>()({
    method: 'GET',
    path: '/api/foods/get/byRestaurant/{id}',
    handler: 'catalogue/listRestaurantFoods',
    role: 'public',
    served: true,
    schemas: { params: idParamsSchema, query: restaurantFoodsQuerySchema },
  }),
  'geo/coords': route<Coordinates>()({
    method: 'GET',
    path: '/api/geocode/coords',
    handler: 'geo/coords',
    role: 'public',
    served: true,
    data: 'none',
    schemas: { query: coordsQuerySchema },
  }),
  'geo/reverse': route<ReverseGeocodeResult>()({
    method: 'GET',
    path: '/api/geocode/reverse',
    handler: 'geo/reverse',
    role: 'public',
    served: true,
    data: 'none',
    schemas: { query: reverseGeocodeQuerySchema },
  }),
  'geo/pincode': route<PincodeResult>()({
    method: 'GET',
    path: '/api/geocode/pincode/{pincode}',
    handler: 'geo/pincode',
    role: 'public',
    served: true,
    data: 'none',
    schemas: { params: pincodeParamsSchema },
  }),

  // 7.3 cart
  'cart/get': route<Cart>()({
    method: 'GET',
    path: '/api/cart/get/user',
    handler: 'cart/get',
    role: 'customer',
    served: true,
  }),
  'cart/add': route<CartChange>()({
    method: 'POST',
    path: '/api/cart/add',
    handler: 'cart/add',
    role: 'customer',
    served: true,
    schemas: { body: addToCartBodySchema },
  }),
  'cart/update': route<CartChange>()({
    method: 'PUT',
    path: '/api/cart/update',
    handler: 'cart/update',
    role: 'customer',
    served: true,
    schemas: { body: updateCartBodySchema },
  }),
  'cart/remove': route<CartChange>()({
    method: 'DELETE',
    path: '/api/cart/delete',
    handler: 'cart/remove',
    role: 'customer',
    served: true,
    schemas: { body: removeFromCartBodySchema },
  }),
  'cart/clear': route<{ message: string; cart: Cart }>()({
    method: 'POST',
    path: '/api/cart/clear',
    handler: 'cart/clear',
    role: 'customer',
    served: true,
  }),

  // 7.4 orders, payment and reviews
  'orders/latestShipping': route<LatestShipping>()({
    method: 'GET',
    path: '/api/order/latest-shipping',
    handler: 'orders/latestShipping',
    role: 'customer',
    served: true,
  }),
  'payment/getKey': route<PaymentKey>()({
    method: 'GET',
    path: '/api/payment/get-key',
    handler: 'payment/getKey',
    role: 'customer',
    served: true,
    data: 'none',
  }),
  'payment/createOrder': route<PaymentOrder>()({
    method: 'POST',
    path: '/api/payment/create-order',
    handler: 'payment/createOrder',
    role: 'customer',
    served: true,
    needs: ['payments'],
    schemas: { body: createPaymentBodySchema },
  }),
  'payment/verify': route<OrderCreated>()({
    method: 'POST',
    path: '/api/payment/verify',
    handler: 'payment/verify',
    role: 'customer',
    served: true,
    needs: ['payments', 'mail'],
    schemas: { body: verifyPaymentBodySchema },
  }),
  'payment/webhook': route<{ received: true }>()({
    method: 'POST',
    path: '/api/payment/webhook',
    handler: 'payment/webhook',
    role: 'public',
    served: true,
    rawBody: true,
    needs: ['payments', 'mail'],
  }),
  'orders/create': route<OrderCreated>()({
    method: 'POST',
    path: '/api/order/create',
    handler: 'orders/create',
    role: 'customer',
    served: true,
    needs: ['payments', 'mail'],
    schemas: { body: createOrderBodySchema },
  }),
  'orders/mine': route<OrderPage>()({
    method: 'GET',
    path: '/api/order/getMyOrder',
    handler: 'orders/mine',
    role: 'customer',
    served: true,
    schemas: { query: myOrdersQuerySchema },
  }),
  'reviews/submit': route<MessageAnswer>()({
    method: 'POST',
    path: '/api/reviews/submit',
    handler: 'reviews/submit',
    role: 'customer',
    served: true,
    schemas: { body: submitReviewBodySchema },
  }),
  'orders/all': route<AllOrdersPage>()({
    method: 'GET',
    path: '/api/order/orders',
    handler: 'orders/all',
    role: 'admin',
    served: true,
    schemas: { query: adminPageQuerySchema },
  }),

  // 7.6 admin
  'admin/login': route<AdminLoginAnswer>()({
    method: 'POST',
    path: '/admin/login',
    handler: 'admin/login',
    role: 'public',
    served: true,
    limits: LIMITS.login,
    needs: ['passwords', 'signing'],
    schemas: { body: adminLoginBodySchema },
  }),
  'admin/updatePassword': route<AdminPasswordAnswer>()({
    method: 'PUT',
    path: '/admin/update',
    handler: 'admin/updatePassword',
    role: 'admin',
    served: true,
    needs: ['passwords', 'signing'],
    schemas: { body: adminUpdatePasswordBodySchema },
  }),
  'admin/stats': route<DashboardStats>()({
    method: 'GET',
    path: '/admin/dashboard/stats',
    handler: 'admin/stats',
    role: 'admin',
    served: true,
  }),
  'admin/listSellers': route<SellerPage>()({
    method: 'GET',
    path: '/admin/sellers',
    handler: 'admin/listSellers',
    role: 'admin',
    served: true,
    schemas: { query: adminPageQuerySchema },
  }),
  'admin/approveSeller': route<SellerApprovalAnswer>()({
    method: 'PUT',
    path: '/admin/sellers/{id}/approve',
    handler: 'admin/approveSeller',
    role: 'admin',
    served: true,
    schemas: { params: idParamsSchema, body: approveSellerBodySchema },
  }),
  'admin/deleteSeller': route<MessageAnswer>()({
    method: 'DELETE',
    path: '/admin/seller/{id}',
    handler: 'admin/deleteSeller',
    role: 'admin',
    served: true,
    schemas: { params: idParamsSchema },
  }),
  'admin/listRestaurants': route<RestaurantAdminPage>()({
    method: 'GET',
    path: '/admin/restaurants',
    handler: 'admin/listRestaurants',
    role: 'admin',
    served: true,
    schemas: { query: adminPageQuerySchema },
  }),
  'admin/deleteRestaurant': route<MessageAnswer>()({
    method: 'DELETE',
    path: '/admin/restaurant/{id}',
    handler: 'admin/deleteRestaurant',
    role: 'admin',
    served: true,
    schemas: { params: idParamsSchema },
  }),
  'admin/listUsers': route<UserPage>()({
    method: 'GET',
    path: '/admin/users',
    handler: 'admin/listUsers',
    role: 'admin',
    served: true,
    schemas: { query: listUsersQuerySchema },
  }),

  // 7.7 seller
  'seller/signup': route<MessageAnswer>()({
    method: 'POST',
    path: '/seller/signup',
    handler: 'seller/signup',
    role: 'public',
    served: true,
    // The customer sign-up's limits: each sign-up costs a password hash and sends a code.
    limits: LIMITS.otpSend,
    needs: ['mail', 'passwords'],
    schemas: { body: sellerSignupBodySchema },
  }),
  // Not in the spec (DESIGN 12): a seller's sign-up is confirmed with a mailed code, as a customer's is.
  'seller/verify': route<MessageAnswer>()({
    method: 'POST',
    path: '/seller/verify',
    handler: 'seller/verify',
    role: 'public',
    served: true,
    limits: LIMITS.otpCheck,
    schemas: { body: verifyBodySchema },
  }),
  'seller/login': route<LoginAnswer>()({
    method: 'POST',
    path: '/seller/login',
    handler: 'seller/login',
    role: 'public',
    served: true,
    limits: LIMITS.login,
    needs: ['passwords', 'signing'],
    schemas: { body: loginBodySchema },
  }),
  'seller/listFoods': route<SellerFoodPage>()({
    method: 'GET',
    path: '/seller/foods',
    handler: 'seller/listFoods',
    role: 'seller',
    served: true,
    schemas: { query: sellerFoodsQuerySchema },
  }),
  'seller/addFood': route<FoodSaved>()({
    method: 'POST',
    path: '/seller/foods',
    handler: 'seller/addFood',
    role: 'seller',
    served: true,
    schemas: { body: addFoodBodySchema },
  }),
  'seller/getFood': route<Food>()({
    method: 'GET',
    path: '/seller/foods/{id}',
    handler: 'seller/getFood',
    role: 'seller',
    served: true,
    schemas: { params: idParamsSchema },
  }),
  'seller/editFood': route<FoodSaved>()({
    method: 'PUT',
    path: '/seller/foods/{id}',
    handler: 'seller/editFood',
    role: 'seller',
    served: true,
    schemas: { params: idParamsSchema, body: editFoodBodySchema },
  }),
  'seller/deleteFood': route<MessageAnswer>()({
    method: 'DELETE',
    path: '/seller/foods/{id}',
    handler: 'seller/deleteFood',
    role: 'seller',
    served: true,
    schemas: { params: idParamsSchema },
  }),
  'seller/addCategory': route<Category>()({
    method: 'POST',
    path: '/api/categories/add',
    handler: 'seller/addCategory',
    role: 'seller',
    served: true,
    schemas: { body: addCategoryBodySchema },
  }),
  'seller/listOrders': route<SellerOrderPage>()({
    method: 'GET',
    path: '/seller/orders',
    handler: 'seller/listOrders',
    role: 'seller',
    served: true,
    schemas: { query: sellerOrdersQuerySchema },
  }),
  'seller/updateOrderStatus': route<OrderStatusChanged>()({
    method: 'PUT',
    path: '/seller/orders/{id}/status',
    handler: 'seller/updateOrderStatus',
    role: 'seller',
    served: true,
    needs: ['mail'],
    schemas: { params: idParamsSchema, body: updateOrderStatusBodySchema },
  }),
  'seller/stats': route<SellerStats>()({
    method: 'GET',
    path: '/seller/dashboard/stats',
    handler: 'seller/stats',
    role: 'seller',
    served: true,
  }),
  'seller/getProfile': route<SellerProfile>()({
    method: 'GET',
    path: '/seller/profile',
    handler: 'seller/getProfile',
    role: 'seller',
    served: true,
  }),
  'seller/updateProfile': route<ProfileUpdated>()({
    method: 'PUT',
    path: '/seller/profile',
    handler: 'seller/updateProfile',
    role: 'seller',
    served: true,
    schemas: { body: updateProfileBodySchema },
  }),
} as const satisfies Record<string, RouteDef>;

export type RouteId = keyof typeof routes;
export type ResponseOf<K extends RouteId> = NonNullable<(typeof routes)[K]['__response']>;

export const routeList: readonly RouteDef[] = Object.values(routes);

/** Fills `{name}` placeholders of a route path. */
export function pathFor(path: string, params: Record<string, string> = {}): string {
  return path.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(params[name] ?? ''));
}
