import { describe, expect, it } from 'vitest';
import type { OrderStatus, PaymentStatus } from '@tiffin/shared/api/order-status';
import type { WeekOrder } from '#domain/model';
import { computeWeek } from '#domain/seller/week-figures';

/** An order placed at an instant written with India's offset, e.g. '2025-06-02T00:00:00+05:30'. */
function placed(
  indiaTime: string,
  orderStatus: OrderStatus = 'Pending',
  payable = 10_000,
  paymentStatus: PaymentStatus = 'Paid',
): WeekOrder {
  return { createdAt: new Date(indiaTime).toISOString(), orderStatus, paymentStatus, quote: { payable } };
}

// Thursday 5 June 2025, 15:00 India time; its week began Monday 2 June, 00:00 India time (Sunday 1 June 18:30 UTC).
const THURSDAY = new Date('2025-06-05T15:00:00+05:30');

describe("a seller's weekly figures", () => {
  it('a week without orders shows zeros, dated from Monday 00:00 India time to now', () => {
    expect(computeWeek([], THURSDAY)).toEqual({
      weekStart: '2025-06-02',
      from: '2025-06-01T18:30:00.000Z',
      to: THURSDAY.toISOString(),
      today: '2025-06-05',
      totalWeeklyOrders: 0,
      totalDelivered: 0,
      revenue: 0,
      todayOrders: 0,
      todayRevenue: 0,
      cancelledOrders: 0,
      refunded: 0,
    });
  });

  it('the week starts on Monday in India even while it is still Sunday in UTC', () => {
    // Monday 2 June, 01:30 India time is Sunday 1 June, 20:00 UTC.
    const earlyMonday = new Date('2025-06-01T20:00:00.000Z');
    const figures = computeWeek(
      [placed('2025-06-01T23:30:00+05:30', 'Delivered'), placed('2025-06-02T01:00:00+05:30', 'Delivered', 4_200)],
      earlyMonday,
    );
    expect(figures).toMatchObject({
      weekStart: '2025-06-02',
      today: '2025-06-02',
      totalWeeklyOrders: 1,
      revenue: 4_200,
      todayOrders: 1,
    });
  });

  it("an order placed late on Sunday evening in India is last week's, though its UTC date is Sunday too", () => {
    const sundayEvening = placed('2025-06-01T23:59:59+05:30', 'Delivered', 80_000);
    expect(computeWeek([sundayEvening], THURSDAY)).toMatchObject({ totalWeeklyOrders: 0, revenue: 0 });
    expect(computeWeek([sundayEvening], new Date('2025-06-01T23:59:59.999+05:30'))).toMatchObject({
      weekStart: '2025-05-26',
      totalWeeklyOrders: 1,
      revenue: 80_000,
    });
  });

  it('an order placed at the very instant the figures are taken counts; one stamped later does not', () => {
    const figures = computeWeek(
      [
        placed('2025-06-05T15:00:00+05:30', 'Delivered', 1_000),
        placed('2025-06-05T15:00:01+05:30', 'Delivered', 2_000),
      ],
      THURSDAY,
    );
    expect(figures).toMatchObject({ totalWeeklyOrders: 1, revenue: 1_000, todayOrders: 1, todayRevenue: 1_000 });
  });

  it("today starts at 00:00 India time: an order at 23:59 the night before is the week's but not today's", () => {
    const figures = computeWeek(
      [
        placed('2025-06-04T23:59:00+05:30', 'Delivered', 3_000),
        placed('2025-06-05T00:00:00+05:30', 'Delivered', 5_000),
      ],
      THURSDAY,
    );
    expect(figures).toMatchObject({ totalWeeklyOrders: 2, revenue: 8_000, todayOrders: 1, todayRevenue: 5_000 });
  });

  it('revenue is the sum of Delivered orders only: an order still Pending or Preparing is counted as placed, not earned', () => {
    const figures = computeWeek(
      [
        placed('2025-06-02T12:00:00+05:30', 'Delivered', 12_345),
        placed('2025-06-03T12:00:00+05:30', 'Delivered', 54_321),
        placed('2025-06-04T12:00:00+05:30', 'Preparing', 99_999),
        placed('2025-06-05T12:00:00+05:30', 'Pending', 11_111),
      ],
      THURSDAY,
    );
    expect(figures).toMatchObject({
      totalWeeklyOrders: 4,
      totalDelivered: 2,
      revenue: 12_345 + 54_321,
      todayOrders: 1,
      todayRevenue: 0,
    });
  });

  it('a cancelled or rejected order counts as placed and as cancelled, never as revenue; refunded sums only refunds that went through', () => {
    const figures = computeWeek(
      [
        placed('2025-06-02T12:00:00+05:30', 'Cancelled', 20_000, 'Refunded'),
        placed('2025-06-03T12:00:00+05:30', 'Rejected', 7_500, 'Refunded'),
        placed('2025-06-05T09:00:00+05:30', 'Cancelled', 3_000, 'Paid'),
        placed('2025-06-05T10:00:00+05:30', 'Delivered', 6_000),
      ],
      THURSDAY,
    );
    expect(figures).toMatchObject({
      totalWeeklyOrders: 4,
      totalDelivered: 1,
      revenue: 6_000,
      todayOrders: 2,
      todayRevenue: 6_000,
      cancelledOrders: 3,
      refunded: 27_500,
    });
  });

  it("last week's refunds are not this week's, even if they went through this week", () => {
    const lastWeek = placed('2025-05-31T12:00:00+05:30', 'Cancelled', 9_000, 'Refunded');
    expect(computeWeek([lastWeek], THURSDAY)).toMatchObject({ cancelledOrders: 0, refunded: 0 });
  });
});
