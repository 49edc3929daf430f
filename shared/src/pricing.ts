import { haversineKm, type LatLon } from './geo.ts';
import type { Paise } from './money.ts';

/** Business constants of spec section 9. */
export const TAX_RATE = 0.05;
export const DELIVERY_FEE: Paise = 4000;
export const FREE_DELIVERY_MAX_KM = 5;
export const DISCOUNT_RATE = 0.2;
export const DISCOUNT_THRESHOLD: Paise = 200000;
export const ADMIN_COMMISSION_RATE = 0.1;

export interface QuoteLine {
  unitPrice: Paise;
  quantity: number;
}

export interface QuoteInput {
  lines: QuoteLine[];
  /** The restaurant's coordinates, when known. */
  restaurant?: LatLon | null;
  /** The delivery address's coordinates (from its pincode), when known. */
  delivery?: LatLon | null;
}

export interface Quote {
  subtotal: Paise;
  /** Shown on the cart only; never part of the payable amount. */
  tax: Paise;
  /** Cart total = subtotal x 1.05. */
  cartTotal: Paise;
  /** Straight-line km between restaurant and delivery, null when either location is unknown. */
  distanceKm: number | null;
  deliveryFee: Paise;
  discount: Paise;
  /** subtotal + delivery fee - discount. */
  payable: Paise;
}

export function subtotalOf(lines: QuoteLine[]): Paise {
  return lines.reduce((sum, line) => sum + line.unitPrice * line.quantity, 0);
}

/** Delivery is free at 5 km or less; an unknown location keeps the default fee (spec section 8). */
export function deliveryFeeFor(distanceKm: number | null): Paise {
  return distanceKm !== null && distanceKm <= FREE_DELIVERY_MAX_KM ? 0 : DELIVERY_FEE;
}

export function discountFor(subtotal: Paise): Paise {
  return subtotal >= DISCOUNT_THRESHOLD ? Math.round(subtotal * DISCOUNT_RATE) : 0;
}

/** The one price calculation used by the cart, the confirm page and the server's checkout. */
export function quote({ lines, restaurant, delivery }: QuoteInput): Quote {
  const subtotal = subtotalOf(lines);
  const tax = Math.round(subtotal * TAX_RATE);
  const distanceKm = restaurant && delivery ? haversineKm(restaurant, delivery) : null;
  const deliveryFee = deliveryFeeFor(distanceKm);
  const discount = discountFor(subtotal);
  return {
    subtotal,
    tax,
    cartTotal: subtotal + tax,
    distanceKm,
    deliveryFee,
    discount,
    payable: subtotal + deliveryFee - discount,
  };
}

export function adminCommissionOf(revenue: Paise): Paise {
  return Math.round(revenue * ADMIN_COMMISSION_RATE);
}
