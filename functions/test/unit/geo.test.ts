import { describe, it, expect } from 'vitest';
import { geocodeAddress, lookupPincode, normaliseCity, reverseGeocode } from '../../src/platform/geo/index';

describe('reverseGeocode', () => {
  it.each([
    ['Bengaluru', 12.9716, 77.5946, 'bengaluru', 'Karnataka'],
    ['Mumbai', 19.076, 72.8777, 'mumbai', 'Maharashtra'],
    ['Delhi', 28.6139, 77.209, 'delhi', 'Delhi'],
    ['Hyderabad', 17.385, 78.4867, 'hyderabad', 'Telangana'],
    ['Chennai', 13.0827, 80.2707, 'chennai', 'Tamil Nadu'],
  ])('a point in central %s (%f, %f) resolves to %s', (_, lat, lon, city, state) => {
    const found = reverseGeocode(lat, lon);
    expect(found).toMatchObject({ city, state });
    expect(found?.distanceKm).toBeLessThan(15);
  });

  it('a point in New Delhi resolves to the product city delhi', () => {
    expect(reverseGeocode(28.6358, 77.2245)?.city).toBe('delhi');
  });

  it('a point in Gurgaon resolves to gurugram, its current name', () => {
    expect(reverseGeocode(28.4595, 77.0266)?.city).toBe('gurugram');
  });

  it('a point in the ocean far from India resolves to no city', () => {
    expect(reverseGeocode(-10, 80)).toBeNull();
    expect(reverseGeocode(15, 65)).toBeNull();
  });

  it('a point in another country far from the border resolves to no city', () => {
    expect(reverseGeocode(51.5074, -0.1278)).toBeNull();
  });

  it('coordinates that are not numbers on Earth resolve to no city', () => {
    expect(reverseGeocode(Number.NaN, 77.5946)).toBeNull();
    expect(reverseGeocode(95, 77.5946)).toBeNull();
  });
});

describe('lookupPincode', () => {
  it('pincode 560001 is in Bengaluru, Karnataka', () => {
    expect(lookupPincode('560001')).toMatchObject({
      pincode: '560001',
      city: 'Bengaluru',
      state: 'Karnataka',
      country: 'India',
    });
  });

  it('a known pincode carries its coordinates', () => {
    const found = lookupPincode('560001');
    expect(found?.latitude).toBeCloseTo(12.98, 1);
    expect(found?.longitude).toBeCloseTo(77.6, 1);
  });

  it('400001 is Mumbai', () => {
    expect(lookupPincode('400001')).toMatchObject({ city: 'Mumbai', state: 'Maharashtra' });
  });

  it('every Delhi pincode is in the city Delhi, whatever its district', () => {
    expect(lookupPincode('110001')?.city).toBe('Delhi');
    expect(lookupPincode('110017')?.city).toBe('Delhi');
  });

  it('Hyderabad and Chennai pincodes name their cities', () => {
    expect(lookupPincode('500001')).toMatchObject({ city: 'Hyderabad', state: 'Telangana' });
    expect(lookupPincode('600001')).toMatchObject({ city: 'Chennai', state: 'Tamil Nadu' });
  });

  it('Gurgaon pincodes are in Gurugram, its current name', () => {
    expect(lookupPincode('122001')?.city).toBe('Gurugram');
  });

  it('an unknown pincode 000000 is not found', () => {
    expect(lookupPincode('000000')).toBeNull();
  });

  it('a malformed pincode is not found', () => {
    expect(lookupPincode('56000')).toBeNull();
    expect(lookupPincode('5600011')).toBeNull();
    expect(lookupPincode('56OOO1')).toBeNull();
    expect(lookupPincode('')).toBeNull();
  });

  it('surrounding spaces do not hide a pincode', () => {
    expect(lookupPincode(' 560001 ')?.city).toBe('Bengaluru');
  });
});

describe('geocodeAddress', () => {
  it('geocodeAddress finds the pincode inside an address', () => {
    const found = geocodeAddress('12, MG Road, Ashok Nagar, Bangalore, Karnataka 560001');
    expect(found?.latitude).toBeCloseTo(12.9766, 3);
    expect(found?.longitude).toBeCloseTo(77.5993, 3);
  });

  it('a pincode written with a space still counts', () => {
    expect(geocodeAddress('Fort, Mumbai 400 001')?.latitude).toBeCloseTo(18.9385, 3);
  });

  it('a phone number is not mistaken for a pincode', () => {
    const found = geocodeAddress('Call 9845012345, Indiranagar, Bengaluru');
    expect(found).toEqual({ latitude: 12.9719, longitude: 77.5937 });
  });

  it('without a pincode the city named in the address is used', () => {
    expect(geocodeAddress('221B Banjara Hills, Hyderabad')).toEqual({
      latitude: 17.384,
      longitude: 78.4564,
    });
  });

  it('an old city name in an address finds the current city', () => {
    expect(geocodeAddress('Marine Drive, Bombay')).toEqual(geocodeAddress('Marine Drive, Mumbai'));
  });

  it('the longest city name in the address wins', () => {
    // 'Navi Mumbai' contains 'Mumbai'; the longer, more specific name must win.
    expect(geocodeAddress('Sector 17, Vashi, Navi Mumbai')?.longitude).toBeCloseTo(73.0158, 3);
  });

  it('a locality word like Nagar is not taken for a town', () => {
    expect(geocodeAddress('5 Gandhi Nagar Main Street')).toBeNull();
  });

  it('an address with no known pincode or city is not found', () => {
    expect(geocodeAddress('somewhere over the rainbow')).toBeNull();
    expect(geocodeAddress('')).toBeNull();
  });
});

describe('normaliseCity', () => {
  it('normaliseCity maps Bangalore to bengaluru', () => {
    expect(normaliseCity('Bangalore ')).toBe('bengaluru');
  });

  it.each([
    ['Bombay', 'mumbai'],
    ['Madras', 'chennai'],
    ['Calcutta', 'kolkata'],
    ['Gurgaon', 'gurugram'],
    ['New Delhi', 'delhi'],
    ['  New   Delhi ', 'delhi'],
    ['DELHI', 'delhi'],
    ['Hyderabad', 'hyderabad'],
    ['Sūrat', 'surat'],
  ])('normaliseCity maps %s to %s', (name, expected) => {
    expect(normaliseCity(name)).toBe(expected);
  });

  it('an old name inside a longer word is left alone', () => {
    expect(normaliseCity('Bangalorean Heights')).toBe('bangalorean heights');
  });
});
