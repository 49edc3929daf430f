import type { SellerProfile, SellerStats, WeekFigures } from '@tiffin/shared/api/seller';

export function aSellerProfile(overrides: Partial<SellerProfile> = {}): SellerProfile {
  return {
    sellerName: 'Ravi Rao',
    phone: '9876543210',
    email: 'seller@tiffin.local',
    restaurantName: 'Udupi Upahar',
    description: 'Crisp dosas and filter coffee since 1978.',
    image: '',
    address: 'Bengaluru, Karnataka',
    city: 'bengaluru',
    latitude: 12.9716,
    longitude: 77.5946,
    hours: null,
    paused: false,
    ...overrides,
  };
}

/** Eight weeks, oldest first, ending with the week of Monday 16 Nov 2026. */
export function aWeekHistory(thisWeek: Partial<WeekFigures> = {}): WeekFigures[] {
  const mondays = ['09-28', '10-05', '10-12', '10-19', '10-26', '11-02', '11-09', '11-16'];
  return mondays.map((day, i) => ({
    weekStart: `2026-${day}`,
    totalWeeklyOrders: i,
    totalDelivered: Math.max(0, i - 1),
    totalRevenue: i * 250,
    ...(i === mondays.length - 1 ? thisWeek : {}),
  }));
}

export function aSellerStats(overrides: Partial<SellerStats> = {}): SellerStats {
  return {
    totalWeeklyOrders: 12,
    totalDelivered: 9,
    totalRevenue: 123456.5,
    todayOrders: 3,
    todayRevenue: 480,
    waitingOrders: 0,
    totalFoodItems: 14,
    outOfStock: 2,
    cancelledOrders: 1,
    totalRefunded: 252,
    // Monday 16 Nov 2026 00:00 to Saturday 21 Nov 2026 16:05, India time.
    week: { start: '2026-11-16T00:00:00.000+05:30', end: '2026-11-21T16:05:00.000+05:30', timeZone: 'Asia/Kolkata' },
    updatedAt: '2026-11-21T10:35:00.000Z',
    history: aWeekHistory({ totalWeeklyOrders: 12, totalDelivered: 9, totalRevenue: 123456.5 }),
    ...overrides,
  };
}
