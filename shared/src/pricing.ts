import { haversineKm, type LatLon } from './geo.ts';
import { formatRupees, paiseToRupees, type Paise } from './money.ts';

/** Business constants of docs/product.md#constants. */
export const TAX_RATE = 0.05;
export const DELIVERY_FEE: Paise = 4000;
export const FREE_DELIVERY_MAX_KM = 5;
export const DISCOUNT_RATE = 0.2;
export const DISCOUNT_THRESHOLD: Paise = 200000;
export const ADMIN_COMMISSION_RATE = 0.1;
/** Stripe's smallest card payment in INR (₹0.50); below it a PaymentIntent is refused. */
export const MIN_CARD_PAYMENT: Paise = 50;

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
  /** 5% GST on the subtotal, part of the payable amount (docs/differences.md#the-customer-pays-what-the-cart-shows: the spec showed it but left it out). */
  tax: Paise;
  /** subtotal + tax, the spec's cart total. */
  cartTotal: Paise;
  /** Straight-line km between restaurant and delivery, null when either location is unknown. */
  distanceKm: number | null;
  deliveryFee: Paise;
  discount: Paise;
  /** What the card is charged: subtotal + tax + delivery fee - discount. */
  payable: Paise;
}

export function subtotalOf(lines: QuoteLine[]): Paise {
  return lines.reduce((sum, line) => sum + line.unitPrice * line.quantity, 0);
}

/** Delivery is free at 5 km or less; an unknown location keeps the default fee (docs/product.md#silent-failures). */
export function deliveryFeeFor(distanceKm: number | null): Paise {
  return distanceKm !== null && distanceKm <= FREE_DELIVERY_MAX_KM ? 0 : DELIVERY_FEE;
}

/** Minutes a kitchen takes to make an order ready, before the ride (beyond the spec: the restaurant card's estimate). */
export const PREPARATION_MINUTES = 20;
/** Minutes a rider takes per straight-line km. */
export const RIDE_MINUTES_PER_KM = 3;

/** The delivery time a restaurant card shows: preparation plus the ride, rounded up to the next 5 minutes. */
export function deliveryMinutesFor(distanceKm: number): number {
  return Math.ceil((PREPARATION_MINUTES + distanceKm * RIDE_MINUTES_PER_KM) / 5) * 5;
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
    payable: subtotal + tax + deliveryFee - discount,
  };
}

export function adminCommissionOf(revenue: Paise): Paise {
  return Math.round(revenue * ADMIN_COMMISSION_RATE);
}

export interface PriceRow {
  key: 'subtotal' | 'tax' | 'delivery' | 'discount' | 'total';
  label: string;
  /** Paise; the discount is positive and taken off. */
  paise: Paise;
  /** As shown: '₹40', 'Free', '- ₹500.50'. */
  text: string;
}

const rupeesText = (paise: Paise) => formatRupees(paiseToRupees(paise));

/**
 * The lines of a price, in the one order every place shows them (cart, confirm, payment, My Orders, email):
 * Subtotal, Tax (5%), Delivery fee, Discount (20%) when there is one, Total. They add up to the payable.
 */
export function priceRows(
  priced: Pick<Quote, 'subtotal' | 'tax' | 'deliveryFee' | 'discount' | 'payable'>,
): PriceRow[] {
  return [
    { key: 'subtotal', label: 'Subtotal', paise: priced.subtotal, text: rupeesText(priced.subtotal) },
    { key: 'tax', label: 'Tax (5%)', paise: priced.tax, text: rupeesText(priced.tax) },
    {
      key: 'delivery',
      label: 'Delivery fee',
      paise: priced.deliveryFee,
      text: priced.deliveryFee === 0 ? 'Free' : rupeesText(priced.deliveryFee),
    },
    ...(priced.discount > 0
      ? [
          {
            key: 'discount' as const,
            label: 'Discount (20%)',
            paise: priced.discount,
            text: `- ${rupeesText(priced.discount)}`,
          },
        ]
      : []),
    { key: 'total', label: 'Total', paise: priced.payable, text: rupeesText(priced.payable) },
  ];
}
