import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export interface Coords {
  lat: number;
  lon: number;
}

export const geocodeKeys = {
  all: ['geocode'] as const,
  reverse: (coords: Coords) => [...geocodeKeys.all, 'reverse', coords] as const,
};

/** Our own offline reverse geocoder: the nearest city, lowercase. */
export function reverseGeocode(coords: Coords, signal?: AbortSignal) {
  return api('geo/reverse', { query: { lat: coords.lat, lon: coords.lon }, signal });
}

export function reverseGeocodeQueryOptions(coords: Coords) {
  return queryOptions({
    queryKey: geocodeKeys.reverse(coords),
    queryFn: ({ signal }) => reverseGeocode(coords, signal),
    // A place does not move to another city.
    staleTime: Infinity,
  });
}

export function useReverseGeocode(coords: Coords | null) {
  return useQuery({ ...reverseGeocodeQueryOptions(coords ?? { lat: 0, lon: 0 }), enabled: coords !== null });
}
