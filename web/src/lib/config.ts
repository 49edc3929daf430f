import { API_PREFIX } from '@tiffin/shared/api/site-prefix';

declare global {
  interface Window {
    /** Set by /config.js: the deploy writes the socket URL there, so one build serves every stage. */
    __TIFFIN_CONFIG__?: { socketUrl?: string; photosUrl?: string };
  }
}

const runtime = typeof window === 'undefined' ? undefined : window.__TIFFIN_CONFIG__;

/** Runtime configuration: /config.js in a deployed stage, else Vite's env (local development). */
export const config = {
  /**
   * The API, on the site's own origin: CloudFront sends `/x/*` to API Gateway (the local web server proxies it to the
   * local gateway), without the prefix. Same-origin calls need no CORS and no preflight.
   */
  apiUrl: `${typeof window === 'undefined' ? '' : window.location.origin}${API_PREFIX}`,
  /** Live order updates' WebSocket (wss:// in AWS, ws:// from `npm start`); without it the pages poll. */
  socketUrl: runtime?.socketUrl ?? import.meta.env.VITE_SOCKET_URL ?? undefined,
  /**
   * Where a photo's public path (`/photos/...`) is read from: the site's own origin in the cloud (CloudFront serves
   * `/photos/*` from the photos bucket), s3rver's bucket address under `npm start`.
   */
  photosUrl: (
    runtime?.photosUrl ??
    import.meta.env.VITE_PHOTOS_URL ??
    (typeof window === 'undefined' ? '' : window.location.origin)
  ).replace(/\/+$/, ''),
} as const;
