import type { HoursSaved } from '@tiffin/shared/api/seller';
import type { WeeklyHours } from '@tiffin/shared/opening-hours';
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

export const HOURS_SAVED = {
  saved: 'Opening hours saved.',
  paused: 'Paused: your restaurant takes no orders until you resume.',
} as const;

/** Beyond the spec: the restaurant's weekly hours (India time) and the pause switch; the catalogue shows them at once. */
export async function updateHours(
  ports: Pick<Ports, 'accounts' | 'restaurants'>,
  seller: SellerCaller,
  input: { hours: WeeklyHours | null; paused: boolean },
): Promise<HoursSaved> {
  const { restaurantId } = await sellerOf(ports, seller);
  if (!(await ports.restaurants.setRestaurantHours(restaurantId, input.hours, input.paused)))
    throw new NotFound(NO_RESTAURANT);
  return { message: input.paused ? HOURS_SAVED.paused : HOURS_SAVED.saved, ...input };
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
