import { randomBytes, randomUUID, scryptSync } from 'node:crypto';
import { accountItem, emailItem } from '#data/accounts';
import { restaurantItem } from '#data/restaurants';
import { keys } from '#data/keys';
import type { AccountRecord, RestaurantRecord } from '#domain/model';
import type { AccountRole } from '#platform/tokens';
import { tokenFor } from './api.ts';
import { addNumbers, putItem } from './table.ts';

/**
 * People made for a test file and what they own, written straight into the shared table under fresh ids in a city
 * no other test uses (Bhopal), so no other test file sees them.
 */

export const PASSWORD = 'Matrix@123';
/**
 * The stored hash names its own scrypt cost and the login verifies with that cost, so the matrix's
 * accounts carry a cheap one: the login cells test who may log in, not scrypt's strength.
 */
const CHEAP = { N: 2 ** 10, r: 8, p: 1 };
const salt = randomBytes(16);
const passwordHash = [
  'scrypt',
  CHEAP.N,
  CHEAP.r,
  CHEAP.p,
  salt.toString('base64url'),
  scryptSync(PASSWORD.normalize('NFKC'), salt, 32, CHEAP).toString('base64url'),
].join('$');

export const CITY = {
  city: 'bhopal',
  address: 'MP Nagar, Bhopal, Madhya Pradesh 462011',
  latitude: 23.2599,
  longitude: 77.4126,
} as const;
export const tag = () => randomUUID().slice(0, 8);

export interface Identity {
  id: string;
  role: AccountRole;
  email: string;
  token: string;
}
export interface SellerIdentity extends Identity {
  restaurant: RestaurantRecord;
}

async function newAccount(
  role: AccountRole,
  extra: Partial<AccountRecord> = {},
): Promise<Omit<Identity, 'token'> & { record: AccountRecord }> {
  const t = tag();
  const record: AccountRecord = {
    id: `u-mx-${role}-${t}`,
    role,
    username: `Matrix ${role} ${t}`,
    email: `mx-${role}-${t}@example.com`,
    phoneno: '9876543210',
    passwordHash,
    verified: true,
    createdAt: new Date().toISOString(),
    ...extra,
  };
  await putItem(accountItem(record));
  await putItem(emailItem(record));
  return { id: record.id, role, email: record.email, record };
}

export async function newCustomer(): Promise<Identity> {
  const account = await newAccount('customer');
  // What the sign-up's transaction adds to the counters.
  await addNumbers(keys.marketplaceStats(), { totalUsers: 1 });
  return { ...account, token: await tokenFor('customer', account.id) };
}

export async function newAdmin({ firstLogin }: { firstLogin: boolean }): Promise<Identity> {
  const account = await newAccount('admin', { isFirstLogin: firstLogin });
  return { ...account, token: await tokenFor('admin', account.id) };
}

/** A seller with a restaurant in Bhopal, listed while the seller is approved. */
export async function newSeller({ approved }: { approved: boolean }): Promise<SellerIdentity> {
  const t = tag();
  const restaurantId = `r-mx-${t}`;
  const account = await newAccount('seller', { approved, restaurantId });
  const restaurant: RestaurantRecord = {
    id: restaurantId,
    name: `Matrix Kitchen ${t}`,
    image: '',
    description: 'A restaurant made for the authorization matrix',
    ...CITY,
    sellerId: account.id,
    listed: approved,
    createdAt: account.record.createdAt,
    ratingSum: 0,
    ratingCount: 0,
  };
  await putItem(restaurantItem(restaurant));
  await addNumbers(keys.marketplaceStats(), { totalSellers: 1, totalRestaurants: 1 });
  return { ...account, restaurant, token: await tokenFor('seller', account.id) };
}

/** A delivery address in Bhopal, where the sellers made here are: what a checkout's shipping form sends. */
export const BHOPAL_SHIPPING = {
  address: '12 Lake View Road',
  city: 'Bhopal',
  pincode: '462001',
  country: 'India',
  phone: '9876543210',
};
