import type { Coordinates, PincodeResult, ReverseGeocodeResult } from '@tiffin/shared/api/catalogue';
import { messages } from '@tiffin/shared/rules/messages';
import { haversineKm, type LatLon } from '@tiffin/shared/geo';
import { BadRequest, NotFound } from '#platform/errors';
import {
  geocodeAddress,
  lookupPincode,
  normaliseCity,
  placesInAddress,
  reverseGeocode,
  type PincodeLookupResult,
} from '#platform/geo/index';

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

/** An address's point; with its pincode, the delivery point checkout measures the fee from (`deliveryPoint`). */
export function coordinatesOf(address: string, pincode?: string): Coordinates {
  if (pincode !== undefined) {
    const place = lookupPincode(pincode);
    if (!place) throw new NotFound(messages.pincodeInvalid);
    const point = deliveryPoint(address, place);
    if (!point) throw new NotFound('Address not found');
    return { latitude: point.lat, longitude: point.lon };
  }
  const found = geocodeAddress(address);
  if (!found) throw new NotFound('Address not found');
  return found;
}

/**
 * A town an address names lies this close to the address's pincode, or the two are not one place (a rural pincode's
 * point can lie 12 km from the town it serves, as Hunsur's 571105 does).
 */
export const TOWN_NEAR_PINCODE_KM = 20;

export const ADDRESS_MESSAGES = {
  pincodeNotAddress: 'The pincode does not match the address. Please check the address and pincode.',
} as const;

/**
 * Where an order is delivered, from the address itself (the delivery fee is measured from it), with the pincode
 * checked against it: a pincode written in the address must be the form's, and a town the address names, other
 * than the pincode's own city, must lie within 20 km of the pincode and is where the order goes. An address that
 * names only its city is placed at its pincode. Null when neither has a known point (the default fee applies).
 * Throws a 400 when the address and pincode disagree, so a pincode near the restaurant buys no free delivery.
 */
export function deliveryPoint(address: string, pincode: PincodeLookupResult): LatLon | null {
  const named = placesInAddress(address);
  if (named.pincodes.some((written) => written !== pincode.pincode)) {
    throw new BadRequest(ADDRESS_MESSAGES.pincodeNotAddress);
  }
  const atPincode =
    pincode.latitude !== undefined && pincode.longitude !== undefined
      ? { lat: pincode.latitude, lon: pincode.longitude }
      : null;
  const town = named.town && named.town.name !== normaliseCity(pincode.city) ? named.town : null;
  if (!town) return atPincode;
  const atTown = { lat: town.latitude, lon: town.longitude };
  if (atPincode && haversineKm(atTown, atPincode) > TOWN_NEAR_PINCODE_KM) {
    throw new BadRequest(ADDRESS_MESSAGES.pincodeNotAddress);
  }
  return atTown;
}
