import type * as z from '@tiffin/shared/zod';
import {
  ADMIN_PAGE_SIZE,
  type AllOrdersPage,
  type CommissionReport,
  type DashboardStats,
} from '@tiffin/shared/api/admin';
import type { pageQuerySchema } from '@tiffin/shared/api/common';
import { addWeeks, indiaDate, startOfIndiaWeek } from '@tiffin/shared/india-time';
import { paiseToRupees } from '@tiffin/shared/money';
import { adminCommissionOf } from '@tiffin/shared/pricing';
import type { Ports } from '#domain/ports';
import { toOrder } from '#domain/present';

/** How many weeks the admin's revenue trend shows, this week last. */
export const TREND_WEEKS = 8;

/**
 * docs/product.md#entities, from the counters the order and account writes keep (one GetItem, never a read of the orders); beyond
 * it, what needs the admin (sellers awaiting approval) and the revenue of the last 8 weeks from their week rows.
 */
export async function adminStats(
  { counters: store }: Pick<Ports, 'counters'>,
  now = new Date(),
): Promise<DashboardStats> {
  const thisWeek = indiaDate(startOfIndiaWeek(now));
  const firstWeek = addWeeks(thisWeek, 1 - TREND_WEEKS);
  const [counters, awaiting, weeks] = await Promise.all([
    store.getMarketplaceCounters(),
    store.countSellersAwaitingApproval(),
    store.marketplaceWeeks(firstWeek, thisWeek),
  ]);
  const revenueOf = new Map(weeks.map((week) => [week.weekStart, week.revenue]));
  return {
    totalSellers: counters.totalSellers,
    totalUsers: counters.totalUsers,
    totalRestaurants: counters.totalRestaurants,
    totalOrders: counters.totalOrders,
    totalRevenue: paiseToRupees(counters.revenue),
    adminCommission: paiseToRupees(adminCommissionOf(counters.revenue)),
    sellersAwaitingApproval: awaiting,
    revenueByWeek: Array.from({ length: TREND_WEEKS }, (_, i) => {
      const weekStart = addWeeks(firstWeek, i);
      return { weekStart, revenue: paiseToRupees(revenueOf.get(weekStart) ?? 0) };
    }),
  };
}

/** Revenue of Delivered orders and the 10% commission, per restaurant (a deleted one keeps its history). */
export async function commissionReport({ counters }: Pick<Ports, 'counters'>): Promise<CommissionReport> {
  const revenues = await counters.restaurantRevenues();
  return Object.fromEntries(
    revenues.map((entry) => [
      entry.restaurantId,
      {
        name: entry.name,
        revenue: paiseToRupees(entry.revenue),
        commission: paiseToRupees(adminCommissionOf(entry.revenue)),
      },
    ]),
  );
}

/** Every order, newest first, with the commission report (the admin orders and revenue screens). */
export async function listAllOrders(
  ports: Pick<Ports, 'orders' | 'counters'>,
  query: z.output<typeof pageQuerySchema>,
): Promise<AllOrdersPage> {
  const [page, report] = await Promise.all([
    ports.orders.ordersInMarketplace(query.limit ?? ADMIN_PAGE_SIZE, query.cursor),
    commissionReport(ports),
  ]);
  return { items: page.items.map(toOrder), nextCursor: page.nextCursor, commissionReport: report };
}
