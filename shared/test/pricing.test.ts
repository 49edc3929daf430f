import { describe, expect, it } from 'vitest';
import { EARTH_RADIUS_KM, haversineKm } from '../src/geo.ts';
import { formatRupees, paiseToRupees, rupeesToPaise } from '../src/money.ts';
import { DELIVERY_FEE, adminCommissionOf, priceRows, quote } from '../src/pricing.ts';

/** A point `km` kilometres due north of `origin` (a meridian arc: exact for the haversine). */
const north = (origin: { lat: number; lon: number }, km: number) => ({
  lat: origin.lat + (km / EARTH_RADIUS_KM) * (180 / Math.PI),
  lon: origin.lon,
});
const restaurant = { lat: 12.9716, lon: 77.5946 };
const line = (rupees: number, quantity = 1) => ({ unitPrice: rupeesToPaise(rupees), quantity });

describe('haversine distance', () => {
  it('uses the Earth radius of 6371 km', () => {
    expect(EARTH_RADIUS_KM).toBe(6371);
    expect(haversineKm({ lat: 0, lon: 0 }, { lat: 0, lon: 180 })).toBeCloseTo(Math.PI * 6371, 6);
  });

  it('Bengaluru to Mumbai is about 845 km', () => {
    expect(haversineKm(restaurant, { lat: 19.076, lon: 72.8777 })).toBeGreaterThan(830);
    expect(haversineKm(restaurant, { lat: 19.076, lon: 72.8777 })).toBeLessThan(860);
  });
});

describe('delivery fee', () => {
  it.each([
    [4.99, 0],
    [5.0, 0],
    [5.01, DELIVERY_FEE],
  ])('at %s km the delivery fee is %s paise', (km, fee) => {
    expect(quote({ lines: [line(100)], restaurant, delivery: north(restaurant, km) }).deliveryFee).toBe(fee);
  });

  it('is ₹40 when the delivery location is unknown', () => {
    const result = quote({ lines: [line(100)], restaurant, delivery: null });
    expect(result.deliveryFee).toBe(4000);
    expect(result.distanceKm).toBeNull();
  });
});

describe('discount', () => {
  it('no discount at ₹1999.99', () => {
    expect(quote({ lines: [line(1999.99)] }).discount).toBe(0);
  });

  it('20% off at exactly ₹2000', () => {
    expect(quote({ lines: [line(1000, 2)] }).discount).toBe(rupeesToPaise(400));
  });
});

describe('quote', () => {
  it('the customer pays the tax the cart shows: payable = subtotal + 5% GST + delivery - discount', () => {
    const result = quote({ lines: [line(90, 2), line(220)], restaurant, delivery: north(restaurant, 2) });
    expect(result.subtotal).toBe(40000);
    expect(result.tax).toBe(2000);
    expect(result.cartTotal).toBe(42000);
    expect(result.payable).toBe(42000);
  });

  it('payable = subtotal + tax + delivery - discount, the discount on the subtotal', () => {
    const result = quote({ lines: [line(1250, 2)], restaurant, delivery: north(restaurant, 12) });
    expect(result.payable).toBe(250000 + 12500 + 4000 - 50000);
  });

  it('every screen, the order and the email show the same lines in the same order, adding up to the payable', () => {
    const result = quote({ lines: [line(1250, 2)], restaurant, delivery: north(restaurant, 12) });
    const rows = priceRows(result);
    expect(rows.map((row) => [row.label, row.text])).toEqual([
      ['Subtotal', '₹2,500'],
      ['Tax (5%)', '₹125'],
      ['Delivery fee', '₹40'],
      ['Discount (20%)', '- ₹500'],
      ['Total', '₹2,165'],
    ]);
    const [subtotal, tax, delivery, discount, total] = rows.map((row) => row.paise);
    expect(subtotal! + tax! + delivery! - discount!).toBe(total);
    expect(total).toBe(result.payable);
    const small = priceRows(quote({ lines: [line(90)], restaurant, delivery: north(restaurant, 2) }));
    expect(small.map((row) => [row.label, row.text])).toEqual([
      ['Subtotal', '₹90'],
      ['Tax (5%)', '₹4.50'],
      ['Delivery fee', 'Free'],
      ['Total', '₹94.50'],
    ]);
  });

  it('works in whole paise: ₹0.10 x 3 is 30 paise, not 30.000000000000004', () => {
    expect(quote({ lines: [line(0.1, 3)] }).subtotal).toBe(30);
  });
});

describe('money', () => {
  it('converts between rupees and paise in one place', () => {
    expect(rupeesToPaise(249.5)).toBe(24950);
    expect(paiseToRupees(24950)).toBe(249.5);
  });

  it('writes whole rupees without paise, as Indian food apps do: ₹320, ₹1,23,456', () => {
    expect(formatRupees(320)).toBe('₹320');
    expect(formatRupees(123456)).toBe('₹1,23,456');
    expect(formatRupees(0)).toBe('₹0');
    expect(formatRupees(-40)).toBe('-₹40');
  });

  it('writes paise only when there are some: ₹320.50, ₹4.05', () => {
    expect(formatRupees(320.5)).toBe('₹320.50');
    expect(formatRupees(4.05)).toBe('₹4.05');
    expect(formatRupees(99.995)).toBe('₹100');
  });

  it('groups and rounds every amount as Intl.NumberFormat does in en-IN rupees (lakhs, crores, paise rounded half up)', () => {
    const intl = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR' });
    const amounts = [
      0, -0, 0.5, 1, 1.005, 9.99, 12.345, 99.995, 999.995, 1000, 12345.6, 123456, 1234567.891, -5, -1234.5,
    ];
    // Amounts of every length from a fixed sequence (so a failure repeats), then what is no price at all.
    let seed = 16;
    for (let i = 0; i < 2000; i++) {
      seed = (seed * 48271) % 2147483647;
      amounts.push(((seed % 10 ** (1 + (i % 12))) / 100) * (i % 7 === 0 ? -1 : 1));
    }
    amounts.push(1e21, NaN, Infinity, -Infinity);
    for (const amount of amounts)
      expect(formatRupees(amount), String(amount)).toBe(intl.format(amount).replace(/\.00$/, ''));
  });

  it('the admin commission is 10%', () => {
    expect(adminCommissionOf(rupeesToPaise(1234.5))).toBe(12345);
  });
});
