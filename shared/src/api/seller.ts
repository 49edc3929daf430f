import * as z from '../zod.ts';
import { weeklyHoursSchema, type WeeklyHours } from '../rules/opening-hours.ts';
import { emailSchema, signupPhoneSchema } from '../rules/account.ts';
import {
  addCategorySchema,
  addFoodSchema,
  editFoodSchema,
  latitudeSchema,
  longitudeSchema,
  optionalImageSchema,
  optionalText,
  requiredText,
  sellerSignupSchema,
} from '../rules/seller.ts';
import { optionalOrNull } from '../rules/form-values.ts';
import { createUploadSchema, uploadIdSchema } from '../rules/photo.ts';
import type { Food } from './catalogue.ts';
import { pageQuerySchema, type Page } from './common.ts';
import { ORDER_STATUSES, type Order } from './orders.ts';
import type { MessageAnswer } from './users.ts';

/** POST /seller/signup: every field required (docs/product.md#seller-sign-up); the address and city come from the coordinates. */
export const sellerSignupBodySchema = sellerSignupSchema;

/** POST /seller/foods and PUT /seller/foods/{id}: price in rupees; `category` is an existing category id. */
export const addFoodBodySchema = addFoodSchema;
export const editFoodBodySchema = editFoodSchema;

/** POST /api/categories/add */
export const addCategoryBodySchema = addCategorySchema;

export const sellerFoodsQuerySchema = pageQuerySchema;
/**
 * GET /seller/orders: newest first, a page at a time; `?waiting=true` answers instead every paid order the
 * restaurant has neither accepted nor rejected, oldest first, in one page (the new-order alert).
 */
export const sellerOrdersQuerySchema = z.extend(pageQuerySchema, {
  waiting: z.optional(z.enum(['true', 'false'], { error: 'waiting must be true or false' })),
});

export const updateOrderStatusBodySchema = z.object({
  status: z.enum(ORDER_STATUSES, { error: 'status must be Pending, Preparing or Delivered' }),
});

/**
 * PUT /seller/profile. The email is read-only: it may be sent (the spec's form does) but must be the
 * account's own. `description` and `image` belong to the restaurant; left out, they keep their value.
 * Beyond the spec: `latitude` and `longitude` together move the restaurant (its city and address come from
 * them, as at sign-up); both left out (or null), it stays where it is; one without the other is refused by the
 * server (a rule across fields, kept out of the schema, which every seller route's bundle carries).
 */
// Every call marked pure, so the seller routes that never read this schema (login, one near its size budget) drop it.
export const updateProfileBodySchema = /* @__PURE__ */ z.object({
  sellerName: /* @__PURE__ */ requiredText('Seller name', 80),
  phone: signupPhoneSchema,
  email: /* @__PURE__ */ z.optional(emailSchema),
  restaurantName: /* @__PURE__ */ requiredText('Restaurant name', 120),
  description: /* @__PURE__ */ optionalText('Description', 2000),
  image: optionalImageSchema,
  latitude: /* @__PURE__ */ optionalOrNull(latitudeSchema),
  longitude: /* @__PURE__ */ optionalOrNull(longitudeSchema),
});

/** Beyond the spec: the restaurant's weekly hours (India time; null: always open) and the pause switch. */
export const updateHoursBodySchema = z.object({
  hours: z.nullable(weeklyHoursSchema),
  paused: z.boolean({ error: 'paused must be true or false' }),
});

export interface HoursSaved extends MessageAnswer {
  hours: WeeklyHours | null;
  paused: boolean;
}

/** POST /seller/uploads (beyond the spec): the type of the photo the browser is about to post to the bucket. */
export const createUploadBodySchema = createUploadSchema;
export const uploadParamsSchema = z.object({ id: uploadIdSchema });

/** A presigned POST: the browser posts `fields` then the file (field `file`) to `url`, straight to the bucket. */
export interface UploadForm {
  id: string;
  url: string;
  fields: Record<string, string>;
  maxBytes: number;
}

/**
 * GET /seller/uploads/{id}: `pending` until the resize step has run; `ready` with the public path of each WebP
 * version (the largest first); a refused file answers 422 with its reason instead.
 */
export type UploadStatus = { status: 'pending' } | { status: 'ready'; path: string; paths: Record<string, string> };

/** Codes of the seller routes' 4xx answers that the web may react to. */
export const SELLER_CODES = {
  notApproved: 'SELLER_NOT_APPROVED',
  emailTaken: 'EMAIL_TAKEN',
  noCity: 'NO_CITY_AT_COORDINATES',
  unknownCategory: 'UNKNOWN_CATEGORY',
  categoryExists: 'CATEGORY_EXISTS',
  statusNotForward: 'STATUS_NOT_FORWARD',
  emailReadOnly: 'EMAIL_READ_ONLY',
  photoRefused: 'PHOTO_REFUSED',
  menuFull: 'MENU_FULL',
  categoryLimit: 'CATEGORY_LIMIT',
} as const;

/** A restaurant's menu holds at most this many dishes (the server counts them in the dish's own transaction). */
export const MAX_DISHES_PER_RESTAURANT = 300;
/** A seller adds at most this many categories (counted in the category's own transaction). */
export const MAX_CATEGORIES_PER_SELLER = 20;

/** A change to a dish: the dish as the catalogue now shows it. */
export interface FoodSaved extends MessageAnswer {
  food: Food;
}

export type SellerFoodPage = Page<Food>;
export type SellerOrderPage = Page<Order>;

export interface OrderStatusChanged extends MessageAnswer {
  order: Order;
}

export interface SellerProfile {
  sellerName: string;
  phone: string;
  email: string;
  restaurantName: string;
  description: string;
  image: string;
  /** Set from the coordinates, at sign-up or by a move (PUT /seller/profile with `latitude` and `longitude`). */
  address: string;
  city: string;
  latitude: number;
  longitude: number;
  /** Beyond the spec: opening hours and the pause switch (PUT /seller/hours). */
  hours: WeeklyHours | null;
  paused: boolean;
}

export interface ProfileUpdated extends MessageAnswer {
  profile: SellerProfile;
}

/** One week's order figures, for the dashboard chart. */
export interface WeekFigures {
  /** Monday of the week, India time: 'YYYY-MM-DD'. */
  weekStart: string;
  totalWeeklyOrders: number;
  totalDelivered: number;
  /** Rupees. */
  totalRevenue: number;
}

/**
 * GET /seller/dashboard/stats: the six seller figures of docs/product.md#entities for this week (Monday 00:00 India time to now),
 * as the weekly stats job last stored them.
 */
export interface SellerStats {
  /** Orders placed this week. */
  totalWeeklyOrders: number;
  /** Of those, the ones Delivered. */
  totalDelivered: number;
  /** Rupees: the payable amounts of those Delivered orders. */
  totalRevenue: number;
  /** Orders placed today (from 00:00 India time). */
  todayOrders: number;
  /** Rupees: the payable amounts of today's orders that are Delivered. */
  todayRevenue: number;
  /** Paid orders waiting now for the restaurant to accept or reject them, whenever they were placed. */
  waitingOrders: number;
  /** Dishes on the menu. */
  totalFoodItems: number;
  /** Dishes with a stock of 0. */
  outOfStock: number;
  /** Beyond the spec: orders placed this week that were cancelled or rejected (in no figure above). */
  cancelledOrders: number;
  /** Rupees refunded for those orders. */
  totalRefunded: number;
  /** This week: Monday 00:00 India time to now, both ISO with the +05:30 offset. */
  week: { start: string; end: string; timeZone: 'Asia/Kolkata' };
  /** When the figures were computed (ISO UTC); null before the job's first run this week. */
  updatedAt: string | null;
  /** The last 8 weeks, oldest first, this week last; weeks with nothing stored are zeros. */
  history: WeekFigures[];
}
