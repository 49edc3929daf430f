import * as z from '../zod.ts';
import type { WeeklyHours } from '../opening-hours.ts';
import { idSchema, pageQuerySchema, type Page } from './common.ts';
import { textNumber } from '../rules/form-values.ts';

export const FOOD_SORTS = ['price-asc', 'price-desc', 'rating', 'name-asc', 'name-desc'] as const;
export type FoodSort = (typeof FOOD_SORTS)[number];

export const FOOD_TYPES = ['veg', 'non-veg'] as const;
export type FoodType = (typeof FOOD_TYPES)[number];

/** Optional: without it a list is for the signed-in customer's saved city, else across cities (docs/differences.md#lists-and-pages). */
const citySchema = z.optional(z.string().check(z.trim(), z.maxLength(80, 'city is too long')));

export const listRestaurantsQuerySchema = z.extend(pageQuerySchema, { city: citySchema });

/** With a city: only the categories its listed dishes use (a seller's new category shows where it is used). */
export const listCategoriesQuerySchema = z.object({ city: citySchema });

export const listFoodsQuerySchema = z.extend(pageQuerySchema, {
  city: citySchema,
  restaurantId: z.optional(idSchema),
  category: z.optional(idSchema),
  type: z.optional(z.enum(FOOD_TYPES)),
  sort: z.optional(z.enum(FOOD_SORTS)),
  q: z.optional(z.string().check(z.trim(), z.maxLength(100, 'search is too long'))),
});

export const restaurantFoodsQuerySchema = pageQuerySchema;

export const reverseGeocodeQuerySchema = z.object({
  lat: textNumber(z.number({ error: 'lat must be a number' }).check(z.gte(-90), z.lte(90))),
  lon: textNumber(z.number({ error: 'lon must be a number' }).check(z.gte(-180), z.lte(180))),
});

export const pincodeParamsSchema = z.object({
  pincode: z.string().check(z.regex(/^\d{6}$/, 'Pincode must be exactly 6 digits')),
});

export const coordsQuerySchema = z.object({
  address: z.string().check(z.trim(), z.minLength(1, 'address is required'), z.maxLength(300, 'address is too long')),
  /** With the address's pincode, the answer is where checkout measures the delivery fee from (a 400 if they disagree). */
  pincode: z.optional(z.string().check(z.regex(/^\d{6}$/, 'Pincode must be exactly 6 digits'))),
});

/** A restaurant as the catalogue shows it. Prices and ratings are plain numbers. */
export interface Restaurant {
  _id: string;
  name: string;
  image: string;
  address: string;
  city: string;
  description: string;
  latitude: number;
  longitude: number;
  /** Average review rating, or null when there is none ('No ratings'). */
  rating: number | null;
  reviewCount: number;
  /** Beyond the spec: weekly hours, India time (null: always open), and whether its seller paused orders. */
  hours: WeeklyHours | null;
  paused: boolean;
  /** Its cuisine: the categories most of its listed dishes are in, most first, at most three. */
  categories: string[];
  /** The delivery to the customer's likely address in the restaurant's city; null where it is not known. */
  delivery: RestaurantDelivery | null;
}

/** A restaurant's delivery estimate, worked out on the server by the checkout's own fee rule (shared/pricing). */
export interface RestaurantDelivery {
  /** Straight-line km, one decimal. */
  distanceKm: number;
  /** Whole rupees; 0 is 'Free'. */
  fee: number;
  /** Preparation and ride, rounded up to 5 minutes. */
  minutes: number;
}

export interface Category {
  _id: string;
  cat: string;
  catimg: string;
}

export interface FoodRestaurant {
  _id: string;
  name: string;
  city: string;
  address: string;
  latitude: number;
  longitude: number;
}

export interface Food {
  _id: string;
  name: string;
  /** Rupees. */
  price: number;
  type: FoodType;
  category: Category;
  image: string;
  description: string;
  /** Units in stock; 0 is 'Out of Stock'. */
  quantity: number;
  restaurant: FoodRestaurant;
  rating: number | null;
  reviewCount: number;
}

export interface Review {
  name: string;
  rating: number;
  comment: string;
  createdAt: string;
}

/** The food detail adds the first reviews (at most 3). */
/** A dish's reviews, newest first, a page at a time. */
export interface ReviewPage {
  items: Review[];
  nextCursor: string | null;
}

export interface FoodDetail extends Food {
  reviews: Review[];
}

export type RestaurantPage = Page<Restaurant>;
export type FoodPage = Page<Food>;
export interface CategoryList {
  items: Category[];
}
export interface RestaurantMenu extends Page<Food> {
  restaurant: Restaurant;
}

export interface ReverseGeocodeResult {
  city: string;
  state?: string;
}

export interface PincodeResult {
  pincode: string;
  city: string;
  state: string;
  country: string;
  latitude?: number;
  longitude?: number;
}

export interface Coordinates {
  latitude: number;
  longitude: number;
}
