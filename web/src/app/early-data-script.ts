/**
 * The text of the page's early data script (app/early-data.tsx). Built in Node by web/vite.config.ts, which hands it
 * to the app as a constant: it names the pages from lib/pages.ts and the API routes' paths from their declarations,
 * whose schemas the first load must not carry.
 */
import type { RouteDef } from '@tiffin/shared/api/route-def';
import {
  catalogueGetFoodRoute,
  catalogueListRestaurantFoodsRoute,
  catalogueListRestaurantsRoute,
} from '@tiffin/shared/api/routes/catalogue';
import { usersUserInfoRoute } from '@tiffin/shared/api/routes/users';
import { API_PREFIX } from '@tiffin/shared/api/site-prefix';
import { PHOTO_WIDTHS } from '@tiffin/shared/photos';
import { CITY_STORAGE_KEY } from '../features/location/storage-keys.ts';
import { PAGE_PATTERNS, patternSource, type PageName } from '../lib/pages.ts';
import { tokenKey } from '../lib/session.ts';

/** A page whose first query the script starts, and that query's API call. */
export interface EarlyData {
  page: PageName;
  /** A GET route; the page's `:parameter` fills its path's `{parameter}`. A customer's route carries the stored token. */
  endpoint: RouteDef;
  /** The call asks for the city saved on the device (`?city=`): the home page's restaurants. */
  city?: true;
  /** The answer names the photo that is the page's largest paint (`image`, or its first item's), shown at `sizes`. */
  photo?: { in: 'answer' | 'firstItem'; sizes: string };
}

/**
 * The pages whose first query starts from the page itself. A photo's `sizes` are those of the page's largest paint
 * (restaurant-card.tsx, food-detail.tsx).
 */
export const EARLY_DATA: readonly EarlyData[] = [
  {
    page: 'home',
    endpoint: catalogueListRestaurantsRoute,
    city: true,
    photo: { in: 'firstItem', sizes: '(min-width: 36em) 320px, 84px' },
  },
  { page: 'food', endpoint: catalogueGetFoodRoute, photo: { in: 'answer', sizes: '(min-width: 62em) 50vw, 100vw' } },
  { page: 'restaurant', endpoint: catalogueListRestaurantFoodsRoute },
  { page: 'foods', endpoint: usersUserInfoRoute },
];

/** What the script needs to know, from the same definitions the app uses. */
const settings = {
  // The API on the site's own origin, as lib/config.ts calls it.
  apiPrefix: API_PREFIX,
  cityKey: CITY_STORAGE_KEY,
  tokenKey: tokenKey('customer'),
  widths: PHOTO_WIDTHS,
  // The first page whose pattern matches wins; no two patterns match the same path (app/pages.test.ts).
  pages: EARLY_DATA.map(({ page, endpoint, city, photo }) => ({
    match: patternSource(PAGE_PATTERNS[page]),
    path: endpoint.path,
    city: city === true,
    signedIn: endpoint.role === 'customer',
    photo: photo ?? null,
  })),
};

/**
 * Runs in the page as soon as it has been parsed (after /config.js, before the app's modules): starts the API call
 * of the page's first query, as `api()` will make it (same URL, same headers), and keeps the promise in
 * `window.__tiffinEarly` for `api()` to take (lib/early-responses.ts). When the answer names the photo that is the
 * page's largest paint, it is preloaded at high priority at once, not after the app has rendered the list.
 */
const SCRIPT = `
const s = SETTINGS;
const api = location.origin + s.apiPrefix;
const early = (window.__tiffinEarly = {});
const read = (store, key) => { try { return window[store].getItem(key); } catch { return null; } };
const fill = (path, id) => path.replace(/\\{\\w+\\}/, encodeURIComponent(id));
function preload(image, sizes) {
  if (!image) return;
  const link = document.createElement('link');
  link.setAttribute('rel', 'preload');
  link.setAttribute('as', 'image');
  link.setAttribute('href', image);
  link.setAttribute('fetchpriority', 'high');
  const m = /^(.*\\/photos\\/[\\w-]+\\/[0-9a-f-]{36})-(\\d+)\\.webp$/.exec(image);
  if (m) {
    link.setAttribute('imagesrcset', s.widths.map((w) => m[1] + '-' + w + '.webp ' + w + 'w').join(', '));
    link.setAttribute('imagesizes', sizes);
  }
  document.head.appendChild(link);
}
function start(url, headers, photo) {
  const response = fetch(url, { headers: Object.assign({ Accept: 'application/json' }, headers) });
  early[url] = response;
  if (photo) response.then((r) => r.ok && r.clone().json()).then((body) => body && photo(body)).catch(() => {});
}
const path = location.pathname.replace(/\\/+$/, '') || '/';
for (const page of s.pages) {
  const m = new RegExp(page.match).exec(path);
  if (!m) continue;
  let url = api + (m[1] === undefined ? page.path : fill(page.path, decodeURIComponent(m[1])));
  const headers = {};
  if (page.city) {
    let city = null;
    try { city = JSON.parse(read('localStorage', s.cityKey)); } catch {}
    if (typeof city !== 'string' || !city) break;
    url += '?city=' + encodeURIComponent(city);
  }
  if (page.signedIn) {
    const token = read('sessionStorage', s.tokenKey);
    if (!token) break;
    headers.Authorization = 'Bearer ' + token;
  }
  const photo = page.photo;
  start(url, headers, photo && ((b) => preload(photo.in === 'firstItem' ? b.items && b.items[0] && b.items[0].image : b.image, photo.sizes)));
  break;
}
`;

export const earlyDataScript = SCRIPT.replace('SETTINGS', JSON.stringify(settings));
