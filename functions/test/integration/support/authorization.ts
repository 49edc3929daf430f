import type { ShippingInfo } from '@tiffin/shared/rules/shipping';
import type { FoodRecord, OrderRecord } from '#domain/model';
import { newAdmin, newCustomer, newSeller, tag, type Identity, type SellerIdentity } from './people.ts';
import { newDish, newOrder, setCart, storeThisWeek } from './records.ts';

/**
 * The vocabulary of the authorization table (authorization-matrix.test.ts, one row per route): who calls, what a
 * cell expects, and the fixed cast of callers with what they own.
 */

export const CALLERS = [
  'anonymous',
  'customerA',
  'customerB',
  'pendingSeller',
  'sellerA',
  'sellerB',
  'firstLoginAdmin',
  'admin',
] as const;
export type Caller = (typeof CALLERS)[number];

export const CALLER_NAMES: Record<Caller, string> = {
  anonymous: 'anonymous',
  customerA: 'customer A',
  customerB: 'customer B',
  pendingSeller: 'a pending seller',
  sellerA: 'seller A',
  sellerB: 'seller B',
  firstLoginAdmin: 'an admin before the first password change',
  admin: 'the admin',
};

/** What one cell of the matrix expects: a status, and for the two special refusals their code and text. */
export interface Expected {
  status: number;
  code?: string;
  message?: string;
}
export type Cell = number | Expected;
/** One expectation per caller, in the order of CALLERS. */
export type Cells = readonly [Cell, Cell, Cell, Cell, Cell, Cell, Cell, Cell];

/** A seller the admin has not approved (yet), on any seller route. */
export const NA: Expected = {
  status: 403,
  code: 'SELLER_NOT_APPROVED',
  message: 'Your seller account is not approved. Please wait for the admin to approve it.',
};
/** An admin who has not changed the initial password, on any admin route but the change itself. */
export const PW: Expected = { status: 403, code: 'PASSWORD_CHANGE_REQUIRED', message: 'Password change required' };

export const expectedOf = (cell: Cell): Expected => (typeof cell === 'number' ? { status: cell } : cell);

/** A fresh identity of the caller's kind, for a cell whose call changes the caller itself. */
export async function freshIdentity(caller: Caller): Promise<Identity | undefined> {
  switch (caller) {
    case 'anonymous':
      return undefined;
    case 'customerA':
    case 'customerB':
      return newCustomer();
    case 'pendingSeller':
      return newSeller({ approved: false });
    case 'sellerA':
    case 'sellerB':
      return newSeller({ approved: true });
    case 'firstLoginAdmin':
      return newAdmin({ firstLogin: true });
    case 'admin':
      return newAdmin({ firstLogin: false });
  }
}

/** The fixed cast of the matrix and what they own; each cell makes fresh targets it could use up. */
export interface World {
  customerA: Identity;
  customerB: Identity;
  pendingSeller: SellerIdentity;
  sellerA: SellerIdentity;
  sellerB: SellerIdentity;
  firstLoginAdmin: Identity;
  admin: Identity;
  /** Seller A's dish that sits in customer A's cart (never in customer B's). */
  cartDish: FoodRecord;
  /** Seller A's dish with plenty of stock, for adding to carts. */
  shopDish: FoodRecord;
  /** The pending seller's dish: unlisted, so nobody's catalogue shows it. */
  pendingDish: FoodRecord;
  /** Customer A's address, on every order of customer A. */
  shippingOfA: ShippingInfo;
  /** Customer A's order at seller A's restaurant. */
  orderOfA: OrderRecord;
}

export async function buildWorld(): Promise<World> {
  const [customerA, customerB] = [await newCustomer(), await newCustomer()];
  const pendingSeller = await newSeller({ approved: false });
  const [sellerA, sellerB] = [await newSeller({ approved: true }), await newSeller({ approved: true })];
  const firstLoginAdmin = await newAdmin({ firstLogin: true });
  const admin = await newAdmin({ firstLogin: false });
  const cartDish = await newDish(sellerA.restaurant);
  const shopDish = await newDish(sellerA.restaurant, { quantity: 100_000 });
  const pendingDish = await newDish(pendingSeller.restaurant);
  await setCart(customerA.id, sellerA.restaurant.id, [{ foodId: cartDish.id, quantity: 2 }]);
  const shippingOfA: ShippingInfo = {
    address: `${tag()} Secret Lane, Arera Colony`,
    city: 'Bhopal',
    pincode: '462001',
    country: 'India',
    phone: '9876543210',
  };
  const orderOfA = await newOrder({
    customer: customerA,
    restaurant: sellerA.restaurant,
    dish: cartDish,
    status: 'Pending',
    shippingInfo: shippingOfA,
  });
  await storeThisWeek(sellerA.restaurant.id, 7);
  return {
    customerA,
    customerB,
    pendingSeller,
    sellerA,
    sellerB,
    firstLoginAdmin,
    admin,
    cartDish,
    shopDish,
    pendingDish,
    shippingOfA,
    orderOfA,
  };
}

export const identityOf = (world: World, caller: Caller): Identity | undefined =>
  caller === 'anonymous' ? undefined : world[caller];
