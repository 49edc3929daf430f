import { fileURLToPath } from 'node:url';
import { reactRouter } from '@react-router/dev/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { earlyDataScript } from './src/app/early-data-script.ts';
import { apiProxy, localRuntimeConfig, prerenderedPages, productionBuild } from './vite-plugins.ts';
import { BASIC_SECURITY_HEADERS, contentSecurityPolicy } from '../shared/src/security-headers.ts';

const port = Number(process.env.WEB_PORT ?? 5173);
const host = process.env.HOST || '127.0.0.1';

/** What CloudFront sends, for the local dev server: it also allows Vite's HMR and inline preamble. */
const devSecurityHeaders = {
  ...BASIC_SECURITY_HEADERS,
  'Content-Security-Policy': contentSecurityPolicy({ connect: [], local: true, devServer: true }),
};

/**
 * `server.headers` reaches only the files Vite serves itself; React Router's dev handler answers the pages. A
 * middleware ahead of both sets the headers on every answer of the dev server, pages included.
 */
function devPageHeaders(): Plugin {
  return {
    name: 'tiffin:dev-page-headers',
    configureServer(server) {
      server.middlewares.use((_request, response, next) => {
        for (const [name, value] of Object.entries(devSecurityHeaders)) response.setHeader(name, value);
        next();
      });
    },
  };
}

// React Router's build prerenders the pages through a preview server of its own plugin (it sets this variable).
const servesBuild = (isPreview: boolean | undefined) => isPreview && process.env.IS_RR_BUILD_REQUEST !== 'yes';

export default defineConfig(({ isPreview }) => ({
  // React Router's framework plugin builds and serves the app (it brings React's own transform). Vitest renders the
  // routes in a memory router with @vitejs/plugin-react instead, and `vite preview` serves the built files as they
  // are (prerenderedPages: each path its page, or the SPA fallback, with CloudFront's headers).
  plugins: [
    process.env.VITEST ? react() : servesBuild(isPreview) ? prerenderedPages() : reactRouter(),
    localRuntimeConfig(),
    devPageHeaders(),
  ],
  // local/src/start.ts keeps Vite's optimised dependencies in the data folder; alone, Vite's default folder.
  cacheDir: process.env.TIFFIN_VITE_CACHE,
  // Every module of the app is scanned for its dependencies before the dev server answers its first request: a
  // dependency Vite met only later (a page's lazy route, zod's locales) re-optimised the set and failed that
  // page's imports with 504 Outdated Optimize Dep. React Router's own client entry imports the last two.
  optimizeDeps: {
    entries: ['src/**/*.{ts,tsx}', '!src/**/*.test.{ts,tsx}', '!src/test/**'],
    include: ['react-dom/client', 'react-router/dom'],
  },
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  // Loopback only unless HOST says otherwise; `/x/` is the API, as CloudFront's /x/* (infra/lib/web-stack.ts).
  server: { host, port, strictPort: true, headers: devSecurityHeaders, proxy: apiProxy() },
  preview: { host, port, strictPort: true, headers: { ...BASIC_SECURITY_HEADERS }, proxy: apiProxy() },
  build: productionBuild,
  // The page's early data script (app/early-data.tsx renders it into every page's <head>).
  define: { __TIFFIN_EARLY_DATA__: JSON.stringify(earlyDataScript) },
}));
