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
  type ReviewPage,
  listCategoriesQuerySchema,
} from './catalogue.ts';
import {
  addToCartBodySchema,
  reorderBodySchema,
  removeFromCartBodySchema,
  updateCartBodySchema,
  type Cart,
  type CartChange,
  type Reordered,
} from './cart.ts';
import { idParamsSchema, pageQuerySchema } from './common.ts';
import {
  cancelOrderBodySchema,
  createOrderBodySchema,
  rejectOrderBodySchema,
  createPaymentBodySchema,
  myOrdersQuerySchema,
  submitReviewBodySchema,
  verifyPaymentBodySchema,
  type LatestShipping,
  type OrderCreated,
  type OrderEnded,
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
  updateHoursBodySchema,
  type HoursSaved,
  type FoodSaved,
  type OrderStatusChanged,
  type ProfileUpdated,
  type SellerFoodPage,
  type SellerOrderPage,
  type SellerProfile,
  type SellerStats,
} from './seller.ts';

import { endpoints, type EndpointId, type HttpMethod, type Role } from './endpoints.ts';

export type { HttpMethod, Role } from './endpoints.ts';

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
type Typed<D, Res> = D & { readonly __response?: Res };
/** The rest of a route: everything its endpoint does not say. */
type RouteDetails = Omit<RouteDef, 'method' | 'path' | 'role' | 'handler'>;
/** A route: its endpoint (endpoints.ts), its handler file (named as its id) and its details. */
const route =
  <Res = unknown>() =>
  <const K extends EndpointId, const D extends RouteDetails>(
    id: K,
    details: D,
  ): Typed<{ handler: K } & (typeof endpoints)[K] & D, Res> =>
    ({ handler: id, ...endpoints[id], ...details }) as Typed<{ handler: K } & (typeof endpoints)[K] & D, Res>;

/**
 * THE route table (DESIGN section 4): every route of the product, once.
 * infra makes one API route and one Lambda per entry, the local gateway serves the same entries,
 * the web's API client is typed from it and the generic tests walk it.
 */
export const routes = {
  // 7.1 customer accounts
  'users/login': route<LoginAnswer>()('users/login', {
    limits: LIMITS.login,
    needs: ['passwords', 'signing'],
    schemas: { body: loginBodySchema },
  }),
  'users/register': route<MessageAnswer>()('users/register', {
    limits: LIMITS.otpSend,
    needs: ['mail', 'passwords'],
    schemas: { body: registerBodySchema },
  }),
  'users/verify': route<MessageAnswer>()('users/verify', {
    limits: LIMITS.otpCheck,
    schemas: { body: verifyBodySchema },
  }),
  'users/forgotPassword': route<MessageAnswer>()('users/forgotPassword', {
    limits: LIMITS.otpSend,
    needs: ['mail'],
    schemas: { body: forgotPasswordBodySchema },
  }),
  'users/verifyResetOtp': route<ResetOtpAnswer>()('users/verifyResetOtp', {
    limits: LIMITS.otpCheck,
    schemas: { body: verifyResetOtpBodySchema },
  }),
  'users/resetPassword': route<MessageAnswer>()('users/resetPassword', {
    limits: LIMITS.otpCheck,
    needs: ['passwords'],
    schemas: { body: resetPasswordBodySchema },
  }),
  'users/userInfo': route<UserInfo>()('users/userInfo', {}),
  'users/updateLocation': route<LocationAnswer>()('users/updateLocation', {
    schemas: { body: updateLocationBodySchema },
  }),

  // 7.2 catalogue and the offline geography (DESIGN section 9)
  'catalogue/listRestaurants': route<RestaurantPage>()('catalogue/listRestaurants', {
    schemas: { query: listRestaurantsQuerySchema },
  }),
  'catalogue/listCategories': route<CategoryList>()('catalogue/listCategories', {
    schemas: { query: listCategoriesQuerySchema },
  }),
  'catalogue/listFoods': route<FoodPage>()('catalogue/listFoods', {
    schemas: { query: listFoodsQuerySchema },
  }),
  'catalogue/getFood': route<FoodDetail>()('catalogue/getFood', {
    schemas: { params: idParamsSchema },
  }),
  'catalogue/listFoodReviews': route<ReviewPage>()('catalogue/listFoodReviews', {
    schemas: { params: idParamsSchema, query: pageQuerySchema },
  }),
  'catalogue/listRestaurantFoods': route<RestaurantMenu>()('catalogue/listRestaurantFoods', {
    schemas: { params: idParamsSchema, query: restaurantFoodsQuerySchema },
  }),
  'geo/coords': route<Coordinates>()('geo/coords', {
    data: 'none',
    schemas: { query: coordsQuerySchema },
  }),
  'geo/reverse': route<ReverseGeocodeResult>()('geo/reverse', {
    data: 'none',
    schemas: { query: reverseGeocodeQuerySchema },
  }),
  'geo/pincode': route<PincodeResult>()('geo/pincode', {
    data: 'none',
    schemas: { params: pincodeParamsSchema },
  }),

  // 7.3 cart
  'cart/get': route<Cart>()('cart/get', {}),
  'cart/add': route<CartChange>()('cart/add', {
    schemas: { body: addToCartBodySchema },
  }),
  'cart/update': route<CartChange>()('cart/update', {
    schemas: { body: updateCartBodySchema },
  }),
  'cart/remove': route<CartChange>()('cart/remove', {
    schemas: { body: removeFromCartBodySchema },
  }),
  'cart/clear': route<{ message: string; cart: Cart }>()('cart/clear', {}),

  // 7.4 orders, payment and reviews
  'orders/latestShipping': route<LatestShipping>()('orders/latestShipping', {}),
  'payment/getKey': route<PaymentKey>()('payment/getKey', {
    data: 'none',
  }),
  'payment/createOrder': route<PaymentOrder>()('payment/createOrder', {
    needs: ['payments'],
    schemas: { body: createPaymentBodySchema },
  }),
  'payment/verify': route<OrderCreated>()('payment/verify', {
    needs: ['payments', 'mail'],
    schemas: { body: verifyPaymentBodySchema },
  }),
  'payment/webhook': route<{ received: true }>()('payment/webhook', {
    rawBody: true,
    needs: ['payments', 'mail'],
  }),
  'orders/create': route<OrderCreated>()('orders/create', {
    needs: ['payments', 'mail'],
    schemas: { body: createOrderBodySchema },
  }),
  'orders/mine': route<OrderPage>()('orders/mine', {
    schemas: { query: myOrdersQuerySchema },
  }),
  'orders/cancel': route<OrderEnded>()('orders/cancel', {
    needs: ['payments', 'mail'],
    schemas: { params: idParamsSchema, body: cancelOrderBodySchema },
  }),
  'orders/reorder': route<Reordered>()('orders/reorder', {
    schemas: { params: idParamsSchema, body: reorderBodySchema },
  }),
  'reviews/submit': route<MessageAnswer>()('reviews/submit', {
    schemas: { body: submitReviewBodySchema },
  }),
  'orders/all': route<AllOrdersPage>()('orders/all', {
    schemas: { query: adminPageQuerySchema },
  }),

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
} as const satisfies Record<string, RouteDef>;

export type RouteId = keyof typeof routes;
export type ResponseOf<K extends RouteId> = NonNullable<(typeof routes)[K]['__response']>;

export const routeList: readonly RouteDef[] = Object.values(routes);

/** Fills `{name}` placeholders of a route path. */
export function pathFor(path: string, params: Record<string, string> = {}): string {
  return path.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(params[name] ?? ''));
}
