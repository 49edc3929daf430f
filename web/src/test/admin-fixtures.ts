import type { DashboardStats, RestaurantRow, SellerRow, UserRow } from '@tiffin/shared/api/admin';
import type { Page } from '@tiffin/shared/api/common';

/** One page of a cursor-paged list. */
export function aPage<T>(items: T[], nextCursor: string | null = null): Page<T> {
  return { items, nextCursor };
}

export function aSellerRow(overrides: Partial<SellerRow> = {}): SellerRow {
  return {
    _id: 's1',
    sellerName: 'Koramangala Cloud Kitchen Owner',
    email: 'pending.seller@tiffin.local',
    phone: '9876500022',
    isApproved: false,
    isVerified: true,
    restaurant: { _id: 'r-blr-pending', name: 'Koramangala Cloud Kitchen' },
    createdAt: '2026-11-01T04:30:00.000Z',
    ...overrides,
  };
}

export function anAdminRestaurantRow(overrides: Partial<RestaurantRow> = {}): RestaurantRow {
  return {
    _id: 'r1',
    name: 'Udupi Upahar',
    image: '',
    address: '12 MG Road, Bengaluru',
    city: 'Bengaluru',
    description: 'South Indian breakfasts',
    listed: true,
    rating: 4.25,
    reviewCount: 8,
    owner: {
      _id: 's2',
      sellerName: 'Udupi Upahar Owner',
      email: 'seller@tiffin.local',
      phone: '9876500010',
      isApproved: true,
    },
    createdAt: '2026-10-01T04:30:00.000Z',
    ...overrides,
  };
}

export function aUserRow(overrides: Partial<UserRow> = {}): UserRow {
  return {
    _id: 'u1',
    username: 'Priya Sharma',
    email: 'customer@tiffin.local',
    phoneno: '9000000002',
    role: 'customer',
    verified: true,
    location: { city: 'bengaluru' },
    createdAt: '2026-09-01T04:30:00.000Z',
    ...overrides,
  };
}

export function aDashboardStats(overrides: Partial<DashboardStats> = {}): DashboardStats {
  return {
    totalSellers: 13,
    totalUsers: 1204,
    totalRestaurants: 13,
    totalOrders: 42,
    totalRevenue: 123456.5,
    adminCommission: 12345.65,
    sellersAwaitingApproval: 3,
    revenueByWeek: [
      { weekStart: '2026-10-05', revenue: 0 },
      { weekStart: '2026-10-12', revenue: 1200 },
      { weekStart: '2026-10-19', revenue: 2500.5 },
      { weekStart: '2026-10-26', revenue: 1800 },
      { weekStart: '2026-11-02', revenue: 3000 },
      { weekStart: '2026-11-09', revenue: 0 },
      { weekStart: '2026-11-16', revenue: 4100.25 },
      { weekStart: '2026-11-23', revenue: 950 },
    ],
    ...overrides,
  };
}
