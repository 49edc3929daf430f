import type { Order, OrderStatus, PriceQuote } from '@tiffin/shared/api/orders';
import type { ShippingInfo } from '@tiffin/shared/rules/shipping';
import { paiseToRupees, type Paise } from '@tiffin/shared/money';
import type { Quote } from '@tiffin/shared/pricing';
import { keys } from './keys.ts';

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
  status: 'pending' | 'fulfilled' | 'refunded';
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
}

/** Checkouts nobody paid for vanish after two days (TTL). */
const CHECKOUT_LIFETIME_S = 2 * 24 * 3600;

export function checkoutItem(record: CheckoutRecord) {
  return {
    ...keys.checkout(record.paymentIntentId),
    entity: 'Checkout',
    ...record,
    expiresAt: Math.floor(Date.parse(record.createdAt) / 1000) + CHECKOUT_LIFETIME_S,
  };
}

export function orderItem(record: OrderRecord) {
  return {
    ...keys.order(record.orderId),
    ...keys.orderOfUser(record.userId, record.createdAt, record.orderId),
    ...keys.orderOfRestaurant(record.restaurantId, record.createdAt, record.orderId),
    ...keys.orderInMarketplace(record.createdAt, record.orderId),
    entity: 'Order',
    ...record,
  };
}

export function toPriceQuote(quote: Quote): PriceQuote {
  return {
    subtotal: paiseToRupees(quote.subtotal),
    tax: paiseToRupees(quote.tax),
    cartTotal: paiseToRupees(quote.cartTotal),
    deliveryFee: paiseToRupees(quote.deliveryFee),
    discount: paiseToRupees(quote.discount),
    payable: paiseToRupees(quote.payable),
    distanceKm: quote.distanceKm === null ? null : Math.round(quote.distanceKm * 100) / 100,
  };
}

export function toOrder(record: OrderRecord): Order {
  return {
    _id: record.orderId,
    orderId: record.orderId,
    createdAt: record.createdAt,
    orderStatus: record.orderStatus,
    paymentStatus: record.paymentStatus,
    totalAmount: paiseToRupees(record.quote.payable),
    cartItems: record.lines.map((line, index) => ({
      _id: `${record.orderId}-${index + 1}`,
      foodId: {
        _id: line.foodId,
        name: line.name,
        price: paiseToRupees(line.price),
        image: line.image,
        restaurant: { _id: record.restaurantId, name: record.restaurantName },
      },
      quantity: line.quantity,
      reviewed: line.reviewed,
    })),
    restaurant: { _id: record.restaurantId, name: record.restaurantName },
    restaurantReviewed: record.restaurantReviewed,
    shippingInfo: record.shippingInfo,
    remark: record.remark,
    userId: { _id: record.userId, username: record.customerName },
    quote: toPriceQuote(record.quote),
    statusHistory: record.statusHistory,
  };
}
