import { normalizeEmail } from '@tiffin/shared/rules/account';

/**
 * Every key format of the table, in one place (dynamodb-instagram habit). See README.md for the
 * access patterns each key serves.
 */

/** Names sort case-insensitively inside a key; the id keeps keys unique. */
const sortable = (name: string) => name.trim().toLowerCase().replace(/#/g, ' ');

export const keys = {
  restaurant: (id: string) => ({ PK: `RESTAURANT#${id}`, SK: 'PROFILE' }),
  /** GSI1: the listed restaurants of a city, by name. */
  restaurantInCity: (city: string, name: string, id: string) => ({
    GSI1PK: `CITY#${city}`,
    GSI1SK: `RESTAURANT#${sortable(name)}#${id}`,
  }),

  food: (id: string) => ({ PK: `FOOD#${id}`, SK: 'FOOD' }),
  /** GSI1: the listed foods of a city, by name. */
  foodInCity: (city: string, name: string, id: string) => ({
    GSI1PK: `CITY#${city}`,
    GSI1SK: `FOOD#${sortable(name)}#${id}`,
  }),
  /** GSI2: a restaurant's menu, by name. */
  foodOfRestaurant: (restaurantId: string, name: string, id: string) => ({
    GSI2PK: `RESTAURANT#${restaurantId}`,
    GSI2SK: `FOOD#${sortable(name)}#${id}`,
  }),

  /** Reviews live beside what they review, oldest first, so one Query reads the item and its first reviews. */
  foodReview: (foodId: string, createdAt: string, reviewId: string) => ({
    PK: `FOOD#${foodId}`,
    SK: `REVIEW#${createdAt}#${reviewId}`,
  }),
  restaurantReview: (restaurantId: string, createdAt: string, reviewId: string) => ({
    PK: `RESTAURANT#${restaurantId}`,
    SK: `REVIEW#${createdAt}#${reviewId}`,
  }),

  category: (id: string) => ({ PK: 'CATEGORY', SK: `CATEGORY#${id}` }),
  /** Uniqueness item: one category per name. */
  categoryName: (name: string) => ({ PK: `CATEGORYNAME#${sortable(name)}`, SK: 'CATEGORYNAME' }),

  user: (id: string) => ({ PK: `USER#${id}`, SK: 'PROFILE' }),
  /**
   * Uniqueness item, written in the same transaction as the user: one customer-or-admin account per
   * email, and apart from it one seller account per email, so a seller can also be a customer.
   */
  email: (email: string, role: 'customer' | 'seller' | 'admin') => ({
    PK: `${role === 'seller' ? 'SELLEREMAIL' : 'EMAIL'}#${normalizeEmail(email)}`,
    SK: 'EMAIL',
  }),
  /** The whole cart is one item, changed with a version check, so one-restaurant and stock rules hold under races. */
  cart: (userId: string) => ({ PK: `USER#${userId}`, SK: 'CART' }),

  order: (orderId: string) => ({ PK: `ORDER#${orderId}`, SK: 'ORDER' }),
  /** GSI1: a customer's orders, newest first. */
  orderOfUser: (userId: string, createdAt: string, orderId: string) => ({
    GSI1PK: `USER#${userId}`,
    GSI1SK: `ORDER#${createdAt}#${orderId}`,
  }),
  /** GSI2: a restaurant's orders, newest first (beside its menu, told apart by the prefix). */
  orderOfRestaurant: (restaurantId: string, createdAt: string, orderId: string) => ({
    GSI2PK: `RESTAURANT#${restaurantId}`,
    GSI2SK: `ORDER#${createdAt}#${orderId}`,
  }),
  /** GSI3: every order, newest first (admin). */
  orderInMarketplace: (createdAt: string, orderId: string) => ({ GSI3PK: 'ORDERS', GSI3SK: `${createdAt}#${orderId}` }),
  /** A checkout waiting for its payment, by PaymentIntent id. */
  checkout: (paymentIntentId: string) => ({ PK: `CHECKOUT#${paymentIntentId}`, SK: 'CHECKOUT' }),
  /**
   * Marketplace-wide counters, kept by the writes that change them (admin dashboard reads them, never
   * the orders): totalOrders, deliveredOrders, revenue (paise, Delivered orders), totalUsers,
   * totalSellers, totalRestaurants.
   */
  marketplaceStats: () => ({ PK: 'STATS', SK: 'MARKETPLACE' }),
  /** Per-restaurant revenue of Delivered orders (the commission report): one partition, one Query. */
  restaurantStats: (restaurantId: string) => ({ PK: 'STATS#RESTAURANTS', SK: `RESTAURANT#${restaurantId}` }),
  /** A seller's stored week (Monday 00:00 India time), kept for history; `weekStart` is YYYY-MM-DD. */
  sellerWeek: (restaurantId: string, weekStart: string) => ({
    PK: `RESTAURANT#${restaurantId}`,
    SK: `WEEK#${weekStart}`,
  }),
  /** GSI3: every account of a role (admin lists), oldest first. */
  accountInRole: (role: string, createdAt: string, id: string) => ({
    GSI3PK: `ACCOUNTS#${role}`,
    GSI3SK: `${createdAt}#${id}`,
  }),
  /** GSI3: every restaurant, listed or not (admin), by name. */
  restaurantInMarketplace: (name: string, id: string) => ({ GSI3PK: 'RESTAURANTS', GSI3SK: `${sortable(name)}#${id}` }),

  /** One live code per purpose and email; TTL removes it after expiry. */
  otp: (purpose: 'signup' | 'seller-signup' | 'reset', email: string) => ({
    PK: `OTP#${purpose}#${normalizeEmail(email)}`,
    SK: 'OTP',
  }),
  /** Reset tokens are stored by their SHA-256, never in clear. */
  resetToken: (tokenHash: string) => ({ PK: `RESETTOKEN#${tokenHash}`, SK: 'RESETTOKEN' }),
} as const;

export const prefixes = {
  restaurant: 'RESTAURANT#',
  food: 'FOOD#',
  review: 'REVIEW#',
  category: 'CATEGORY#',
  order: 'ORDER#',
} as const;
