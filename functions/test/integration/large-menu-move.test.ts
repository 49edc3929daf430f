import { describe, expect, it } from 'vitest';
import type { Food } from '@tiffin/shared/api/catalogue';
import type { Page } from '@tiffin/shared/api/common';
import type { PaymentOrder } from '@tiffin/shared/api/orders';
import type { ProfileUpdated } from '@tiffin/shared/api/seller';
import { messages } from '@tiffin/shared/rules/messages';
import { dynamo } from '#adapters/dynamo';
import { keys } from '#data/keys';
import { restaurantItem } from '#data/restaurants';
import type { FoodRecord, RestaurantRecord } from '#domain/model';
import { BHOPAL_SHIPPING, newCustomer, newSeller, type SellerIdentity } from './support/people.ts';
import { newDish, payableFor, setCart } from './support/records.ts';
import { getItem, putItem } from './support/table.ts';
import { useStackWithStripe } from './support/stack.ts';

// This file's own local Stripe, so a checkout the rules wrongly let through really starts a payment.
const { api } = await useStackWithStripe();

/** The sellers start in Bhopal (support/people.ts); Nagpur is another city. */
const NAGPUR = { latitude: 21.1458, longitude: 79.0882 };
/** More dishes than one transaction of the move carries. */
const LARGE_MENU = 60;

const move = (seller: SellerIdentity) =>
  api.call<ProfileUpdated>('seller/update-profile', {
    token: seller.token,
    body: { sellerName: 'Moving Seller', phone: '9123456780', restaurantName: seller.restaurant.name, ...NAGPUR },
  });

async function sellerWithMenu(count: number) {
  const seller = await newSeller({ approved: true });
  const dishes: FoodRecord[] = [];
  for (let start = 0; start < count; start += 20) {
    dishes.push(
      ...(await Promise.all(Array.from({ length: Math.min(20, count - start) }, () => newDish(seller.restaurant)))),
    );
  }
  return { seller, dishes };
}

/** The restaurant's dish ids listed in a city, every page. */
async function dishesListedIn(city: string, restaurantId: string): Promise<string[]> {
  const ids: string[] = [];
  let cursor: string | undefined;
  do {
    const answer = await api.call<Page<Food>>('catalogue/list-foods', {
      query: { city, restaurantId, ...(cursor ? { cursor } : {}) },
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    ids.push(...answer.body.items.map((food) => food._id));
    cursor = answer.body.nextCursor ?? undefined;
  } while (cursor);
  return ids.sort();
}

/** Counts the table's transactions while `work` runs; `fail` may end one early, as a timed-out function would. */
async function countingTransactions<T>(work: () => Promise<T>, fail?: (n: number) => boolean) {
  const name = `countTransactions${Math.random()}`;
  let count = 0;
  dynamo.middlewareStack.add(
    (next, context) => async (args) => {
      if (context.commandName === 'TransactWriteItemsCommand') {
        count++;
        if (fail?.(count)) throw new Error('the function ran out of time');
      }
      return next(args);
    },
    { step: 'initialize', name },
  );
  try {
    return { result: await work(), count: () => count };
  } finally {
    dynamo.middlewareStack.remove(name);
  }
}

/** A Bhopal customer's checkout of one dish, at the price of a restaurant still in Bhopal. */
async function checkoutInBhopal(restaurant: RestaurantRecord, dish: FoodRecord) {
  const customer = await newCustomer();
  await setCart(customer.id, restaurant.id, [{ foodId: dish.id, quantity: 1 }]);
  const amount = payableFor(restaurant, [{ price: dish.price, quantity: 1 }], BHOPAL_SHIPPING.pincode);
  return api.call<PaymentOrder & { message: string }>('payment/create', {
    token: customer.token,
    body: { amount, shippingInfo: BHOPAL_SHIPPING },
  });
}

describe('a restaurant with a large menu moves', () => {
  it(`a move of ${LARGE_MENU} dishes is written in batches (a few transactions, not one per dish) and lists every dish in the new city`, async () => {
    const { seller, dishes } = await sellerWithMenu(LARGE_MENU);
    const { result: moved, count } = await countingTransactions(() => move(seller));
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    // The profile's own transaction, then the dishes 25 at a time.
    expect(count()).toBeLessThanOrEqual(1 + Math.ceil(LARGE_MENU / 25));
    const ids = dishes.map((dish) => dish.id).sort();
    expect(await dishesListedIn('nagpur', seller.restaurant.id)).toEqual(ids);
    expect(await dishesListedIn('bhopal', seller.restaurant.id)).toEqual([]);
  });

  it('a customer cannot check out, priced from where the restaurant was, a dish whose copy of the restaurant stayed behind in the old city', async () => {
    const { seller, dishes } = await sellerWithMenu(1);
    // The restaurant's own write went through; the call ended before its dish followed.
    const halfMoved: RestaurantRecord = {
      ...seller.restaurant,
      city: 'nagpur',
      address: 'Nagpur, Maharashtra',
      ...NAGPUR,
    };
    await putItem(restaurantItem(halfMoved));
    expect(await getItem(keys.food(dishes[0]!.id))).toMatchObject({ restaurant: { city: 'bhopal' } });

    const refused = await checkoutInBhopal(seller.restaurant, dishes[0]!);
    expect(refused.status).toBe(400);
    expect(refused.body).toEqual({ message: messages.differentCity });
  });

  it('a large move cut short after its first batch refuses checkouts from the copies left behind, and sending it again finishes it', async () => {
    const { seller, dishes } = await sellerWithMenu(LARGE_MENU);
    // The profile's transaction and the first batch of dishes go through; then the function stops.
    const { result: cut } = await countingTransactions(
      () => move(seller),
      (n) => n === 3,
    );
    expect(cut.status).toBeGreaterThanOrEqual(500);
    const moved = await dishesListedIn('nagpur', seller.restaurant.id);
    const behind = await dishesListedIn('bhopal', seller.restaurant.id);
    expect(moved.length).toBeGreaterThan(0);
    expect(behind.length).toBeGreaterThan(0);
    expect(moved.length + behind.length).toBe(LARGE_MENU);

    const leftBehind = dishes.find((dish) => dish.id === behind[0])!;
    const refused = await checkoutInBhopal(seller.restaurant, leftBehind);
    expect(refused.status).toBe(400);
    expect(refused.body).toEqual({ message: messages.differentCity });

    // Sending the move again carries only the dishes still behind.
    const { result: resumed, count } = await countingTransactions(() => move(seller));
    expect(resumed.status, JSON.stringify(resumed.body)).toBe(200);
    expect(count()).toBeLessThanOrEqual(1 + Math.ceil(behind.length / 25));
    expect(await dishesListedIn('nagpur', seller.restaurant.id)).toEqual(dishes.map((dish) => dish.id).sort());
    expect(await dishesListedIn('bhopal', seller.restaurant.id)).toEqual([]);
    for (const dish of dishes) {
      expect(await getItem(keys.food(dish.id))).toMatchObject({ restaurant: { city: 'nagpur', ...NAGPUR } });
    }
  });
});
