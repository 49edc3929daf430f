import type { ScheduledEvent } from 'aws-lambda';
import { isEnded } from '@tiffin/shared/api/orders';
import { indiaDate, startOfIndiaDay, startOfIndiaWeek } from '@tiffin/shared/india-time';
import { logger } from '#platform/logger';
import type { SellerWeekRecord, WeekFood, WeekOrder } from '#domain/model';
import { foodStockOfRestaurant } from '#data/dishes';
import { ordersPlacedBetween } from '#data/orders';
import { allRestaurants } from '#data/restaurants';
import { putSellerWeek } from '#data/seller-weeks';

/**
 * The weekly seller stats job (DESIGN 2, 8): a scheduled Lambda (EventBridge, every 15 minutes in
 * AWS, every 30 s under `npm start`) that recomputes each restaurant's week from its orders and
 * stores it, so the seller dashboard reads one stored item instead of the orders.
 */

export type WeekFigures = Omit<SellerWeekRecord, 'restaurantId' | 'computedAt'>;

const DAY_MS = 24 * 3_600_000;
/** Restaurants computed at the same time. */
const CONCURRENCY = 8;

/**
 * One restaurant's week as of `now`. "This week" runs from Monday 00:00 India time (Asia/Kolkata)
 * to `now`; "today" from 00:00 India time. Orders outside the week (or after `now`) are ignored, as
 * are refunded ones.
 *
 * - totalWeeklyOrders: orders placed this week, whatever their status.
 * - totalDelivered: those of them that are Delivered.
 * - revenue: the sum of those Delivered orders' payable amounts, in paise (the dashboard shows
 *   rupees); the tax line is not part of the payable (spec 9).
 * - todayOrders: orders placed today.
 * - totalFoodItems: dishes on the restaurant's menu at `now`, listed or not.
 * - outOfStock: dishes with a stock of 0.
 * - cancelledOrders: orders placed this week that their customer cancelled or the restaurant rejected
 *   (beyond the spec); they count in no other figure.
 * - refunded: the payable amounts of those cancelled orders whose refund went through, in paise.
 */
export function computeWeek(orders: readonly WeekOrder[], foods: readonly WeekFood[], now: Date): WeekFigures {
  const weekStart = startOfIndiaWeek(now).getTime();
  const dayStart = startOfIndiaDay(now).getTime();
  const placed = (order: WeekOrder) => Date.parse(order.createdAt);
  const placedThisWeek = orders.filter((order) => placed(order) >= weekStart && placed(order) <= now.getTime());
  const thisWeek = placedThisWeek.filter((order) => order.paymentStatus !== 'Refunded' && !isEnded(order.orderStatus));
  const cancelled = placedThisWeek.filter((order) => isEnded(order.orderStatus));
  const delivered = thisWeek.filter((order) => order.orderStatus === 'Delivered');
  return {
    weekStart: indiaDate(new Date(weekStart)),
    from: new Date(weekStart).toISOString(),
    to: now.toISOString(),
    today: indiaDate(now),
    totalWeeklyOrders: thisWeek.length,
    totalDelivered: delivered.length,
    revenue: delivered.reduce((sum, order) => sum + order.quote.payable, 0),
    todayOrders: thisWeek.filter((order) => placed(order) >= dayStart).length,
    totalFoodItems: foods.length,
    outOfStock: foods.filter((food) => food.quantity <= 0).length,
    cancelledOrders: cancelled.length,
    refunded: cancelled
      .filter((order) => order.paymentStatus === 'Refunded')
      .reduce((sum, order) => sum + order.quote.payable, 0),
  };
}

/** Reads a restaurant's orders of the week ending at `asOf` (while its dishes are read), and stores the week. */
async function storeWeek(restaurantId: string, asOf: Date, dishes: Promise<readonly WeekFood[]>, computedAt: Date) {
  const from = startOfIndiaWeek(asOf).toISOString();
  const [orders, foods] = await Promise.all([ordersPlacedBetween(restaurantId, from, asOf.toISOString()), dishes]);
  return putSellerWeek({ restaurantId, ...computeWeek(orders, foods, asOf), computedAt: computedAt.toISOString() });
}

export interface WeeklyStatsRun {
  /** This week's Monday, India time. */
  weekStart: string;
  restaurants: number;
  weeksStored: number;
}

/**
 * Recomputes and stores the current week of every restaurant (GSI3 `RESTAURANTS`, then per
 * restaurant one Query of its orders since Monday and one of its dishes: no Scan). Idempotent: a
 * re-run for the same `now` stores the same items; past weeks stay as stored, for history.
 *
 * During the first day of a week (Monday, India time) it also recomputes last week, so orders of
 * Sunday's last minutes, and the deliveries of Sunday's orders, reach the week they were placed in.
 */
export async function runWeeklyStats(now = new Date()): Promise<WeeklyStatsRun> {
  const weekStart = startOfIndiaWeek(now);
  const lastWeekEnd = new Date(weekStart.getTime() - 1);
  const alsoLastWeek = now.getTime() - weekStart.getTime() < DAY_MS;
  const restaurants = await allRestaurants();
  let weeksStored = 0;
  const failures: string[] = [];

  const queue = [...restaurants];
  const worker = async () => {
    for (let restaurant = queue.shift(); restaurant; restaurant = queue.shift()) {
      try {
        // The dishes, this week's orders and (on Mondays) last week's are read at the same time.
        const foods = foodStockOfRestaurant(restaurant.id);
        const weeks = [storeWeek(restaurant.id, now, foods, now)];
        if (alsoLastWeek && restaurant.createdAt < weekStart.toISOString()) {
          weeks.push(storeWeek(restaurant.id, lastWeekEnd, foods, now));
        }
        weeksStored += (await Promise.all(weeks)).filter(Boolean).length;
      } catch (error) {
        failures.push(restaurant.id);
        logger.error('Weekly stats failed for a restaurant', { restaurantId: restaurant.id, error: error as Error });
      }
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));

  // The others are stored; failing the run makes EventBridge retry it, which is safe.
  if (failures.length > 0) throw new Error(`Weekly stats failed for ${failures.length} restaurant(s)`);
  return { weekStart: indiaDate(weekStart), restaurants: restaurants.length, weeksStored };
}

/** The EventBridge target. */
export const handler = async (_event?: ScheduledEvent): Promise<WeeklyStatsRun> => {
  const run = await runWeeklyStats();
  logger.info('Weekly seller stats stored', { ...run });
  return run;
};
