import type { Category, FoodSort, FoodType } from '@tiffin/shared/api/catalogue';
import type { OrderCancellation, OrderStatus } from '@tiffin/shared/api/orders';
import type { WeeklyHours } from '@tiffin/shared/opening-hours';
import type { Paise } from '@tiffin/shared/money';
import type { Quote } from '@tiffin/shared/pricing';
import type { ShippingInfo } from '@tiffin/shared/rules/shipping';

/**
 * The entities as the domain knows them: what the stores (ports.ts) read and write. How each is laid out in
 * the table (keys, indexes) is the data layer's business (functions/src/data/README.md).
 */

/** A customer, seller or admin account. One seller and one customer-or-admin account per email (see keys.email). */
export interface AccountRecord {
  id: string;
  role: 'customer' | 'seller' | 'admin';
  username: string;
  email: string;
  phoneno: string;
  passwordHash: string;
  verified: boolean;
  /** Sellers: approved by the admin. */
  approved?: boolean;
  /** Sellers: their restaurant. */
  restaurantId?: string;
  /** Admin: true until the initial password is changed. */
  isFirstLogin?: boolean;
  location?: SavedLocation;
  createdAt: string;
  /** Raised by every password reset or change; a token of an older version is refused (docs/architecture.md#accounts-and-tokens). */
  tokenVersion?: number;
  /**
   * Tokens of this version that logged out, by token id, with their expiry (epoch seconds): each is refused
   * until it would have expired anyway. Pruned at every logout and bounded (domain/users/accounts.ts).
   */
  loggedOut?: Record<string, number>;
  /**
   * A pending sign-up that someone registered again with another password: its verification sets
   * no password, so neither registrant's password opens it until the inbox's owner resets it.
   */
  disputed?: boolean;
  /** Admin: the initial password's hash, kept after the first change so it is never reused. */
  initialPasswordHash?: string;
  /**
   * Sellers, until verified: when the sign-up expires (epoch seconds, DynamoDB TTL on the account, its
   * email and its restaurant). TTL deletes lazily, so reads treat an expired sign-up as gone.
   */
  expiresAt?: number;
}

/** Whether an account is a pending sign-up past its lifetime (gone, though TTL may not have deleted it yet). */
export const signupExpired = (account: AccountRecord, nowMs: number) =>
  !account.verified && account.expiresAt !== undefined && account.expiresAt * 1000 <= nowMs;
/**
 * A customer's city; the pincode of their last delivery there; the device's coarse position (about 100 m) when it
 * was shared, which prices the cart's delivery before any order.
 */
export interface SavedLocation {
  city: string;
  pincode?: string;
  lat?: number;
  lon?: number;
}

/** Stored instead of a password hash when no password is set yet: no password matches it. */
export const NO_PASSWORD = 'none';

export interface RatingTotals {
  /** Kept with ADD in the review's transaction; the average is derived, never stored. */
  ratingSum: number;
  ratingCount: number;
}

export interface RestaurantRecord extends RatingTotals {
  id: string;
  name: string;
  image: string;
  address: string;
  city: string;
  description: string;
  latitude: number;
  longitude: number;
  sellerId: string;
  /** Only a listed restaurant (its seller approved) appears in the catalogue. */
  listed: boolean;
  createdAt: string;
  /** Weekly opening hours, India time (beyond the spec); absent: always open. */
  hours?: WeeklyHours | null;
  /** Its seller paused taking orders. */
  paused?: boolean;
  /** Its seller's sign-up's expiry (epoch seconds, TTL) until the seller is verified. */
  expiresAt?: number;
}

export interface FoodRecord extends RatingTotals {
  id: string;
  name: string;
  price: Paise;
  foodType: FoodType;
  category: Category;
  image: string;
  description: string;
  quantity: number;
  restaurant: Pick<RestaurantRecord, 'id' | 'name' | 'city' | 'address' | 'latitude' | 'longitude'>;
  listed: boolean;
  createdAt: string;
}

/** A city's dishes as the catalogue lists them: an order, and optionally a category, a food type and a search. */
export interface CityDishesQuery {
  city: string;
  sort: FoodSort;
  category?: string | undefined;
  type?: FoodType | undefined;
  /** Lowercase; matched anywhere in the dish's or its restaurant's name. */
  search?: string | undefined;
}

/** How many of a restaurant's dishes each category holds, with the category's name: category id -> tally. */
export type CategoryTally = Map<string, { cat: string; dishes: number }>;

export interface ReviewRecord {
  id: string;
  subject: 'food' | 'restaurant';
  subjectId: string;
  userId: string;
  name: string;
  rating: number;
  comment: string;
  orderId: string;
  createdAt: string;
}

export const averageRating = ({ ratingSum, ratingCount }: RatingTotals): number | null =>
  ratingCount > 0 ? Math.round((ratingSum / ratingCount) * 10) / 10 : null;

export interface CartRecord {
  restaurantId: string | null;
  /** foodId -> quantity, in the order they were added. */
  lines: { foodId: string; quantity: number }[];
  /** Optimistic-concurrency version: every write expects the version it read. */
  version: number;
}

export const emptyCart = (): CartRecord => ({ restaurantId: null, lines: [], version: 0 });

/** What a dish carries of its restaurant: its id, name and location. */
export const restaurantCopy = ({
  id,
  name,
  city,
  address,
  latitude,
  longitude,
}: FoodRecord['restaurant']): FoodRecord['restaurant'] => ({ id, name, city, address, latitude, longitude });

/** A cart line frozen at checkout: the name and price the customer agreed to. */
export interface OrderLineRecord {
  foodId: string;
  name: string;
  price: Paise;
  image: string;
  quantity: number;
  reviewed: boolean;
}

export interface CheckoutRecord {
  paymentIntentId: string;
  userId: string;
  restaurantId: string;
  restaurantName: string;
  lines: OrderLineRecord[];
  shippingInfo: ShippingInfo;
  remark: string;
  quote: Quote;
  /**
   * expired: not paid within its hold (CHECKOUT_HOLD_MINUTES); its intent is cancelled, or refunded if paid late.
   * refunding: claimed for a refund (no order can be written for it any more), refunded once Stripe refunded it.
   */
  status: 'pending' | 'fulfilled' | 'refunding' | 'refunded' | 'expired';
  orderId?: string;
  createdAt: string;
}

export interface OrderRecord {
  orderId: string;
  userId: string;
  customerName: string;
  customerEmail: string;
  restaurantId: string;
  restaurantName: string;
  lines: OrderLineRecord[];
  restaurantReviewed: boolean;
  shippingInfo: ShippingInfo;
  remark: string;
  quote: Quote;
  orderStatus: OrderStatus;
  paymentStatus: 'Paid' | 'Refunded';
  paymentIntentId: string;
  statusHistory: { status: OrderStatus; at: string }[];
  createdAt: string;
  /** Set when the order was cancelled (by its customer) or rejected (by its restaurant). */
  cancellation?: OrderCancellation;
}

/** A seller's sign-up and reset have their own codes, as the same email may have a customer account too. */
export type OtpPurpose = 'signup' | 'seller-signup' | 'reset' | 'seller-reset';

export interface OtpRecord {
  codeHash: string;
  salt: string;
  attempts: number;
  sentAtMs: number;
  expiresAtMs: number;
}

/**
 * A seller's week as the job stored it; see `computeWeek` for what each figure counts. Weeks stored before the
 * dashboard counted the menu itself also hold `totalFoodItems` and `outOfStock`, which nothing reads any more.
 */
export interface SellerWeekRecord {
  restaurantId: string;
  /** Monday of the week, India time: 'YYYY-MM-DD'. */
  weekStart: string;
  /** The figures cover `from` (Monday 00:00 India time) to `to` (the moment computed for), ISO UTC. */
  from: string;
  to: string;
  /** The India date `todayOrders` counts: the day of `to`. */
  today: string;
  totalWeeklyOrders: number;
  totalDelivered: number;
  revenue: Paise;
  todayOrders: number;
  /** Paise: today's Delivered orders (optional: a stored week may lack it, which reads as 0). */
  todayRevenue?: Paise;
  /** Orders of the week cancelled or rejected, and what was refunded for them (optional, as `todayRevenue`). */
  cancelledOrders?: number;
  refunded?: Paise;
  /** When the job ran (ISO UTC); a later run's figures are never overwritten by an earlier one's. */
  computedAt: string;
}

/** What the week's figures need of an order. */
export type WeekOrder = Pick<OrderRecord, 'createdAt' | 'orderStatus' | 'paymentStatus'> & {
  quote: Pick<OrderRecord['quote'], 'payable'>;
};

/** What the dashboard's menu figures need of a dish. */
export type MenuStock = Pick<FoodRecord, 'quantity'>;

/** An order as the weekly job reads every restaurant's at once: its figures and whose it is. */
export type RestaurantWeekOrder = WeekOrder & Pick<OrderRecord, 'restaurantId'>;

export interface MarketplaceCounters {
  totalOrders: number;
  deliveredOrders: number;
  /** Paise, Delivered orders only. */
  revenue: Paise;
  totalUsers: number;
  totalSellers: number;
  totalRestaurants: number;
}

export interface RestaurantRevenue {
  restaurantId: string;
  name: string;
  /** Paise, Delivered orders only. */
  revenue: Paise;
  deliveredOrders: number;
}

/** The marketplace's Delivered orders of one week (Monday, India time, by delivery): the admin's revenue trend. */
export interface MarketplaceWeek {
  weekStart: string;
  /** Paise. */
  revenue: Paise;
  deliveredOrders: number;
}

/** Who a live-updates socket listens for: a customer (their orders) or a restaurant (its orders). */
export interface LiveAudience {
  kind: 'customer' | 'restaurant';
  id: string;
}

/** An open socket of live order updates (API Gateway's connection id), kept until it closes or expires. */
export interface LiveConnection {
  connectionId: string;
  audience: LiveAudience;
  expiresAtMs: number;
}
