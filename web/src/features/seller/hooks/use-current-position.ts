import { useCallback, useState } from 'react';

/** Spec 9: time-out 10 s, high accuracy. */
const GEOLOCATION_OPTIONS: PositionOptions = { timeout: 10_000, enableHighAccuracy: true };
const PERMISSION_DENIED = 1;

export type PositionRequest = { status: 'idle' } | { status: 'locating' } | { status: 'failed'; message: string };

/** About 10 cm: a restaurant's door, not a city. */
const round = (value: number) => Math.round(value * 1e6) / 1e6;

/** Asks the device where it is when the seller presses "Use my location", and hands the coordinates on. */
export function useCurrentPosition(onLocated: (coords: { latitude: number; longitude: number }) => void) {
  const [request, setRequest] = useState<PositionRequest>({ status: 'idle' });

  const locate = useCallback(() => {
    if (typeof navigator === 'undefined' || !navigator.geolocation) {
      setRequest({ status: 'failed', message: 'This browser cannot share its location. Enter the coordinates.' });
      return;
    }
    setRequest({ status: 'locating' });
    navigator.geolocation.getCurrentPosition(
      ({ coords }) => {
        setRequest({ status: 'idle' });
        onLocated({ latitude: round(coords.latitude), longitude: round(coords.longitude) });
      },
      (error) =>
        setRequest({
          status: 'failed',
          message:
            error.code === PERMISSION_DENIED
              ? 'Location access was refused. Enter the coordinates instead.'
              : 'Your location could not be found. Enter the coordinates instead.',
        }),
      GEOLOCATION_OPTIONS,
    );
  }, [onLocated]);

  return { request, locate };
}
