import type * as z from '@tiffin/shared/zod';
import {
  ADMIN_MESSAGES,
  ADMIN_PAGE_SIZE,
  type SellerApprovalAnswer,
  type SellerPage,
  type SellerRow,
} from '@tiffin/shared/api/admin';
import type { pageQuerySchema } from '@tiffin/shared/api/common';
import type { MessageAnswer } from '@tiffin/shared/api/users';
import { Conflict, NotFound } from '#platform/errors';
import { signupExpired, type AccountRecord, type RestaurantRecord } from '#domain/model';
import type { Ports } from '#domain/ports';

type SellerAdminPorts = Pick<Ports, 'accounts' | 'restaurants' | 'dishes'>;
/** A deletion that keeps losing its transaction to concurrent changes gives up after this. */
const DELETE_ATTEMPTS = 3;

function toSellerRow(seller: AccountRecord, restaurant: RestaurantRecord | undefined): SellerRow {
  return {
    _id: seller.id,
    sellerName: seller.username,
    email: seller.email,
    phone: seller.phoneno,
    isApproved: seller.approved === true,
    isVerified: seller.verified,
    restaurant: restaurant ? { _id: restaurant.id, name: restaurant.name } : null,
    createdAt: seller.createdAt,
  };
}

async function getSeller({ accounts }: Pick<Ports, 'accounts'>, id: string): Promise<AccountRecord> {
  const seller = await accounts.getAccount(id);
  if (seller?.role !== 'seller') throw new NotFound(ADMIN_MESSAGES.sellerNotFound);
  return seller;
}

/**
 * Sellers newest first, each with its verification, approval and restaurant (one BatchGet per page); an
 * expired sign-up is gone, though TTL may not have deleted it yet.
 */
export async function listSellers(
  ports: Pick<Ports, 'accounts' | 'restaurants' | 'clock'>,
  query: z.output<typeof pageQuerySchema>,
): Promise<SellerPage> {
  const page = await ports.accounts.accountsInRole('seller', query.limit ?? ADMIN_PAGE_SIZE, query.cursor);
  const now = ports.clock.now().getTime();
  const sellers = page.items.filter((seller) => !signupExpired(seller, now));
  const restaurants = await ports.restaurants.getRestaurants(sellers.flatMap((seller) => seller.restaurantId ?? []));
  return {
    items: sellers.map((seller) => toSellerRow(seller, restaurants.get(seller.restaurantId ?? ''))),
    nextCursor: page.nextCursor,
  };
}

/**
 * Approve or revoke (docs/product.md#seller-approval). Only a seller who proved the email may be approved (409). The account flag moves first, so a revoked seller is refused at once
 * (the seller preset reads it on every call); then the restaurant and every dish enter or leave the
 * city listings. Repeating the call finishes an interrupted one, so it is safe to retry.
 */
export async function setSellerApproval(
  ports: SellerAdminPorts,
  sellerId: string,
  isApproved: boolean,
): Promise<SellerApprovalAnswer> {
  const { accounts, restaurants, dishes } = ports;
  const seller = await getSeller(ports, sellerId);
  if (isApproved && !seller.verified) throw new Conflict(ADMIN_MESSAGES.sellerNotVerified, 'SELLER_NOT_VERIFIED');
  if (!(await accounts.setSellerApproved(seller.id, isApproved))) throw new NotFound(ADMIN_MESSAGES.sellerNotFound);
  const restaurant = seller.restaurantId ? await restaurants.getRestaurant(seller.restaurantId) : undefined;
  if (restaurant) {
    await restaurants.setRestaurantListed(restaurant.id, isApproved);
    await dishes.setFoodsOfRestaurantListed(restaurant.id, isApproved);
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
export async function deleteSeller(
  ports: Pick<Ports, 'accounts' | 'restaurants' | 'sellers'>,
  sellerId: string,
): Promise<MessageAnswer> {
  const { accounts, restaurants, sellers } = ports;
  for (let attempt = 0; attempt < DELETE_ATTEMPTS; attempt++) {
    const seller = await getSeller(ports, sellerId);
    await accounts.setSellerApproved(seller.id, false);
    const restaurant = seller.restaurantId ? await restaurants.getRestaurant(seller.restaurantId) : undefined;
    if (restaurant) await restaurants.deleteRestaurantBelongings(restaurant.id);
    if (await sellers.deleteSeller(seller, restaurant?.id)) return { message: ADMIN_MESSAGES.sellerDeleted };
  }
  throw new NotFound(ADMIN_MESSAGES.sellerNotFound);
}
