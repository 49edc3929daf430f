import type { SellerStats, WeekFigures } from '@tiffin/shared/api/seller';
import { INDIA_TIME_ZONE, addWeeks, indiaDate, startOfIndiaWeek, toIndiaIso } from '@tiffin/shared/india-time';
import { paiseToRupees } from '@tiffin/shared/money';
import type { SellerWeekRecord } from '#domain/model';
import type { Ports } from '#domain/ports';
import { sellerOf, type SellerCaller } from './restaurant.ts';

/** Weeks on the dashboard chart, this week included. */
export const CHART_WEEKS = 8;

const figures = (weekStart: string, week?: SellerWeekRecord): WeekFigures => ({
  weekStart,
  totalWeeklyOrders: week?.totalWeeklyOrders ?? 0,
  totalDelivered: week?.totalDelivered ?? 0,
  totalRevenue: paiseToRupees(week?.revenue ?? 0),
});

/**
 * The dashboard (spec 3): the figures the weekly stats job stored for this week, and the last 8
 * weeks for the chart, in one Query however many orders there are; beside it, one Query of the
 * seller's own menu for its figures (the job reads no dish).
 */
export async function sellerStats(
  ports: Pick<Ports, 'accounts' | 'sellerWeeks' | 'dishes' | 'clock'>,
  seller: SellerCaller,
): Promise<SellerStats> {
  const now = ports.clock.now();
  const { restaurantId } = await sellerOf(ports, seller);
  const weekStart = startOfIndiaWeek(now);
  const thisWeek = indiaDate(weekStart);
  const firstWeek = addWeeks(thisWeek, 1 - CHART_WEEKS);
  const [stored, menu] = await Promise.all([
    ports.sellerWeeks.sellerWeeks(restaurantId, firstWeek, thisWeek),
    ports.dishes.foodStockOfRestaurant(restaurantId),
  ]);
  const byWeek = new Map(stored.map((week) => [week.weekStart, week]));
  const current = byWeek.get(thisWeek);
  return {
    totalWeeklyOrders: current?.totalWeeklyOrders ?? 0,
    totalDelivered: current?.totalDelivered ?? 0,
    totalRevenue: paiseToRupees(current?.revenue ?? 0),
    // Stored yesterday (the job has not run since midnight): none of those were today's.
    todayOrders: current?.today === indiaDate(now) ? current.todayOrders : 0,
    // The menu as it is now (every dish, listed or not; sold out at a stock of 0), not as the job last saw it.
    totalFoodItems: menu.length,
    outOfStock: menu.filter((food) => food.quantity <= 0).length,
    cancelledOrders: current?.cancelledOrders ?? 0,
    totalRefunded: paiseToRupees(current?.refunded ?? 0),
    week: { start: toIndiaIso(weekStart), end: toIndiaIso(now), timeZone: INDIA_TIME_ZONE },
    updatedAt: current?.computedAt ?? null,
    history: Array.from({ length: CHART_WEEKS }, (_, i) => {
      const week = addWeeks(firstWeek, i);
      return figures(week, byWeek.get(week));
    }),
  };
}
