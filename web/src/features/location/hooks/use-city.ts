import { useLocalStorage } from '@mantine/hooks';
import { useCallback, useEffect, useState } from 'react';
import { useReverseGeocode, type Coords } from '@/lib/reverse-geocode';
import { isServedCity, normaliseCity } from '../cities';
import { useDevicePosition, type DevicePosition } from '@/lib/device-position';

import { CITY_STORAGE_KEY, CURRENT_CITY_KEY } from '../storage-keys';

export { CITY_STORAGE_KEY, CURRENT_CITY_KEY };

export type LocationProblem = 'denied' | 'failed' | 'unsupported' | 'geocode-failed';

export interface CityState {
  /** The city whose restaurants are shown, lowercase; null until known. */
  city: string | null;
  /** Where `city` came from. */
  source: 'device' | 'chosen' | null;
  /** The device location or its city is still being looked up. */
  detecting: boolean;
  /** Why the device location gave no city, if it did not. */
  problem: LocationProblem | null;
  /** Picks a city by hand; it is remembered on this device. */
  chooseCity: (city: string) => void;
  /** The device position (coarse), once known. */
  coords: Coords | null;
}

function problemOf(position: DevicePosition, geocodeFailed: boolean): LocationProblem | null {
  if (position.status === 'unavailable') return position.reason;
  return geocodeFailed ? 'geocode-failed' : null;
}

/**
 * The visitor's city: from the device location through our reverse geocoder;
 * otherwise (or when changed by hand) the city picked from the list, kept in localStorage.
 */
export function useCity(): CityState {
  const { position } = useDevicePosition();
  const geocode = useReverseGeocode(position.status === 'located' ? position.coords : null);
  // Read after the first render, which must match the prerendered home page (drawn without anyone's storage).
  const [stored, setStored] = useLocalStorage<string | null>({
    key: CITY_STORAGE_KEY,
    defaultValue: null,
    getInitialValueInEffect: true,
  });
  const [choseThisVisit, setChoseThisVisit] = useState(false);

  const storedCity = stored && isServedCity(stored) ? stored : null;
  const deviceCity = geocode.data?.city ? normaliseCity(geocode.data.city) : null;
  const detecting = position.status === 'locating' || (position.status === 'located' && geocode.isPending);

  const chooseCity = useCallback(
    (city: string) => {
      setStored(normaliseCity(city));
      setChoseThisVisit(true);
    },
    [setStored],
  );

  let city: string | null = null;
  let source: CityState['source'] = null;
  if (choseThisVisit && storedCity) {
    city = storedCity;
    source = 'chosen';
  } else if (deviceCity) {
    city = deviceCity;
    source = 'device';
  } else if (storedCity) {
    // While the device is still locating, a returning visitor sees their last city at once.
    city = storedCity;
    source = 'chosen';
  }

  useEffect(() => {
    if (city) rememberCurrentCity(city);
  }, [city]);

  return {
    city,
    source,
    detecting,
    problem: problemOf(position, geocode.isError),
    chooseCity,
    coords: position.status === 'located' ? position.coords : null,
  };
}

function rememberCurrentCity(city: string) {
  try {
    window.sessionStorage.setItem(CURRENT_CITY_KEY, city);
  } catch {
    // Other pages then fall back to the chosen city or ask.
  }
}

function readCurrentCity(): string | null {
  try {
    return window.sessionStorage.getItem(CURRENT_CITY_KEY);
  } catch {
    return null;
  }
}

/**
 * The city the location feature already knows, without asking the device again:
 * the one the home page showed in this tab, else the one chosen on this device. Null when neither.
 */
export function useKnownCity(): { city: string | null; chooseCity: (city: string) => void } {
  const [stored, setStored] = useLocalStorage<string | null>({
    key: CITY_STORAGE_KEY,
    defaultValue: null,
    getInitialValueInEffect: false,
  });
  const [current, setCurrent] = useState(readCurrentCity);

  const chooseCity = useCallback(
    (next: string) => {
      const city = normaliseCity(next);
      setStored(city);
      rememberCurrentCity(city);
      setCurrent(city);
    },
    [setStored],
  );

  const storedCity = stored && isServedCity(stored) ? stored : null;
  return { city: current || storedCity, chooseCity };
}
