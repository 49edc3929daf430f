import type { AccountRecord, RestaurantRecord } from '#domain/model';
import { newAccountItems, sellerDetailsItem, sellerRemovalItems } from './accounts.ts';
import { addToMarketplace } from './counters.ts';
import { newRestaurantItem, restaurantRemovalItem, restaurantReplaceItem } from './restaurants.ts';
import { transactIf } from './operations.ts';

/**
 * A seller is an account and its restaurant. The writes that must change both at once, each ONE
 * transaction, so the marketplace never shows half a seller.
 */

/**
 * A seller's sign-up: the account, its email's uniqueness item, the (unlisted) restaurant and the
 * marketplace counters. Answers false when the email already has a seller account.
 */
export function createSeller(account: AccountRecord, restaurant: RestaurantRecord): Promise<boolean> {
  return transactIf([
    ...newAccountItems(account),
    newRestaurantItem(restaurant),
    addToMarketplace({ totalSellers: 1, totalRestaurants: 1 }),
  ]);
}

export interface ProfileChange {
  accountId: string;
  sellerName: string;
  phone: string;
  restaurant: RestaurantRecord;
  /** The restaurant as read: the write happens only if nobody else changed it since. */
  read: RestaurantRecord;
}

/**
 * The seller's details and the restaurant together; false when a review, an approval or a revoke
 * changed the restaurant meanwhile.
 */
export function saveSellerProfile({ accountId, sellerName, phone, restaurant, read }: ProfileChange): Promise<boolean> {
  return transactIf([sellerDetailsItem(accountId, sellerName, phone), restaurantReplaceItem(restaurant, read)]);
}

/**
 * The seller's account, its email's uniqueness item, its restaurant's profile and the counters. False
 * when something changed meanwhile (the account or the restaurant is gone): the caller reads again.
 */
export function deleteSeller(seller: AccountRecord, restaurantId: string | undefined): Promise<boolean> {
  return transactIf([
    ...sellerRemovalItems(seller),
    ...(restaurantId ? [restaurantRemovalItem(restaurantId)] : []),
    addToMarketplace(restaurantId ? { totalSellers: -1, totalRestaurants: -1 } : { totalSellers: -1 }),
  ]);
}
