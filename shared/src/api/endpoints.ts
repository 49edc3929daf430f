/**
 * Where each route of THE route table lives and who may call it: method, path and role, as plain data
 * without a schema, so the browser's API client imports this module as it is (a few kB, no zod).
 * routes.ts adds each route's schemas, limits and needs to its entry here.
 */
export type Role = 'public' | 'customer' | 'seller' | 'admin';
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

export interface Endpoint {
  method: HttpMethod;
  /** API Gateway path syntax: `/api/foods/get/{id}`. */
  path: string;
  role: Role;
}

/** Each handler folder's endpoints (a route group imports only its own: a function bundles one group's paths). */
export const usersEndpoints = {
  'users/login': { method: 'POST', path: '/api/users/login', role: 'public' },
  'users/register': { method: 'POST', path: '/api/users/register', role: 'public' },
  'users/verify': { method: 'POST', path: '/api/users/verify', role: 'public' },
  'users/forgotPassword': { method: 'POST', path: '/api/users/forgot-password', role: 'public' },
  'users/verifyResetOtp': { method: 'POST', path: '/api/users/verify-reset-otp', role: 'public' },
  'users/resetPassword': { method: 'POST', path: '/api/users/reset-password', role: 'public' },
  'users/userInfo': { method: 'GET', path: '/api/users/user-info', role: 'customer' },
  'users/updateLocation': { method: 'PUT', path: '/api/users/update-location', role: 'customer' },
} as const satisfies Record<string, Endpoint>;
export const catalogueEndpoints = {
  'catalogue/listRestaurants': { method: 'GET', path: '/api/restaurant/get', role: 'public' },
  'catalogue/listCategories': { method: 'GET', path: '/api/categories/get', role: 'public' },
  'catalogue/listFoods': { method: 'GET', path: '/api/foods/get', role: 'public' },
  'catalogue/getFood': { method: 'GET', path: '/api/foods/get/{id}', role: 'public' },
  'catalogue/listRestaurantFoods': { method: 'GET', path: '/api/foods/get/byRestaurant/{id}', role: 'public' },
  'catalogue/listFoodReviews': { method: 'GET', path: '/api/foods/reviews/{id}', role: 'public' },
} as const satisfies Record<string, Endpoint>;
export const geoEndpoints = {
  'geo/coords': { method: 'GET', path: '/api/geocode/coords', role: 'public' },
  'geo/reverse': { method: 'GET', path: '/api/geocode/reverse', role: 'public' },
  'geo/pincode': { method: 'GET', path: '/api/geocode/pincode/{pincode}', role: 'public' },
} as const satisfies Record<string, Endpoint>;
export const cartEndpoints = {
  'cart/get': { method: 'GET', path: '/api/cart/get/user', role: 'customer' },
  'cart/add': { method: 'POST', path: '/api/cart/add', role: 'customer' },
  'cart/update': { method: 'PUT', path: '/api/cart/update', role: 'customer' },
  'cart/remove': { method: 'DELETE', path: '/api/cart/delete', role: 'customer' },
  'cart/clear': { method: 'POST', path: '/api/cart/clear', role: 'customer' },
} as const satisfies Record<string, Endpoint>;
export const ordersEndpoints = {
  'orders/latestShipping': { method: 'GET', path: '/api/order/latest-shipping', role: 'customer' },
  'orders/create': { method: 'POST', path: '/api/order/create', role: 'customer' },
  'orders/mine': { method: 'GET', path: '/api/order/getMyOrder', role: 'customer' },
  // Beyond the spec (issue 28): one of the customer's own orders, for its page /myorder/<orderId>.
  'orders/one': { method: 'GET', path: '/api/orders/{id}', role: 'customer' },
  // Beyond the spec (README): a customer cancels a Pending order.
  'orders/cancel': { method: 'POST', path: '/api/order/cancel/{id}', role: 'customer' },
  // Beyond the spec (README): 'Order again' fills the cart from a past order.
  'orders/reorder': { method: 'POST', path: '/api/order/reorder/{id}', role: 'customer' },
  'orders/all': { method: 'GET', path: '/api/order/orders', role: 'admin' },
} as const satisfies Record<string, Endpoint>;
export const paymentEndpoints = {
  'payment/getKey': { method: 'GET', path: '/api/payment/get-key', role: 'customer' },
  'payment/createOrder': { method: 'POST', path: '/api/payment/create-order', role: 'customer' },
  'payment/verify': { method: 'POST', path: '/api/payment/verify', role: 'customer' },
  'payment/webhook': { method: 'POST', path: '/api/payment/webhook', role: 'public' },
} as const satisfies Record<string, Endpoint>;
export const reviewsEndpoints = {
  'reviews/submit': { method: 'POST', path: '/api/reviews/submit', role: 'customer' },
} as const satisfies Record<string, Endpoint>;
export const adminEndpoints = {
  'admin/login': { method: 'POST', path: '/admin/login', role: 'public' },
  'admin/updatePassword': { method: 'PUT', path: '/admin/update', role: 'admin' },
  'admin/stats': { method: 'GET', path: '/admin/dashboard/stats', role: 'admin' },
  'admin/listSellers': { method: 'GET', path: '/admin/sellers', role: 'admin' },
  'admin/approveSeller': { method: 'PUT', path: '/admin/sellers/{id}/approve', role: 'admin' },
  'admin/deleteSeller': { method: 'DELETE', path: '/admin/seller/{id}', role: 'admin' },
  'admin/listRestaurants': { method: 'GET', path: '/admin/restaurants', role: 'admin' },
  'admin/deleteRestaurant': { method: 'DELETE', path: '/admin/restaurant/{id}', role: 'admin' },
  'admin/listUsers': { method: 'GET', path: '/admin/users', role: 'admin' },
} as const satisfies Record<string, Endpoint>;
export const sellerEndpoints = {
  'seller/signup': { method: 'POST', path: '/seller/signup', role: 'public' },
  'seller/verify': { method: 'POST', path: '/seller/verify', role: 'public' },
  'seller/login': { method: 'POST', path: '/seller/login', role: 'public' },
  // Not in the spec: sellers reset a forgotten password as customers do.
  'seller/forgotPassword': { method: 'POST', path: '/seller/forgot-password', role: 'public' },
  'seller/verifyResetOtp': { method: 'POST', path: '/seller/verify-reset-otp', role: 'public' },
  'seller/resetPassword': { method: 'POST', path: '/seller/reset-password', role: 'public' },
  'seller/listFoods': { method: 'GET', path: '/seller/foods', role: 'seller' },
  'seller/addFood': { method: 'POST', path: '/seller/foods', role: 'seller' },
  'seller/getFood': { method: 'GET', path: '/seller/foods/{id}', role: 'seller' },
  'seller/editFood': { method: 'PUT', path: '/seller/foods/{id}', role: 'seller' },
  'seller/deleteFood': { method: 'DELETE', path: '/seller/foods/{id}', role: 'seller' },
  'seller/addCategory': { method: 'POST', path: '/api/categories/add', role: 'seller' },
  'seller/listOrders': { method: 'GET', path: '/seller/orders', role: 'seller' },
  'seller/updateOrderStatus': { method: 'PUT', path: '/seller/orders/{id}/status', role: 'seller' },
  // Beyond the spec (README): a restaurant rejects a Pending order, saying why.
  'seller/rejectOrder': { method: 'PUT', path: '/seller/orders/{id}/reject', role: 'seller' },
  'seller/stats': { method: 'GET', path: '/seller/dashboard/stats', role: 'seller' },
  'seller/getProfile': { method: 'GET', path: '/seller/profile', role: 'seller' },
  'seller/updateProfile': { method: 'PUT', path: '/seller/profile', role: 'seller' },
  // Beyond the spec (README): weekly opening hours and the pause switch.
  'seller/updateHours': { method: 'PUT', path: '/seller/hours', role: 'seller' },
  // Beyond the spec: a photo goes straight to the bucket through a presigned POST; its status tells when it is ready.
  'seller/createUpload': { method: 'POST', path: '/seller/uploads', role: 'seller' },
  'seller/getUpload': { method: 'GET', path: '/seller/uploads/{id}', role: 'seller' },
} as const satisfies Record<string, Endpoint>;

/**
 * Every endpoint: the browser's API client and THE route table. Merged by a call marked pure, so a bundle
 * that uses one group drops the others (esbuild keeps an object spread, which could run getters).
 */
export const endpoints = /* @__PURE__ */ Object.assign(
  {},
  usersEndpoints,
  catalogueEndpoints,
  geoEndpoints,
  cartEndpoints,
  ordersEndpoints,
  paymentEndpoints,
  reviewsEndpoints,
  adminEndpoints,
  sellerEndpoints,
);

export type EndpointId = keyof typeof endpoints;
