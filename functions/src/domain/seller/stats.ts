import type { SellerStats, WeekFigures } from '@tiffin/shared/api/seller';
import { INDIA_TIME_ZONE, addWeeks, indiaDate, startOfIndiaWeek, toIndiaIso } from '@tiffin/shared/india-time';
import { paiseToRupees } from '@tiffin/shared/money';
import type { SellerWeekRecord } from '#domain/model';
import type { Ports } from '#domain/ports';
import { sellerOf, type SellerCaller } from './restaurant.ts';
import { computeWeek } from './week-figures.ts';

/** Weeks on the dashboard chart, this week included. */
export const CHART_WEEKS = 8;

const figures = (weekStart: string, week?: SellerWeekRecord): WeekFigures => ({
  weekStart,
  totalWeeklyOrders: week?.totalWeeklyOrders ?? 0,
  totalDelivered: week?.totalDelivered ?? 0,
  totalRevenue: paiseToRupees(week?.revenue ?? 0),
});

/**
 * The dashboard (docs/product.md#entities): this week's figures as the weekly stats job last stored them plus the orders placed
 * since (one Query of those few orders), so a new order counts at once; the last 8 weeks for the chart, in one
 * Query however many orders there are; the orders waiting now (one Query of the restaurant's waiting notes);
 * and one Query of the seller's own menu for its figures (the job reads no dish). A delivery or a cancellation
 * of an order placed before the job's last run shows after its next run.
 */
export async function sellerStats(
  ports: Pick<Ports, 'accounts' | 'sellerWeeks' | 'dishes' | 'orders' | 'clock'>,
  seller: SellerCaller,
): Promise<SellerStats> {
  const now = ports.clock.now();
  const { restaurantId } = await sellerOf(ports, seller);
  const weekStart = startOfIndiaWeek(now);
  const thisWeek = indiaDate(weekStart);
  const firstWeek = addWeeks(thisWeek, 1 - CHART_WEEKS);
  const [stored, menu, waitingOrders] = await Promise.all([
    ports.sellerWeeks.sellerWeeks(restaurantId, firstWeek, thisWeek),
    ports.dishes.foodStockOfRestaurant(restaurantId),
    ports.orders.countWaitingOrders(restaurantId),
  ]);
  const byWeek = new Map(stored.map((week) => [week.weekStart, week]));
  const current = byWeek.get(thisWeek);
  const since = await ports.orders.restaurantOrdersPlacedAfter(
    restaurantId,
    current?.to ?? new Date(weekStart.getTime() - 1).toISOString(),
    now.toISOString(),
  );
  const recent = computeWeek(since, now);
  // Stored yesterday (the job has not run since midnight): none of those were today's.
  const storedToday = current?.today === indiaDate(now) ? current : undefined;
  const week: SellerWeekRecord = {
    restaurantId,
    ...recent,
    totalWeeklyOrders: (current?.totalWeeklyOrders ?? 0) + recent.totalWeeklyOrders,
    totalDelivered: (current?.totalDelivered ?? 0) + recent.totalDelivered,
    revenue: (current?.revenue ?? 0) + recent.revenue,
    todayOrders: (storedToday?.todayOrders ?? 0) + recent.todayOrders,
    todayRevenue: (storedToday?.todayRevenue ?? 0) + (recent.todayRevenue ?? 0),
    cancelledOrders: (current?.cancelledOrders ?? 0) + (recent.cancelledOrders ?? 0),
    refunded: (current?.refunded ?? 0) + (recent.refunded ?? 0),
    computedAt: now.toISOString(),
  };
  byWeek.set(thisWeek, week);
  return {
    totalWeeklyOrders: week.totalWeeklyOrders,
    totalDelivered: week.totalDelivered,
    totalRevenue: paiseToRupees(week.revenue),
    todayOrders: week.todayOrders,
    todayRevenue: paiseToRupees(week.todayRevenue ?? 0),
    waitingOrders,
    // The menu as it is now (every dish, listed or not; sold out at a stock of 0), not as the job last saw it.
    totalFoodItems: menu.length,
    outOfStock: menu.filter((food) => food.quantity <= 0).length,
    cancelledOrders: week.cancelledOrders ?? 0,
    totalRefunded: paiseToRupees(week.refunded ?? 0),
    week: { start: toIndiaIso(weekStart), end: toIndiaIso(now), timeZone: INDIA_TIME_ZONE },
    updatedAt: current?.computedAt ?? null,
    history: Array.from({ length: CHART_WEEKS }, (_, i) => {
      const week = addWeeks(firstWeek, i);
      return figures(week, byWeek.get(week));
    }),
  };
}
