import type { ScheduledEvent } from 'aws-lambda';
import { indiaDate, startOfIndiaWeek } from '@tiffin/shared/india-time';
import { logger } from '#platform/logger';
import type { RestaurantWeekOrder, SellerWeekRecord } from '#domain/model';
import { computeWeek } from '#domain/seller/week-figures';
import { marketplaceOrdersPlacedBetween } from '#data/orders';
import { allRestaurants } from '#data/restaurants';
import { putSellerWeeks } from '#data/seller-weeks';
import { withTracing } from '#platform/tracer';

/**
 * The weekly seller stats job (docs/architecture.md#shape and docs/architecture.md#checkout-payment-and-orders): a scheduled Lambda (EventBridge, every 15 minutes in
 * AWS, every 30 s under `npm start`) that recomputes each restaurant's week from its orders and
 * stores it, so the seller dashboard reads one stored item instead of the orders.
 */

const DAY_MS = 24 * 3_600_000;

export interface WeeklyStatsRun {
  /** This week's Monday, India time. */
  weekStart: string;
  restaurants: number;
  weeksStored: number;
}

/** The orders of each restaurant, by restaurant id. */
function byRestaurant(orders: readonly RestaurantWeekOrder[]): Map<string, RestaurantWeekOrder[]> {
  const grouped = new Map<string, RestaurantWeekOrder[]>();
  for (const order of orders) {
    const own = grouped.get(order.restaurantId);
    if (own) own.push(order);
    else grouped.set(order.restaurantId, [order]);
  }
  return grouped;
}

/**
 * Recomputes and stores the current week of every restaurant. Its time is its number of DynamoDB calls, so it
 * makes few, and no Scan: the restaurants (GSI3 `RESTAURANTS`) and every restaurant's orders since Monday (GSI3
 * `ORDERS`, one paginated Query for all of them) side by side, then the weeks in transactions of up to 100
 * (`putSellerWeeks`): 3 calls for the seed's 12 restaurants, where a Query of orders, one of dishes and a Put per
 * restaurant made 37. It reads no dish: the dashboard counts the seller's menu when it is opened
 * (`sellerStats`), which is one Query of one restaurant when a seller looks instead of one per restaurant every
 * run, and shows a dish added or sold out at once.
 *
 * Idempotent: a re-run for the same `now` stores the same items; past weeks stay as stored, for history; a week
 * stored by a later run is left as it is. During the first day of a week (Monday, India time) it also recomputes
 * last week, so orders of Sunday's last minutes, and the deliveries of Sunday's orders, reach the week they were
 * placed in: the one Query of orders then starts at last week's Monday.
 *
 * Weeks whose transaction fails are logged and the others are still stored; the run then fails, so EventBridge
 * retries it, which is safe.
 */
export async function runWeeklyStats(now = new Date()): Promise<WeeklyStatsRun> {
  const weekStart = startOfIndiaWeek(now);
  const lastWeekEnd = new Date(weekStart.getTime() - 1);
  const alsoLastWeek = now.getTime() - weekStart.getTime() < DAY_MS;
  const readFrom = alsoLastWeek ? startOfIndiaWeek(lastWeekEnd) : weekStart;
  const [restaurants, orders] = await Promise.all([
    allRestaurants(),
    marketplaceOrdersPlacedBetween(readFrom.toISOString(), now.toISOString()),
  ]);
  const ordersOf = byRestaurant(orders);
  const computedAt = now.toISOString();
  const weeks = restaurants.flatMap((restaurant): SellerWeekRecord[] => {
    // computeWeek keeps the orders of the week it computes, so both weeks take the same list.
    const own = ordersOf.get(restaurant.id) ?? [];
    const week = { restaurantId: restaurant.id, ...computeWeek(own, now), computedAt };
    if (!alsoLastWeek || restaurant.createdAt >= weekStart.toISOString()) return [week];
    return [week, { restaurantId: restaurant.id, ...computeWeek(own, lastWeekEnd), computedAt }];
  });

  const { stored, failed } = await putSellerWeeks(weeks);
  const failures = new Set<string>();
  for (const { weeks: unstored, error } of failed) {
    const restaurantIds = [...new Set(unstored.map((week) => week.restaurantId))];
    for (const id of restaurantIds) failures.add(id);
    logger.error('Weekly stats could not be stored', { restaurantIds, error });
  }

  // The others are stored; failing the run makes EventBridge retry it, which is safe.
  if (failures.size > 0) throw new Error(`Weekly stats failed for ${failures.size} restaurant(s)`);
  return { weekStart: indiaDate(weekStart), restaurants: restaurants.length, weeksStored: stored };
}

/** The EventBridge target. */
export const handler = withTracing(
  'jobs/weekly-seller-stats',
  async (_event?: ScheduledEvent): Promise<WeeklyStatsRun> => {
    const run = await runWeeklyStats();
    logger.info('Weekly seller stats stored', { ...run });
    return run;
  },
);
