import type { DashboardStats } from '@tiffin/shared/api/admin';
import { addWeeks, indiaDate, startOfIndiaWeek } from '@tiffin/shared/india-time';
import { partitions } from '#data/keys';
import { queryAll } from '#data/query';
import type { MarketplaceCounters } from '#domain/model';

/**
 * The marketplace's figures counted again from what the table holds, the way the counters define them: every order
 * ever written (totalOrders), the Delivered ones and their payable (deliveredOrders, revenue), the customer and
 * seller accounts, every restaurant listed or not; and the revenue of each week by the day of delivery. It reads the
 * admin's GSI3 lists (a test's or the bench's own table), so it can be held against `GET /admin/dashboard/stats`.
 * The integration tests and the load bench both use it.
 */
export interface Recount extends MarketplaceCounters {
  /** Paise of Delivered orders by the Monday (India time, YYYY-MM-DD) of their delivery. */
  revenueByWeek: Map<string, number>;
}

interface OrderEntry {
  orderStatus: string;
  quote: { payable: number };
  statusHistory: { status: string; at: string }[];
}

function everyEntry<T>(partition: string, projection: string): Promise<T[]> {
  return queryAll<T>({
    IndexName: 'GSI3',
    KeyConditionExpression: 'GSI3PK = :pk',
    ExpressionAttributeValues: { ':pk': partition },
    ProjectionExpression: projection,
    ...(projection.includes('#quote') ? { ExpressionAttributeNames: { '#quote': 'quote' } } : {}),
  });
}

export async function recountMarketplace(): Promise<Recount> {
  const [orders, customers, sellers, restaurants] = await Promise.all([
    everyEntry<OrderEntry>(partitions.orders, 'orderStatus, #quote.payable, statusHistory'),
    everyEntry(partitions.accountsInRole('customer'), 'PK'),
    everyEntry(partitions.accountsInRole('seller'), 'PK'),
    everyEntry(partitions.restaurants, 'PK'),
  ]);
  const delivered = orders.filter((order) => order.orderStatus === 'Delivered');
  const revenueByWeek = new Map<string, number>();
  for (const order of delivered) {
    // An order another test wrote straight into the table as Delivered may have no such step: it has no week.
    const at = order.statusHistory?.find((entry) => entry.status === 'Delivered')?.at;
    if (!at) continue;
    const week = indiaDate(startOfIndiaWeek(new Date(at)));
    revenueByWeek.set(week, (revenueByWeek.get(week) ?? 0) + order.quote.payable);
  }
  return {
    totalOrders: orders.length,
    deliveredOrders: delivered.length,
    revenue: delivered.reduce((sum, order) => sum + order.quote.payable, 0),
    totalUsers: customers.length,
    totalSellers: sellers.length,
    totalRestaurants: restaurants.length,
    revenueByWeek,
  };
}

/** The weeks of the admin's trend (`weeks` of them, this week last) and each one's recounted revenue in paise. */
export function recountedTrend(recount: Recount, weeks: number, now = new Date()) {
  const thisWeek = indiaDate(startOfIndiaWeek(now));
  return Array.from({ length: weeks }, (_, i) => {
    const weekStart = addWeeks(thisWeek, i + 1 - weeks);
    return { weekStart, revenue: recount.revenueByWeek.get(weekStart) ?? 0 };
  });
}

/** The admin dashboard's answer (rupees) put in the recount's terms (paise), with the weeks of its trend. */
export function dashboardInPaise(stats: DashboardStats) {
  return {
    totalOrders: stats.totalOrders,
    revenue: Math.round(stats.totalRevenue * 100),
    totalUsers: stats.totalUsers,
    totalSellers: stats.totalSellers,
    totalRestaurants: stats.totalRestaurants,
    trend: stats.revenueByWeek.map((week) => ({ weekStart: week.weekStart, revenue: Math.round(week.revenue * 100) })),
  };
}

/** The recount in the same shape, over the dashboard's `weeks` weeks. */
export function recountAsDashboard(recount: Recount, weeks: number): ReturnType<typeof dashboardInPaise> {
  return {
    totalOrders: recount.totalOrders,
    revenue: recount.revenue,
    totalUsers: recount.totalUsers,
    totalSellers: recount.totalSellers,
    totalRestaurants: recount.totalRestaurants,
    trend: recountedTrend(recount, weeks),
  };
}
