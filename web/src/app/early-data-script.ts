/**
 * The text of the page's early data script (app/early-data.tsx). Built in Node by web/vite.config.ts, which hands it
 * to the app as a constant: it names the routes' paths from their declarations, whose schemas the first load must
 * not carry.
 */
import {
  catalogueGetFoodRoute,
  catalogueListRestaurantFoodsRoute,
  catalogueListRestaurantsRoute,
} from '@tiffin/shared/api/routes/catalogue';
import { usersUserInfoRoute } from '@tiffin/shared/api/routes/users';
import { API_PREFIX } from '@tiffin/shared/api/site-prefix';
import { PHOTO_WIDTHS } from '@tiffin/shared/photos';
import { CITY_STORAGE_KEY, CURRENT_CITY_KEY } from '../features/location/storage-keys.ts';
import { tokenKey } from '../lib/session.ts';

/** What the script needs to know, from the same definitions the app uses. */
const settings = {
  // The API on the site's own origin, as lib/config.ts calls it.
  apiPrefix: API_PREFIX,
  restaurants: catalogueListRestaurantsRoute.path,
  food: catalogueGetFoodRoute.path,
  menu: catalogueListRestaurantFoodsRoute.path,
  userInfo: usersUserInfoRoute.path,
  cityKey: CITY_STORAGE_KEY,
  currentCityKey: CURRENT_CITY_KEY,
  tokenKey: tokenKey('customer'),
  widths: PHOTO_WIDTHS,
  // The `sizes` of the photo that is each page's largest paint (restaurant-card.tsx, food-detail.tsx).
  cardSizes: '(min-width: 36em) 320px, 84px',
  dishSizes: '(min-width: 62em) 50vw, 100vw',
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
let m;
if (path === '/') {
  let city = null;
  try { city = JSON.parse(read('localStorage', s.cityKey)); } catch {}
  if (typeof city === 'string' && city) {
    start(api + s.restaurants + '?city=' + encodeURIComponent(city), {}, (b) => preload(b.items && b.items[0] && b.items[0].image, s.cardSizes));
  }
} else if ((m = /^\\/food\\/([^/]+)$/.exec(path))) {
  start(api + fill(s.food, decodeURIComponent(m[1])), {}, (b) => preload(b.image, s.dishSizes));
} else if ((m = /^\\/restaurant\\/([^/]+)$/.exec(path))) {
  start(api + fill(s.menu, decodeURIComponent(m[1])), {});
} else if (path === '/foods') {
  const token = read('sessionStorage', s.tokenKey);
  if (token) start(api + s.userInfo, { Authorization: 'Bearer ' + token });
}
`;

export const earlyDataScript = SCRIPT.replace('SETTINGS', JSON.stringify(settings));
