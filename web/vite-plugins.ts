import type { BuildEnvironmentOptions, Plugin, ProxyOptions } from 'vite';
import { API_PREFIX, stripApiPrefix } from '../shared/src/api/site-prefix.ts';
import { builtFileFor, inlineScriptHashes, prerenderedPages as builtPages } from '../shared/src/built-pages.ts';
import { contentSecurityPolicy } from '../shared/src/security-headers.ts';

/**
 * `vite build`'s options (web/vite.config.ts).
 * - Maps are written for debugging and error reports but not referenced from the served files.
 * - The manifest (dist/.vite/manifest.json) maps every source module to its chunks; `npm run bench -- web` reads it.
 * - No module preload: Vite's helper would append one `<link rel=modulepreload>` per chunk of a screen before its
 *   import() (56-74 links on a storefront page: 240-310 ms of main thread at Lighthouse's 4x CPU slowdown, the largest
 *   part of every page's first long task); the browser's module loader fetches the same chunks without it.
 */
export const productionBuild: BuildEnvironmentOptions = {
  target: 'es2022',
  sourcemap: 'hidden',
  manifest: true,
  modulePreload: false,
};

/**
 * `vite preview` (`WEB_MODE=build npm start`) serves the built files as CloudFront does (infra/lib/web-stack.ts): a
 * prerendered path gets its own page, any other app path the SPA fallback, a file itself, `/x/` the API; every page carries the
 * CSP whose script-src allows the built pages' inline scripts by hash, and nothing else inline.
 */
export function prerenderedPages(): Plugin {
  return {
    name: 'tiffin:prerendered-pages',
    configurePreviewServer(server) {
      const dir = server.config.build.outDir;
      const pages = builtPages(dir);
      const csp = contentSecurityPolicy({ connect: [], local: true, scriptHashes: inlineScriptHashes(dir) });
      server.middlewares.use((request, response, next) => {
        const url = new URL(request.url ?? '/', 'http://preview');
        // The API's answers pass as it sent them (the proxy below, CloudFront's /x/* behaviour).
        if (url.pathname.startsWith(`${API_PREFIX}/`)) return next();
        response.setHeader('Content-Security-Policy', csp);
        const file = builtFileFor(url.pathname, pages);
        if (file !== url.pathname) request.url = file + url.search;
        next();
      });
    },
  };
}

/**
 * The local web server's `/x/` (dev and `vite preview`), as CloudFront's `/x/*`: every request under it goes to the
 * API at VITE_API_URL (`npm start` names its local gateway; the default is its usual port) without the prefix, so
 * the app calls the API on its own origin and the browser sends no CORS preflight.
 */
export function apiProxy(): Record<string, ProxyOptions> {
  return {
    [`${API_PREFIX}/`]: {
      target: process.env.VITE_API_URL ?? 'http://127.0.0.1:3000',
      // The API answers for its own host name (CloudFront sends all headers but Host, too).
      changeOrigin: true,
      rewrite: stripApiPrefix,
    },
  };
}

/**
 * `vite preview` (`WEB_MODE=build npm start`) answers /config.js with the addresses of the stack it belongs to
 * (VITE_SOCKET_URL, VITE_PHOTOS_URL), as the deploy writes /config.js for its stage: one build then serves every
 * local stack (the e2e run starts one per worker and builds once). The API needs none: it is `/x/` on every stack.
 */
export function localRuntimeConfig(): Plugin {
  return {
    name: 'tiffin:local-runtime-config',
    configurePreviewServer(server) {
      const config = {
        socketUrl: process.env.VITE_SOCKET_URL,
        photosUrl: process.env.VITE_PHOTOS_URL,
      };
      if (!config.socketUrl && !config.photosUrl) return;
      server.middlewares.use('/config.js', (_request, response) => {
        response.setHeader('Content-Type', 'text/javascript');
        response.setHeader('Cache-Control', 'no-cache');
        response.end(`window.__TIFFIN_CONFIG__ = ${JSON.stringify(config)};\n`);
      });
    },
  };
}
