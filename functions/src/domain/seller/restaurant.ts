import { NotFound } from '#platform/errors';
import type { AccountRecord, RestaurantRecord } from '#domain/model';
import type { Ports } from '#domain/ports';

/** Every seller call is scoped to the caller's own restaurant, found through the caller's account. */

export const NO_RESTAURANT = 'Your restaurant was not found. Please contact the admin.';

export interface SellerContext {
  account: AccountRecord;
  restaurantId: string;
}

/** Who calls a seller route: the token's subject and, when the preset's standing check read it, the account. */
export interface SellerCaller {
  sub: string;
  account?: AccountRecord;
}

/**
 * The caller's account and restaurant id (the preset already checked that the seller is approved, and hands
 * over the account it read for that, so a seller call reads the account once).
 */
export async function sellerOf({ accounts }: Pick<Ports, 'accounts'>, seller: SellerCaller): Promise<SellerContext> {
  const account = seller.account ?? (await accounts.getAccount(seller.sub));
  if (!account?.restaurantId) throw new NotFound(NO_RESTAURANT);
  return { account, restaurantId: account.restaurantId };
}

/** The caller's restaurant; 404 when the admin deleted it. */
export async function restaurantOf(
  ports: Pick<Ports, 'accounts' | 'restaurants'>,
  seller: SellerCaller,
): Promise<SellerContext & { restaurant: RestaurantRecord }> {
  const context = await sellerOf(ports, seller);
  const restaurant = await ports.restaurants.getRestaurant(context.restaurantId, true);
  if (!restaurant) throw new NotFound(NO_RESTAURANT);
  return { ...context, restaurant };
}
