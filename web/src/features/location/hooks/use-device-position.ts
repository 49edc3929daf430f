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

/** Asks the device where it is. */
export function askDevicePosition(): Promise<DevicePosition> {
  if (!supported()) return Promise.resolve({ status: 'unavailable', reason: 'unsupported' });
  return new Promise((resolve) => {
    navigator.geolocation.getCurrentPosition(
      ({ coords }) =>
        resolve({ status: 'located', coords: { lat: coarse(coords.latitude), lon: coarse(coords.longitude) } }),
      (error) => resolve({ status: 'unavailable', reason: error.code === PERMISSION_DENIED ? 'denied' : 'failed' }),
      GEOLOCATION_OPTIONS,
    );
  });
}

/** An answer asked for before the page mounted, and how long the page may still take it. */
let early: { answer: Promise<DevicePosition>; askedAt: number } | null = null;
const EARLY_ANSWER_MS = 30_000;

/**
 * Asks the device now, for the page about to mount (the home route starts it beside the page's code, so the
 * position, and the city's data after it, are on the way while that code loads). The page's `useDevicePosition`
 * takes this answer instead of asking again; a later visit asks afresh.
 */
export function askDevicePositionEarly(): Promise<DevicePosition> {
  early ??= { answer: askDevicePosition(), askedAt: Date.now() };
  return early.answer;
}

function takeEarlyAnswer(): Promise<DevicePosition> | null {
  const taken = early;
  early = null;
  return taken && Date.now() - taken.askedAt < EARLY_ANSWER_MS ? taken.answer : null;
}

/** Asks the device where it is, once per mount (or takes the answer asked for just before). */
export function useDevicePosition(): DevicePosition {
  const [position, setPosition] = useState<DevicePosition>(() =>
    supported() ? { status: 'locating' } : { status: 'unavailable', reason: 'unsupported' },
  );

  useEffect(() => {
    if (!supported()) return;
    let active = true;
    void (takeEarlyAnswer() ?? askDevicePosition()).then((answer) => {
      if (active) setPosition(answer);
    });
    return () => {
      active = false;
    };
  }, []);

  return position;
}
