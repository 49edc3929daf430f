import { describe, expect, it } from 'vitest';
import { haversineKm } from '@tiffin/shared/geo';
import { deliveryFeeFor } from '@tiffin/shared/pricing';
import { ADDRESS_MESSAGES, deliveryPoint } from '#domain/geo/places';
import { lookupPincode } from '#platform/geo/index';

/** Where checkout measures the delivery fee from: the address itself, with its pincode checked against it. */
const pincode = (code: string) => lookupPincode(code)!;
// A kitchen in Hebbal, 1 km from pincode 560024's point and 6 km from Yelahanka's centre.
const kitchen = { lat: 13.04, lon: 77.59 };
const feeTo = (point: { lat: number; lon: number } | null) => deliveryFeeFor(point && haversineKm(kitchen, point));

describe('the delivery point of an address', () => {
  it('an address that names only its city is delivered to its pincode', () => {
    expect(deliveryPoint('12 MG Road, Bangalore', pincode('560001'))).toEqual({ lat: 12.9766, lon: 77.5993 });
  });

  it('an address with its pincode written in it is delivered there', () => {
    expect(deliveryPoint('12 MG Road, Bengaluru 560 001', pincode('560001'))).toEqual({ lat: 12.9766, lon: 77.5993 });
  });

  it('a customer who writes one pincode in the address and another in the form is refused', () => {
    expect(() => deliveryPoint('12 MG Road, Bengaluru 560001', pincode('560024'))).toThrow(
      ADDRESS_MESSAGES.pincodeNotAddress,
    );
  });

  it('a customer in Yelahanka who types a pincode next to the kitchen still pays the delivery fee', () => {
    // 560024 is 1 km from the kitchen (free delivery); Yelahanka, 6 km away, is where the food goes.
    expect(feeTo({ lat: pincode('560024').latitude!, lon: pincode('560024').longitude! })).toBe(0);
    const point = deliveryPoint('4th Cross, Yelahanka New Town', pincode('560024'));
    expect(point).toEqual({ lat: 13.1007, lon: 77.5963 });
    expect(feeTo(point)).toBeGreaterThan(0);
  });

  it('a town in the address far from the pincode is refused: the two are not one place', () => {
    // Hoskote's centre is 24 km from 560001 (MG Road).
    expect(() => deliveryPoint('2 Old Madras Road, Hoskote', pincode('560001'))).toThrow(
      ADDRESS_MESSAGES.pincodeNotAddress,
    );
  });

  it("a customer in Yelahanka with Yelahanka's pincode is delivered there", () => {
    expect(deliveryPoint('4th Cross, Yelahanka New Town, 560064', pincode('560064'))).toEqual({
      lat: 13.1007,
      lon: 77.5963,
    });
  });
});
