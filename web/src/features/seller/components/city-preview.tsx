import { Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { isApiError } from '@/lib/api-error';
import { useCityAt, type Coordinates } from '../api/city-at';

const inRange = (value: unknown, limit: number): value is number =>
  typeof value === 'number' && Number.isFinite(value) && Math.abs(value) <= limit;

/** Tells the seller, before signing up, which city the coordinates put the restaurant in. */
export function CityPreview({ latitude, longitude }: { latitude: unknown; longitude: unknown }) {
  const typed: Coordinates | null =
    inRange(latitude, 90) && inRange(longitude, 180) ? { lat: latitude, lon: longitude } : null;
  const [coords] = useDebouncedValue(typed, 400);
  const place = useCityAt(typed && coords);

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
