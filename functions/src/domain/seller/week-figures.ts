import { isEnded } from '@tiffin/shared/api/order-status';
import { indiaDate, startOfIndiaDay, startOfIndiaWeek } from '@tiffin/shared/india-time';
import type { SellerWeekRecord, WeekOrder } from '#domain/model';

/** A restaurant's week as the weekly stats job stores it, without whose and when it was computed. */
export type WeekFigures = Omit<SellerWeekRecord, 'restaurantId' | 'computedAt'>;

/**
 * One restaurant's week as of `now`. "This week" runs from Monday 00:00 India time (Asia/Kolkata) to `now`;
 * "today" from 00:00 India time. Orders outside the week (or after `now`) are ignored. Every order is paid when
 * it is written, so each one placed counts as an order whatever became of it; the other figures are parts of it,
 * counted the same way for the week, for today and for the chart:
 *
 * - totalWeeklyOrders: orders placed this week, whatever their status (cancelled and rejected included).
 * - totalDelivered: those of them that are Delivered.
 * - revenue: the sum of those Delivered orders' payable amounts, in paise (the dashboard shows rupees).
 * - todayOrders, todayRevenue: the same two of the orders placed today.
 * - cancelledOrders: orders placed this week that their customer cancelled or the restaurant rejected.
 * - refunded: the payable amounts of those cancelled orders whose refund went through, in paise.
 */
export function computeWeek(orders: readonly WeekOrder[], now: Date): WeekFigures {
  const weekStart = startOfIndiaWeek(now).getTime();
  const dayStart = startOfIndiaDay(now).getTime();
  const placed = (order: WeekOrder) => Date.parse(order.createdAt);
  const thisWeek = orders.filter((order) => placed(order) >= weekStart && placed(order) <= now.getTime());
  const today = thisWeek.filter((order) => placed(order) >= dayStart);
  const payableOfDelivered = (list: readonly WeekOrder[]) =>
    list.filter((order) => order.orderStatus === 'Delivered').reduce((sum, order) => sum + order.quote.payable, 0);
  const cancelled = thisWeek.filter((order) => isEnded(order.orderStatus));
  return {
    weekStart: indiaDate(new Date(weekStart)),
    from: new Date(weekStart).toISOString(),
    to: now.toISOString(),
    today: indiaDate(now),
    totalWeeklyOrders: thisWeek.length,
    totalDelivered: thisWeek.filter((order) => order.orderStatus === 'Delivered').length,
    revenue: payableOfDelivered(thisWeek),
    todayOrders: today.length,
    todayRevenue: payableOfDelivered(today),
    cancelledOrders: cancelled.length,
    refunded: cancelled
      .filter((order) => order.paymentStatus === 'Refunded')
      .reduce((sum, order) => sum + order.quote.payable, 0),
  };
}
