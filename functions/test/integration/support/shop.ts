import { restaurantItem } from '#data/restaurants';
import type { RestaurantRecord } from '#domain/model';
import { newDish, payableFor } from './records.ts';
import { putItem } from './table.ts';

/**
 * The shop tests' own restaurant, in a city the seed does not use, so their dishes and reviews never
 * show up in the catalogue tests' seed cities.
 */
export const TEST_RESTAURANT: RestaurantRecord = {
  id: 'r-test-mysuru',
  name: 'Mysuru Test Kitchen',
  city: 'mysuru',
  address: '3 Sayyaji Rao Road, Mysuru, Karnataka 570001',
  latitude: 12.3052,
  longitude: 76.6552,
  image: 'http://localhost/images/restaurant/test.svg',
  description: 'A restaurant made for tests',
  sellerId: 'u-test-seller',
  listed: true,
  createdAt: new Date().toISOString(),
  ratingSum: 0,
  ratingCount: 0,
};
export const DELIVERY_ADDRESS = {
  address: '7 Irwin Road, Mysuru',
  city: 'Mysuru',
  pincode: '570001',
  country: 'India',
  phone: '9876543210',
};

let restaurantReady: Promise<void> | undefined;
const ensureTestRestaurant = () => (restaurantReady ??= putItem(restaurantItem(TEST_RESTAURANT)));

/** A fresh dish of the test restaurant with the given stock and price in rupees; its id. */
export async function newShopDish(stock: number, priceRupees = 100): Promise<string> {
  await ensureTestRestaurant();
  return (await newDish(TEST_RESTAURANT, { quantity: stock, price: priceRupees * 100 })).id;
}

/** What the confirm page shows as payable (rupees) for lines of the test restaurant priced in rupees. */
export const shopPayable = (lines: { price: number; quantity: number }[], pincode = DELIVERY_ADDRESS.pincode) =>
  payableFor(
    TEST_RESTAURANT,
    lines.map((line) => ({ price: line.price * 100, quantity: line.quantity })),
    pincode,
  );
