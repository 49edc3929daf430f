import type { OrderStatus } from '@tiffin/shared/api/orders';
import { indiaDate, startOfIndiaWeek } from '@tiffin/shared/india-time';
import { paiseToRupees, type Paise } from '@tiffin/shared/money';
import { quote } from '@tiffin/shared/pricing';
import type { ShippingInfo } from '@tiffin/shared/rules/shipping';
import { foodItem } from '#data/dishes';
import { keys, rateKeys } from '#data/keys';
import { orderItem, waitingOrderItem } from '#data/orders';
import type { FoodRecord, OrderRecord, RestaurantRecord } from '#domain/model';
import { lookupPincode } from '#platform/geo/index';
import { tag, type Identity } from './people.ts';
import { addNumbers, allItems, deleteItem, getItem, putItem } from './table.ts';

/** What a test writes straight into the table beside its people: dishes, orders, carts, a week's figures. */

const CATEGORY = { _id: 'cat-dosa', cat: 'Dosa', catimg: 'http://localhost/images/category/dosa.svg' };

/** A listed dish of the restaurant (its stock and price in paise as given), written straight into the table. */
export async function newDish(restaurant: RestaurantRecord, { quantity = 1000, price = 15_000 } = {}) {
  const id = `f-mx-${tag()}`;
  const { name, city, address, latitude, longitude } = restaurant;
  const record: FoodRecord = {
    id,
    name: `Test Dish ${id}`,
    price,
    foodType: 'veg',
    category: CATEGORY,
    image: '',
    description: 'A dish made for a test',
    quantity,
    restaurant: { id: restaurant.id, name, city, address, latitude, longitude },
    listed: restaurant.listed,
    createdAt: new Date().toISOString(),
    ratingSum: 0,
    ratingCount: 0,
  };
  await putItem(foodItem(record));
  return record;
}

/** A paid order of the customer at the restaurant, as the order writes leave it. */
export async function newOrder(input: {
  customer: Identity;
  restaurant: RestaurantRecord;
  dish: FoodRecord;
  status: OrderStatus;
  shippingInfo: ShippingInfo;
}): Promise<OrderRecord> {
  const orderId = `TF-MX${tag().toUpperCase()}`;
  const createdAt = new Date().toISOString();
  const price = input.dish.price;
  const record: OrderRecord = {
    orderId,
    userId: input.customer.id,
    customerName: 'Matrix Customer',
    customerEmail: input.customer.email,
    restaurantId: input.restaurant.id,
    restaurantName: input.restaurant.name,
    lines: [{ foodId: input.dish.id, name: input.dish.name, price, image: '', quantity: 1, reviewed: false }],
    restaurantReviewed: false,
    shippingInfo: input.shippingInfo,
    remark: '',
    quote: {
      subtotal: price,
      tax: Math.round(price * 0.05),
      cartTotal: price + Math.round(price * 0.05),
      distanceKm: 2,
      deliveryFee: 0,
      discount: 0,
      payable: price,
    },
    orderStatus: input.status,
    paymentStatus: 'Paid',
    paymentIntentId: `pi_mx_${orderId.replace(/-/g, '')}`,
    statusHistory: [{ status: input.status, at: createdAt }],
    createdAt,
  };
  await putItem(orderItem(record));
  if (record.orderStatus === 'Pending') await putItem(waitingOrderItem(record));
  await addNumbers(keys.marketplaceStats(), { totalOrders: 1 });
  return record;
}

/** Sets a customer's cart to exactly these lines (an empty list removes it). */
export async function setCart(userId: string, restaurantId: string, lines: { foodId: string; quantity: number }[]) {
  if (lines.length === 0) return deleteItem(keys.cart(userId));
  await putItem({
    ...keys.cart(userId),
    entity: 'Cart',
    restaurantId,
    lines,
    version: 1,
    updatedAt: new Date().toISOString(),
  });
}

/** This week's figures for a restaurant, as the weekly stats job stores them. */
export async function storeThisWeek(restaurantId: string, totalWeeklyOrders: number) {
  const now = new Date();
  const weekStart = indiaDate(startOfIndiaWeek(now));
  await putItem({
    ...keys.sellerWeek(restaurantId, weekStart),
    entity: 'SellerWeek',
    restaurantId,
    weekStart,
    from: startOfIndiaWeek(now).toISOString(),
    to: now.toISOString(),
    today: indiaDate(now),
    totalWeeklyOrders,
    totalDelivered: 0,
    revenue: 0,
    todayOrders: 0,
    totalFoodItems: 0,
    outOfStock: 0,
    computedAt: now.toISOString(),
  });
}

/** What the confirm page shows as payable (rupees) for these lines delivered to `pincode`. */
export function payableFor(restaurant: RestaurantRecord, lines: { price: Paise; quantity: number }[], pincode: string) {
  const place = lookupPincode(pincode)!;
  return paiseToRupees(
    quote({
      lines: lines.map((line) => ({ unitPrice: line.price, quantity: line.quantity })),
      restaurant: { lat: restaurant.latitude, lon: restaurant.longitude },
      delivery: { lat: place.latitude!, lon: place.longitude! },
    }).payable,
  );
}

/** Every item of the table but the rate-limit counters, comparable before and after a call. */
export async function tableSnapshot(): Promise<string[]> {
  return (await allItems())
    .filter((item) => !String(item.PK).startsWith(rateKeys.prefix))
    .map((item) => JSON.stringify(item))
    .sort();
}

export type Key = { PK: string; SK: string };
export const readItems = (itemKeys: readonly Key[]) => Promise.all(itemKeys.map((key) => getItem(key)));
