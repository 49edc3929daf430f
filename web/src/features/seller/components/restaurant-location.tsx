import { Button, Group, NumberInput, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconChevronDown, IconCurrentLocation, IconSearch } from '@tabler/icons-react';
import { useId, useState, type KeyboardEvent, type ReactNode } from 'react';
import { isApiError } from '@/lib/api-error';
import { useDevicePosition } from '@/lib/device-position';
import type { Coords } from '@/lib/reverse-geocode';
import { useFindPlace } from '../api/find-place';
import { CityPreview } from './city-preview';

export const LOCATION_REQUIRED = "Set the restaurant's location: use your location, or search by address or pincode.";
export const ADDRESS_NOT_FOUND = 'No place found. Try the pincode, or the name of the city or town.';
const SEARCH_FAILED = 'The search failed. Please try again.';
const SEARCH_EMPTY = 'Type an address or a 6-digit pincode to search.';

/** Why 'Use my location' found nothing, and what to do instead. */
const LOCATING_FAILED = {
  unsupported: 'This browser cannot share its location. Search by address or pincode instead.',
  denied: 'Location access was refused. Search by address or pincode instead.',
  failed: 'Your location could not be found. Search by address or pincode instead.',
} as const;

/** The restaurant's position, typed; Bengaluru as the example. */
const COORDINATES = [
  { field: 'latitude', label: 'Latitude', placeholder: '12.9716', limit: 90 },
  { field: 'longitude', label: 'Longitude', placeholder: '77.5946', limit: 180 },
] as const;

type CoordinateField = (typeof COORDINATES)[number]['field'];

interface RestaurantLocationProps {
  /** '' until located, found or typed. */
  latitude: number | string;
  longitude: number | string;
  /** The form's error on either coordinate. */
  error?: ReactNode;
  /** A position from the device or from a search. */
  onPlace: (coords: Coords) => void;
  /** The form's props for one typed coordinate (value, onChange, error). */
  coordinateProps: (field: CoordinateField) => object;
}

/**
 * Where the restaurant is: the device's position, or a search by address or pincode on our offline geocoder,
 * and the city it files the restaurant under. Raw coordinates are a fallback the seller opens on purpose.
 */
export function RestaurantLocation({ latitude, longitude, error, onPlace, coordinateProps }: RestaurantLocationProps) {
  const ids = { search: useId(), error: useId(), coordinates: useId() };
  const [typing, coordinates] = useDisclosure(false);
  const [search, setSearch] = useState('');
  const [searchProblem, setSearchProblem] = useState<string | null>(null);
  const findPlace = useFindPlace();
  const { position, locate } = useDevicePosition({ ask: 'request', precision: 'door' });

  const useMyLocation = () =>
    void locate().then((answer) => {
      if (answer.status === 'located') onPlace(answer.coords);
    });

  const runSearch = () => {
    const address = search.trim();
    if (!address) return setSearchProblem(SEARCH_EMPTY);
    setSearchProblem(null);
    findPlace.mutate(address, {
      onSuccess: ({ latitude: lat, longitude: lon }) => onPlace({ lat, lon }),
      onError: (failure) => setSearchProblem(isApiError(failure, 404) ? ADDRESS_NOT_FOUND : SEARCH_FAILED),
    });
  };
  // Enter in the search box searches; it must not send the whole form.
  const searchOnEnter = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    runSearch();
  };

  const unset = latitude === '' || longitude === '';
  const problem = error ? (unset ? LOCATION_REQUIRED : error) : null;

  return (
    <Stack gap="sm">
      <Text size="sm" c="dimmed">
        Where is the restaurant? Customers find it by the city it is in.
      </Text>
      <Button
        variant="light"
        leftSection={<IconCurrentLocation size={16} aria-hidden />}
        onClick={useMyLocation}
        loading={position.status === 'locating'}
        style={{ alignSelf: 'flex-start' }}
      >
        Use my location
      </Button>
      {position.status === 'unavailable' && (
        <Text size="sm" c="red.8" role="alert">
          {LOCATING_FAILED[position.reason]}
        </Text>
      )}
      <Group gap="sm" align="flex-end" wrap="nowrap">
        <TextInput
          label="Address or pincode"
          placeholder="e.g. 560001"
          autoComplete="off"
          style={{ flex: 1, minWidth: 0 }}
          value={search}
          onChange={(event) => setSearch(event.currentTarget.value)}
          onKeyDown={searchOnEnter}
          aria-invalid={searchProblem ? true : undefined}
          aria-describedby={[searchProblem && ids.search, problem && ids.error].filter(Boolean).join(' ') || undefined}
        />
        <Button
          variant="default"
          leftSection={<IconSearch size={16} aria-hidden />}
          onClick={runSearch}
          loading={findPlace.isPending}
        >
          Find
        </Button>
      </Group>
      {searchProblem && (
        <Text id={ids.search} size="sm" c="red.8" role="alert">
          {searchProblem}
        </Text>
      )}
      <CityPreview latitude={latitude} longitude={longitude} />
      {problem && (
        <Text id={ids.error} size="sm" c="red.8">
          {problem}
        </Text>
      )}
      <div>
        <Button
          variant="subtle"
          size="sm"
          px={0}
          onClick={coordinates.toggle}
          aria-expanded={typing}
          aria-controls={ids.coordinates}
          rightSection={
            <IconChevronDown
              size={16}
              aria-hidden
              style={{ transform: typing ? 'rotate(180deg)' : undefined, transition: 'transform 150ms' }}
            />
          }
        >
          Enter coordinates
        </Button>
        <div id={ids.coordinates}>
          {typing && (
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" mt="xs">
              {COORDINATES.map(({ field, label, placeholder, limit }) => (
                <NumberInput
                  key={field}
                  label={label}
                  placeholder={placeholder}
                  decimalScale={6}
                  min={-limit}
                  max={limit}
                  hideControls
                  clampBehavior="none"
                  required
                  {...coordinateProps(field)}
                />
              ))}
            </SimpleGrid>
          )}
        </div>
      </div>
    </Stack>
  );
}
