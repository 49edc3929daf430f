/**
 * The path prefix under which the site's own origin serves the API: CloudFront sends `/x/*` to API Gateway and the
 * local web server proxies it to the local gateway, both without the prefix, so `/x/api/cart/get/user` reaches the
 * route `/api/cart/get/user`. No page of the SPA lives under it (its `/seller/...` and `/admin/...` pages stay its
 * own), and the browser's calls are same-origin: no CORS, no preflight.
 */
export const API_PREFIX = '/x';

/** The API path a request under the prefix is for (`/x/seller/orders` -> `/seller/orders`); other paths as they are. */
export function stripApiPrefix(path: string): string {
  return path.startsWith(`${API_PREFIX}/`) ? path.slice(API_PREFIX.length) : path;
}
