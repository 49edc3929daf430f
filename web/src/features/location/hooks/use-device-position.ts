import { useEffect, useState } from 'react';
import type { Coords } from '../api/reverse-geocode';

/** Spec section 9: time-out 10 s, high accuracy. */
export const GEOLOCATION_OPTIONS: PositionOptions = { timeout: 10_000, enableHighAccuracy: true };

export type DevicePosition =
  | { status: 'locating' }
  | { status: 'located'; coords: Coords }
  | { status: 'unavailable'; reason: 'denied' | 'failed' | 'unsupported' };

const PERMISSION_DENIED = 1;

/** About 100 m: enough to find a city, and no more precise than that leaves the device. */
function coarse(value: number): number {
  return Math.round(value * 1000) / 1000;
}

function supported(): boolean {
  return typeof navigator !== 'undefined' && 'geolocation' in navigator && !!navigator.geolocation;
}

/** Asks the device where it is, once. */
export function useDevicePosition(): DevicePosition {
  const [position, setPosition] = useState<DevicePosition>(() =>
    supported() ? { status: 'locating' } : { status: 'unavailable', reason: 'unsupported' },
  );

  useEffect(() => {
    if (!supported()) return;
    let active = true;
    navigator.geolocation.getCurrentPosition(
      ({ coords }) => {
        if (active) {
          setPosition({ status: 'located', coords: { lat: coarse(coords.latitude), lon: coarse(coords.longitude) } });
        }
      },
      (error) => {
        if (active) {
          setPosition({ status: 'unavailable', reason: error.code === PERMISSION_DENIED ? 'denied' : 'failed' });
        }
      },
      GEOLOCATION_OPTIONS,
    );
    return () => {
      active = false;
    };
  }, []);

  return position;
}
