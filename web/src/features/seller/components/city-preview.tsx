import { Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { isApiError } from '@/lib/api-error';
import { useReverseGeocode, type Coords } from '@/lib/reverse-geocode';

const inRange = (value: unknown, limit: number): value is number =>
  typeof value === 'number' && Number.isFinite(value) && Math.abs(value) <= limit;

/** Tells the seller, before signing up, which city the coordinates put the restaurant in. */
export function CityPreview({ latitude, longitude }: { latitude: unknown; longitude: unknown }) {
  const typed: Coords | null =
    inRange(latitude, 90) && inRange(longitude, 180) ? { lat: latitude, lon: longitude } : null;
  const [coords] = useDebouncedValue(typed, 400);
  const place = useReverseGeocode(typed && coords, { keepPrevious: true });

  if (!typed || !coords) return null;
  if (isApiError(place.error, 404)) {
    return (
      <Text size="sm" c="red.8" role="status">
        No city found near these coordinates. Customers could not find the restaurant there.
      </Text>
    );
  }
  if (!place.data) return null;
  const { city, state } = place.data;
  return (
    <Text size="sm" role="status">
      Your restaurant will be listed in{' '}
      <Text span fw={600} tt="capitalize">
        {city}
      </Text>
      {state ? `, ${state}` : ''}.
    </Text>
  );
}
