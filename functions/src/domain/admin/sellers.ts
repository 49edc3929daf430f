import type { z } from 'zod';
import {
  ADMIN_MESSAGES,
  ADMIN_PAGE_SIZE,
  type SellerApprovalAnswer,
  type SellerPage,
  type SellerRow,
} from '@tiffin/shared/api/admin';
import type { pageQuerySchema } from '@tiffin/shared/api/common';
import type { MessageAnswer } from '@tiffin/shared/api/users';
import { NotFound } from '#platform/errors';
import type { AccountRecord } from '#data/account-items';
import { getAccount } from '#data/accounts-repository';
import {
  accountsInRole,
  deleteSellerAccount,
  forEachLimited,
  getRestaurants,
  setFoodListed,
  setRestaurantListed,
  setSellerApproved,
} from '#data/admin-repository';
import type { RestaurantRecord } from '#data/catalogue-items';
import { foodsOfRestaurant, getRestaurant } from '#data/catalogue-repository';
import { removeBelongings } from './restaurants.ts';

/** How many dishes change their listing at once. */
const LISTING_CONCURRENCY = 10;
/** A deletion that keeps losing its transaction to concurrent changes gives up after this. */
const DELETE_ATTEMPTS = 3;

function toSellerRow(seller: AccountRecord, restaurant: RestaurantRecord | undefined): SellerRow {
  return {
    _id: seller.id,
    sellerName: seller.username,
    email: seller.email,
    phone: seller.phoneno,
    isApproved: seller.approved === true,
    restaurant: restaurant ? { _id: restaurant.id, name: restaurant.name } : null,
    createdAt: seller.createdAt,
  };
}

async function getSeller(id: string): Promise<AccountRecord> {
  const seller = await getAccount(id);
  if (seller?.role !== 'seller') throw new NotFound(ADMIN_MESSAGES.sellerNotFound);
  return seller;
}

/** Sellers newest first, each with its approval and restaurant (one BatchGet per page). */
export async function listSellers(query: z.output<typeof pageQuerySchema>): Promise<SellerPage> {
  const page = await accountsInRole('seller', query.limit ?? ADMIN_PAGE_SIZE, query.cursor);
  const restaurants = await getRestaurants(page.items.flatMap((seller) => seller.restaurantId ?? []));
  return {
    items: page.items.map((seller) => toSellerRow(seller, restaurants.get(seller.restaurantId ?? ''))),
    nextCursor: page.nextCursor,
  };
}

/**
 * Approve or revoke (spec 4). The account flag moves first, so a revoked seller is refused at once
 * (the seller preset reads it on every call); then the restaurant and every dish enter or leave the
 * city listings. Repeating the call finishes an interrupted one, so it is safe to retry.
 */
export async function setSellerApproval(sellerId: string, isApproved: boolean): Promise<SellerApprovalAnswer> {
  const seller = await getSeller(sellerId);
  if (!(await setSellerApproved(seller.id, isApproved))) throw new NotFound(ADMIN_MESSAGES.sellerNotFound);
  const restaurant = seller.restaurantId ? await getRestaurant(seller.restaurantId) : undefined;
  if (restaurant) {
    await setRestaurantListed(restaurant.id, isApproved);
    const dishes = await foodsOfRestaurant(restaurant.id);
    await forEachLimited(dishes, LISTING_CONCURRENCY, (dish) => setFoodListed(dish.id, isApproved));
  }
  return {
    message: isApproved ? ADMIN_MESSAGES.sellerApproved : ADMIN_MESSAGES.sellerRejected,
    seller: toSellerRow({ ...seller, approved: isApproved }, restaurant),
  };
}

/**
 * Deletes the seller, the restaurant and its dishes; past orders keep their snapshots. The seller is
 * revoked first (no new dish can appear meanwhile), the belongings go next, and the account, its
 * email and the restaurant's profile go last in one transaction with the counters. An interrupted
 * deletion leaves the seller listed as revoked, and asking again finishes it.
 */
export async function deleteSeller(sellerId: string): Promise<MessageAnswer> {
  for (let attempt = 0; attempt < DELETE_ATTEMPTS; attempt++) {
    const seller = await getSeller(sellerId);
    await setSellerApproved(seller.id, false);
    const restaurant = seller.restaurantId ? await getRestaurant(seller.restaurantId) : undefined;
    if (restaurant) await removeBelongings(restaurant.id);
    if (await deleteSellerAccount(seller, restaurant?.id)) return { message: ADMIN_MESSAGES.sellerDeleted };
  }
  throw new NotFound(ADMIN_MESSAGES.sellerNotFound);
}
