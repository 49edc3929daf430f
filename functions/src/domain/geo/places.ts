import type { Coordinates, PincodeResult, ReverseGeocodeResult } from '@tiffin/shared/api/catalogue';
import { messages } from '@tiffin/shared/rules/messages';
import { NotFound } from '#platform/errors';
import { geocodeAddress, lookupPincode, reverseGeocode } from '#platform/geo/index';

/** The offline geography (docs/architecture.md#geography-offline): no request leaves for a public geocoder. */

export function cityAt(lat: number, lon: number): ReverseGeocodeResult {
  const place = reverseGeocode(lat, lon);
  if (!place) throw new NotFound('We could not find a city at your location');
  return place.state ? { city: place.city, state: place.state } : { city: place.city };
}

export function pincodeDetails(pincode: string): PincodeResult {
  const found = lookupPincode(pincode);
  if (!found) throw new NotFound(messages.pincodeInvalid);
  return found;
}

export function coordinatesOf(address: string): Coordinates {
  const found = geocodeAddress(address);
  if (!found) throw new NotFound('Address not found');
  return found;
}
