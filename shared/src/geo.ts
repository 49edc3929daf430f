/** A point on Earth in decimal degrees. */
export interface LatLon {
  lat: number;
  lon: number;
}

export const EARTH_RADIUS_KM = 6371;

const toRadians = (degrees: number) => (degrees * Math.PI) / 180;

/** Great-circle distance between two points (haversine, Earth radius 6371 km as the spec fixes). */
export function haversineKm(a: LatLon, b: LatLon): number {
  const dLat = toRadians(b.lat - a.lat);
  const dLon = toRadians(b.lon - a.lon);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(toRadians(a.lat)) * Math.cos(toRadians(b.lat)) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** Cities are stored lowercase, trimmed and with single spaces (docs/architecture.md#geography-offline). */
export function cityKey(city: string): string {
  return city.trim().toLowerCase().replace(/\s+/g, ' ');
}

/**
 * A city's name as people write it, from its key: 'bengaluru' -> 'Bengaluru', 'navi mumbai' -> 'Navi Mumbai'.
 * Keys are the offline geography's names lowercased, so capitalising each word gives them back.
 */
export function cityDisplayName(city: string): string {
  return city.replace(/(^|[\s-])(\p{L})/gu, (_, separator: string, letter: string) => separator + letter.toUpperCase());
}
