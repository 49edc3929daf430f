import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { geoReverseRoute } from '@tiffin/shared/api/routes/geo';

export interface Coords {
  lat: number;
  lon: number;
}

export const geocodeKeys = {
  all: ['geocode'] as const,
  reverse: (coords: Coords) => [...geocodeKeys.all, 'reverse', coords] as const,
};

/**
 * Our own offline reverse geocoder: the nearest city, lowercase. The same query for the customer's city and for
 * the city a seller's coordinates file the restaurant under.
 */
export function reverseGeocode(coords: Coords, signal?: AbortSignal) {
  return api(geoReverseRoute, { query: { lat: coords.lat, lon: coords.lon }, signal });
}

export function reverseGeocodeQueryOptions(coords: Coords) {
  return queryOptions({
    queryKey: geocodeKeys.reverse(coords),
    queryFn: ({ signal }) => reverseGeocode(coords, signal),
    // A place does not move to another city.
    staleTime: Infinity,
  });
}

/** `keepPrevious`: while new coordinates are looked up, the last city stays (a seller typing them). */
export function useReverseGeocode(coords: Coords | null, { keepPrevious = false } = {}) {
  return useQuery({
    ...reverseGeocodeQueryOptions(coords ?? { lat: 0, lon: 0 }),
    enabled: coords !== null,
    ...(keepPrevious ? { placeholderData: keepPreviousData } : {}),
  });
}
