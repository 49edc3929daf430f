import { useCallback, useEffect, useState } from 'react';
import type { Coords } from './reverse-geocode';

/** docs/product.md#constants: time-out 10 s, high accuracy. */
export const GEOLOCATION_OPTIONS: PositionOptions = { timeout: 10_000, enableHighAccuracy: true };

export type DevicePosition =
  | { status: 'idle' }
  | { status: 'locating' }
  | { status: 'located'; coords: Coords }
  | { status: 'unavailable'; reason: 'denied' | 'failed' | 'unsupported' };

/**
 * How precisely a position leaves the device: 'city' is about 100 m, enough to find a city (the customer's);
 * 'door' is about 10 cm, a restaurant's door (the seller's sign-up).
 */
export type Precision = 'city' | 'door';
const DECIMALS: Record<Precision, number> = { city: 1e3, door: 1e6 };

const PERMISSION_DENIED = 1;

function supported(): boolean {
  return typeof navigator !== 'undefined' && 'geolocation' in navigator && !!navigator.geolocation;
}

/** Asks the device where it is. */
export function askDevicePosition(precision: Precision = 'city'): Promise<DevicePosition> {
  if (!supported()) return Promise.resolve({ status: 'unavailable', reason: 'unsupported' });
  const round = (value: number) => Math.round(value * DECIMALS[precision]) / DECIMALS[precision];
  return new Promise((resolve) => {
    navigator.geolocation.getCurrentPosition(
      ({ coords }) =>
        resolve({ status: 'located', coords: { lat: round(coords.latitude), lon: round(coords.longitude) } }),
      (error) => resolve({ status: 'unavailable', reason: error.code === PERMISSION_DENIED ? 'denied' : 'failed' }),
      GEOLOCATION_OPTIONS,
    );
  });
}

interface DevicePositionOptions {
  /** 'mount': ask once as the page mounts (or take the answer asked for just before); 'request': only on `locate()`. */
  ask?: 'mount' | 'request';
  precision?: Precision;
}

/** Where the device is: asked on mount, or each time `locate()` is called (which also answers with it). */
export function useDevicePosition({ ask = 'mount', precision = 'city' }: DevicePositionOptions = {}) {
  // Asked on request, nothing is said (not even 'unsupported') until the first request. Asked on mount, the first
  // render says 'locating' wherever it runs (a prerendered page is drawn where there is no device), and the effect
  // then tells an unsupported browser apart.
  const [position, setPosition] = useState<DevicePosition>(() =>
    ask === 'request' ? { status: 'idle' } : { status: 'locating' },
  );

  useEffect(() => {
    if (ask !== 'mount') return;
    if (!supported()) {
      // eslint-disable-next-line react-hooks/set-state-in-effect -- the browser is known only after hydration: the first render matches the prerendered page.
      setPosition({ status: 'unavailable', reason: 'unsupported' });
      return;
    }
    let active = true;
    void askDevicePosition(precision).then((answer) => {
      if (active) setPosition(answer);
    });
    return () => {
      active = false;
    };
  }, [ask, precision]);

  const locate = useCallback(async () => {
    setPosition(supported() ? { status: 'locating' } : { status: 'unavailable', reason: 'unsupported' });
    const answer = await askDevicePosition(precision);
    setPosition(answer);
    return answer;
  }, [precision]);

  return { position, locate };
}
