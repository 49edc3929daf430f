/**
 * Offline Indian geography: reverse geocoding, pincode lookup and address geocoding over
 * india-geo.json, which functions/scripts/build-geo.ts compiles from npm data packages.
 */
import KDBush from 'kdbush';
import { around } from 'geokdbush';
import { cityKey, haversineKm } from '@tiffin/shared/geo';
import { readFileSync } from 'node:fs';

/** [display name, lat, lon, population, index into states when known]. */
export type CityRow = [name: string, lat: number, lon: number, population: number, state?: number];
/** [display name (Title Case), index into states]. */
export type DistrictRow = [name: string, state: number];
/** [pincode, index into districts or -1 when unknown, lat, lon when known]. */
export type PincodeRow = [pincode: number, district: number, lat?: number, lon?: number];

export interface IndiaGeoFile {
  version: 1;
  attribution: string[];
  /** [old name, current name], both lowercase. */
  aliases: [string, string][];
  states: string[];
  districts: DistrictRow[];
  /** Sorted most populous first. */
  cities: CityRow[];
  pincodes: PincodeRow[];
}

export interface ReverseGeocodeResult {
  city: string;
  state?: string;
  distanceKm: number;
}

export interface PincodeLookupResult {
  pincode: string;
  city: string;
  state: string;
  country: 'India';
  latitude?: number;
  longitude?: number;
}

export interface Coordinates {
  latitude: number;
  longitude: number;
}

// Within this radius a bigger city wins over a nearer suburb or village.
const PREFER_BIGGER_WITHIN_KM = 15;
// Beyond this distance from every Indian city the point is not in India.
const MAX_CITY_DISTANCE_KM = 50;
// Neighbourhood words that also name towns; matching them in an address would mislead.
const LOCALITY_SUFFIX = /(^| )(nagar|colony|sector|town|bazar|bazaar|road|layout|camp)$/;
const MIN_ADDRESS_CITY_LENGTH = 4;

const foldDiacritics = (text: string): string => text.normalize('NFD').replace(/\p{M}/gu, '');

const escapeRegExp = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The data file sits beside this module (beside the bundle in Lambda), read and indexed on first use:
 * routes that never look up a place never pay for it, and no bundle carries the data.
 */
let file: IndiaGeoFile | undefined;
const geoFile = () =>
  (file ??= JSON.parse(readFileSync(new URL('./india-geo.json', import.meta.url), 'utf8')) as IndiaGeoFile);

/** Old city names and their current ones (normaliseCity needs them while the indexes are built). */
let names: { aliasPattern: RegExp; aliases: Map<string, string> } | undefined;
const cityNames = () =>
  (names ??= {
    aliasPattern: new RegExp(
      `(?<![\\p{L}\\p{N}])(${geoFile()
        .aliases.map(([old]) => old)
        .sort((a, b) => b.length - a.length)
        .map(escapeRegExp)
        .join('|')})(?![\\p{L}\\p{N}])`,
      'gu',
    ),
    aliases: new Map(geoFile().aliases),
  });

let places:
  { cityIndex: KDBush; pincodes: Map<string, PincodeRow>; citiesByAddressKey: Map<string, CityRow> } | undefined;
const index = () =>
  (places ??= {
    cityIndex: buildCityIndex(geoFile().cities),
    pincodes: new Map(geoFile().pincodes.map((row) => [String(row[0]), row])),
    citiesByAddressKey: buildAddressKeys(geoFile().cities),
  });

function buildCityIndex(cities: CityRow[]): KDBush {
  const index = new KDBush(cities.length);
  for (const [, lat, lon] of cities) index.add(lon, lat);
  return index.finish();
}

/** Address keys of city names -> the most populous city with that key. */
function buildAddressKeys(cities: CityRow[]): Map<string, CityRow> {
  const byKey = new Map<string, CityRow>();
  for (const city of cities) {
    const key = addressKey(city[0]);
    const usable = key.length >= MIN_ADDRESS_CITY_LENGTH && !LOCALITY_SUFFIX.test(key);
    if (usable && !byKey.has(key)) byKey.set(key, city);
  }
  return byKey;
}

/** 'Bangalore ' -> 'bengaluru', ' New  Delhi' -> 'delhi', 'Sūrat' -> 'surat'. */
export function normaliseCity(name: string): string {
  return cityKey(foldDiacritics(name)).replace(cityNames().aliasPattern, (old) => cityNames().aliases.get(old) ?? old);
}

/** Like normaliseCity, with punctuation turned into spaces so names match inside addresses. */
function addressKey(text: string): string {
  return normaliseCity(text.replace(/[^\p{L}\p{N}]+/gu, ' '));
}

function stateName(id: number | undefined): string | undefined {
  return id === undefined ? undefined : geoFile().states[id];
}

function isValidPoint(lat: number, lon: number): boolean {
  return Number.isFinite(lat) && Number.isFinite(lon) && Math.abs(lat) <= 90 && Math.abs(lon) <= 180;
}

function mostPopulous(ids: number[]): CityRow | undefined {
  let best: CityRow | undefined;
  for (const id of ids) {
    const city = geoFile().cities[id];
    if (city && (!best || city[3] > best[3])) best = city;
  }
  return best;
}

/** The product city at a point: the biggest city within 15 km, else the nearest within 50 km. */
export function reverseGeocode(lat: number, lon: number): ReverseGeocodeResult | null {
  if (!isValidPoint(lat, lon)) return null;
  const city =
    mostPopulous(around(index().cityIndex, lon, lat, Infinity, PREFER_BIGGER_WITHIN_KM)) ??
    mostPopulous(around(index().cityIndex, lon, lat, 1, MAX_CITY_DISTANCE_KM));
  if (!city) return null;
  const [name, cityLat, cityLon, , stateId] = city;
  const state = stateName(stateId);
  return {
    city: normaliseCity(name),
    ...(state ? { state } : {}),
    distanceKm: haversineKm({ lat, lon }, { lat: cityLat, lon: cityLon }),
  };
}

function pincodeRow(pincode: string): PincodeRow | undefined {
  const digits = pincode.trim();
  return /^\d{6}$/.test(digits) ? index().pincodes.get(digits) : undefined;
}

function coordinatesOf(row: PincodeRow): Coordinates | undefined {
  const [, , latitude, longitude] = row;
  return latitude === undefined || longitude === undefined ? undefined : { latitude, longitude };
}

/** District (as the display city) and state of a 6-digit pincode; null when unknown. */
export function lookupPincode(pincode: string): PincodeLookupResult | null {
  const row = pincodeRow(pincode);
  const district = row ? geoFile().districts[row[1]] : undefined;
  const state = stateName(district?.[1]);
  if (!row || !district || !state) return null;
  return {
    pincode: String(row[0]),
    city: district[0],
    state,
    country: 'India',
    ...coordinatesOf(row),
  };
}

/** 6-digit numbers standing alone, also written '560 001' or '560-001'. */
function pincodesIn(text: string): string[] {
  return [...text.matchAll(/(?<!\d)(\d{3})[ -]?(\d{3})(?!\d)/g)].map(([, head, tail]) => `${head}${tail}`);
}

/** The longest known city name in the text, as whole words. */
function cityIn(text: string): CityRow | undefined {
  const padded = ` ${addressKey(text)} `;
  let best: { key: string; city: CityRow } | undefined;
  for (const [key, city] of index().citiesByAddressKey) {
    if (key.length > (best?.key.length ?? 0) && padded.includes(` ${key} `)) best = { key, city };
  }
  return best?.city;
}

function pincodeCoordinates(pincode: string): Coordinates | undefined {
  const row = index().pincodes.get(pincode);
  if (!row) return undefined;
  const district = geoFile().districts[row[1]];
  // A pincode without its own point still names a district, often a city we know.
  return coordinatesOf(row) ?? cityCoordinates(district ? cityIn(district[0]) : undefined);
}

function cityCoordinates(city: CityRow | undefined): Coordinates | undefined {
  return city ? { latitude: city[1], longitude: city[2] } : undefined;
}

/** Coordinates for a free-text address: its pincode first, else the longest city name in it. */
export function geocodeAddress(address: string): Coordinates | null {
  for (const pincode of pincodesIn(address)) {
    const found = pincodeCoordinates(pincode);
    if (found) return found;
  }
  return cityCoordinates(cityIn(address)) ?? null;
}

/** A city or town an address names, with its point. */
export interface NamedPlace extends Coordinates {
  name: string;
}

/** What a free-text address says of where it is: the pincodes written in it, and the longest city or town name in it. */
export function placesInAddress(address: string): { pincodes: string[]; town: NamedPlace | null } {
  const town = cityIn(address);
  return {
    pincodes: pincodesIn(address),
    town: town ? { name: normaliseCity(town[0]), latitude: town[1], longitude: town[2] } : null,
  };
}
