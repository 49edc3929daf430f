import type * as z from '@tiffin/shared/zod';
import {
  ADMIN_MESSAGES,
  ADMIN_PAGE_SIZE,
  type RestaurantAdminPage,
  type RestaurantRow,
} from '@tiffin/shared/api/admin';
import type { MessageAnswer } from '@tiffin/shared/api/users';
import type { pageQuerySchema } from '@tiffin/shared/api/common';
import { NotFound } from '#platform/errors';
import { averageRating, type AccountRecord, type RestaurantRecord } from '#domain/model';
import type { Ports } from '#domain/ports';

function toRestaurantRow(restaurant: RestaurantRecord, owner: AccountRecord | undefined): RestaurantRow {
  return {
    _id: restaurant.id,
    name: restaurant.name,
    image: restaurant.image,
    address: restaurant.address,
    city: restaurant.city,
    description: restaurant.description,
    listed: restaurant.listed,
    rating: averageRating(restaurant),
    reviewCount: restaurant.ratingCount,
    owner: owner
      ? {
          _id: owner.id,
          sellerName: owner.username,
          email: owner.email,
          phone: owner.phoneno,
          isApproved: owner.approved === true,
        }
      : null,
    createdAt: restaurant.createdAt,
  };
}

/** Every restaurant, listed or not, by name, with its owner (one BatchGet per page). */
export async function listRestaurants(
  ports: Pick<Ports, 'accounts' | 'restaurants'>,
  query: z.output<typeof pageQuerySchema>,
): Promise<RestaurantAdminPage> {
  const page = await ports.restaurants.restaurantsInMarketplace(query.limit ?? ADMIN_PAGE_SIZE, query.cursor);
  const owners = await ports.accounts.getAccounts(page.items.map((restaurant) => restaurant.sellerId));
  return {
    items: page.items.map((restaurant) => toRestaurantRow(restaurant, owners.get(restaurant.sellerId))),
    nextCursor: page.nextCursor,
  };
}

/**
 * The owner is detached first, so no new dish is added to the restaurant; then its belongings go,
 * then its profile with the counter. Each step can be repeated, so a failed deletion is finished by
 * asking again: nothing is left listed without its restaurant.
 */
export async function deleteRestaurant(
  { accounts, restaurants }: Pick<Ports, 'accounts' | 'restaurants'>,
  restaurantId: string,
): Promise<MessageAnswer> {
  const restaurant = await restaurants.getRestaurant(restaurantId);
  if (!restaurant) throw new NotFound(ADMIN_MESSAGES.restaurantNotFound);
  await accounts.detachRestaurant(restaurant.sellerId, restaurant.id);
  await restaurants.deleteRestaurantBelongings(restaurant.id);
  if (!(await restaurants.deleteRestaurantProfile(restaurant.id)))
    throw new NotFound(ADMIN_MESSAGES.restaurantNotFound);
  return { message: ADMIN_MESSAGES.restaurantDeleted };
}
