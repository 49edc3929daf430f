import type * as z from '@tiffin/shared/zod';
import {
  ADMIN_PAGE_SIZE,
  type AllOrdersPage,
  type CommissionReport,
  type DashboardStats,
} from '@tiffin/shared/api/admin';
import type { pageQuerySchema } from '@tiffin/shared/api/common';
import { paiseToRupees } from '@tiffin/shared/money';
import { adminCommissionOf } from '@tiffin/shared/pricing';
import type { Ports } from '#domain/ports';
import { toOrder } from '#domain/present';

/** Spec 3, from the counters the order and account writes keep: one GetItem, never a read of the orders. */
export async function dashboardStats({ counters: store }: Pick<Ports, 'counters'>): Promise<DashboardStats> {
  const counters = await store.getMarketplaceCounters();
  return {
    totalSellers: counters.totalSellers,
    totalUsers: counters.totalUsers,
    totalRestaurants: counters.totalRestaurants,
    totalOrders: counters.totalOrders,
    totalRevenue: paiseToRupees(counters.revenue),
    adminCommission: paiseToRupees(adminCommissionOf(counters.revenue)),
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
export async function allOrders(
  ports: Pick<Ports, 'orders' | 'counters'>,
  query: z.output<typeof pageQuerySchema>,
): Promise<AllOrdersPage> {
  const [page, report] = await Promise.all([
    ports.orders.ordersInMarketplace(query.limit ?? ADMIN_PAGE_SIZE, query.cursor),
    commissionReport(ports),
  ]);
  return { items: page.items.map(toOrder), nextCursor: page.nextCursor, commissionReport: report };
}
