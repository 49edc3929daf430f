import { randomUUID } from 'node:crypto';
import { foodItem } from '#data/dishes';
import { restaurantItem } from '#data/restaurants';
import { lookupPincode } from '#platform/geo/index';
import { quote } from '@tiffin/shared/pricing';
import { paiseToRupees } from '@tiffin/shared/money';
import { putItem } from './table.ts';

/**
 * The shop tests' own restaurant, in a city the seed does not use, so their dishes and reviews never
 * show up in the catalogue tests' seed cities.
 */
export const TEST_RESTAURANT = {
  id: 'r-test-mysuru',
  name: 'Mysuru Test Kitchen',
  city: 'mysuru',
  address: '3 Sayyaji Rao Road, Mysuru, Karnataka 570001',
  latitude: 12.3052,
  longitude: 76.6552,
};
export const DELIVERY_ADDRESS = {
  address: '7 Irwin Road, Mysuru',
  city: 'Mysuru',
  pincode: '570001',
  country: 'India',
  phone: '9876543210',
};

let restaurantReady: Promise<void> | undefined;
function ensureTestRestaurant() {
  restaurantReady ??= putItem(
    restaurantItem({
      ...TEST_RESTAURANT,
      image: 'http://localhost/images/restaurant/test.svg',
      description: 'A restaurant made for tests',
      sellerId: 'u-test-seller',
      listed: true,
      createdAt: new Date().toISOString(),
      ratingSum: 0,
      ratingCount: 0,
    }),
  );
  return restaurantReady;
}

/** A fresh dish of the test restaurant with the given stock and price (rupees). */
export async function newDish(stock: number, price = 100) {
  await ensureTestRestaurant();
  const id = `f-test-${randomUUID().slice(0, 8)}`;
  await putItem(
    foodItem({
      id,
      name: `Test Dish ${id}`,
      price: price * 100,
      foodType: 'veg',
      category: { _id: 'cat-dosa', cat: 'Dosa', catimg: 'http://localhost/images/category/dosa.svg' },
      image: 'http://localhost/images/food/test.svg',
      description: 'A dish made for a test',
      quantity: stock,
      restaurant: TEST_RESTAURANT,
      listed: true,
      createdAt: new Date().toISOString(),
      ratingSum: 0,
      ratingCount: 0,
    }),
  );
  return id;
}

/** What the confirm page would show as payable (rupees), computed with the shared pricing, like the web. */
export function payableFor(lines: { price: number; quantity: number }[], pincode = DELIVERY_ADDRESS.pincode) {
  const place = lookupPincode(pincode)!;
  return paiseToRupees(
    quote({
      lines: lines.map((line) => ({ unitPrice: line.price * 100, quantity: line.quantity })),
      restaurant: { lat: TEST_RESTAURANT.latitude, lon: TEST_RESTAURANT.longitude },
      delivery: { lat: place.latitude!, lon: place.longitude! },
    }).payable,
  );
}
