import { useEffect, useEffectEvent } from 'react';
import { useToken } from '@/lib/session';
import { useUpdateLocation, type DeviceCoords } from '../api/user-info';

/** Remembers, per tab, which sign-in already sent its location. */
export const LOCATION_SENT_KEY = 'tiffin.location-sent.customer';

/** A short tail of the token names the sign-in without keeping a second copy of the token. */
const signInMark = (token: string) => token.slice(-16);

function readMark(): string | null {
  try {
    return window.sessionStorage.getItem(LOCATION_SENT_KEY);
  } catch {
    return null;
  }
}

function writeMark(mark: string) {
  try {
    window.sessionStorage.setItem(LOCATION_SENT_KEY, mark);
  } catch {
    // Without storage the location is sent on every home visit; harmless.
  }
}

/** The sign-in whose location is on its way, so a second render does not send it twice. */
let sending: string | null = null;

/**
 * docs/product.md#home: a signed-in customer's device location goes to the server, which saves the city.
 * Sent once per sign-in and tab, as soon as the home page knows the position; `onSaved` runs once it is saved
 * (the page refreshes what the server works out from it).
 */
export function useReportLocation(coords: DeviceCoords | null, onSaved?: () => void) {
  const token = useToken('customer');
  const { mutateAsync } = useUpdateLocation();
  const lat = coords?.lat;
  const lon = coords?.lon;
  const saved = useEffectEvent(() => onSaved?.());

  useEffect(() => {
    if (!token || lat === undefined || lon === undefined) return;
    const mark = signInMark(token);
    if (readMark() === mark || sending === mark) return;
    sending = mark;
    mutateAsync({ lat, lon })
      .then(() => {
        writeMark(mark);
        saved();
      })
      // A failure is not the visitor's problem: the next home visit tries again.
      .catch(() => undefined)
      .finally(() => {
        if (sending === mark) sending = null;
      });
  }, [token, lat, lon, mutateAsync]);
}
