import * as z from '../zod.ts';
import type { Food } from './catalogue.ts';
import { idSchema } from './common.ts';
import { optionalOrNull } from '../rules/form-values.ts';

export const addToCartBodySchema = z.object({
  foodId: idSchema,
  /** true: the customer agreed to empty a cart that holds another restaurant's dishes. */
  replace: optionalOrNull(z.boolean()),
});

export const updateCartBodySchema = z.object({
  foodId: idSchema,
  action: z.enum(['increase', 'decrease'], { error: 'action must be increase or decrease' }),
});

export const removeFromCartBodySchema = z.object({ foodId: idSchema });

/** Codes the web reacts to (409 answers of the cart routes). */
export const CART_CODES = {
  otherRestaurant: 'CART_OTHER_RESTAURANT',
  stockLimit: 'STOCK_LIMIT',
  outOfStock: 'OUT_OF_STOCK',
  /** 'Order again' found other dishes in the cart: ask, then send `replace: true`. */
  cartNotEmpty: 'CART_NOT_EMPTY',
  nothingAvailable: 'NOTHING_AVAILABLE',
  /** The restaurant is closed or paused (opening hours): nothing is added, no payment starts. */
  restaurantClosed: 'RESTAURANT_CLOSED',
} as const;

/** 'Order again' (beyond the spec): `replace` is the customer's yes to emptying a cart that holds other dishes. */
export const reorderBodySchema = z.optional(z.object({ replace: optionalOrNull(z.boolean()) }));

export interface CartLine {
  _id: string;
  foodId: Food;
  quantity: number;
}

/**
 * What the cart's delivery fee was worked out for: the address it will most likely ship to. `lastOrder`: the
 * customer's last order's address (in the restaurant's city), priced by its pincode exactly as checkout prices it;
 * `location`: the customer's shared location, before any order there; `unknown`: neither, so the flat fee until
 * checkout knows the address.
 */
export interface CartDelivery {
  basis: 'lastOrder' | 'location' | 'unknown';
  /** The last order's address and pincode when that is the basis: '221 MG Road, 560001'. */
  address: string | null;
  /** Straight-line km from the restaurant, when the basis is known. */
  distanceKm: number | null;
}

/**
 * Rupees: the lines every price shows (shared/src/pricing.ts `priceRows`), the delivery fee worked out for the
 * address the cart will most likely ship to (`delivery`).
 */
export interface CartSummary {
  subtotal: number;
  tax: number;
  /** subtotal + tax (the spec's cart total). */
  cartTotal: number;
  deliveryFee: number;
  discount: number;
  /** What the card is charged when the order ships to `delivery`'s address: subtotal + tax + fee - discount. */
  payable: number;
  delivery: CartDelivery;
}

export interface Cart {
  items: CartLine[];
  restaurant: { _id: string; name: string; city: string } | null;
  /** Units in the cart, for the navbar badge. */
  count: number;
  summary: CartSummary;
}

export interface CartChange {
  message: string;
  /** The line's quantity after the change; 0 when removed. */
  quantity: number;
  cart: Cart;
}

/** 'Order again': the cart it made, and what changed since the order (empty when nothing did). */
export interface Reordered {
  message: string;
  changes: string[];
  cart: Cart;
}
