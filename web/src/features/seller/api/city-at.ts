import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export interface Coordinates {
  lat: number;
  lon: number;
}

/** The city the server will file the restaurant under: the same offline reverse geocoder as the sign-up. */
export function cityAtQueryOptions(coords: Coordinates) {
  return queryOptions({
    queryKey: ['geocode', 'reverse', coords] as const,
    queryFn: ({ signal }) => api('geo/reverse', { query: coords, signal }),
    // A place does not move to another city.
    staleTime: Infinity,
  });
}

export function useCityAt(coords: Coordinates | null) {
  return useQuery({
    ...cityAtQueryOptions(coords ?? { lat: 0, lon: 0 }),
    enabled: coords !== null,
    placeholderData: keepPreviousData,
  });
}
