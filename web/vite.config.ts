import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
// A relative path, so Vite bundles the TypeScript source into the config instead of asking Node to load it.
import { routes } from '../shared/src/api/routes.ts';
import { BASIC_SECURITY_HEADERS, contentSecurityPolicy } from '../shared/src/security-headers.ts';

const port = Number(process.env.WEB_PORT ?? 5173);
const host = process.env.HOST || '127.0.0.1';

/**
 * `virtual:tiffin/route-table`: the method, path and role of every route of THE route table, read at build time.
 * The browser gets plain data instead of routes.ts with its zod schemas (about 25 kB gzip off the first load);
 * the API client takes its types from routes.ts itself. Vite restarts when routes.ts changes.
 */
function routeTable(): Plugin {
  const id = 'virtual:tiffin/route-table';
  const resolved = `\0${id}`;
  const table = Object.fromEntries(
    Object.entries(routes).map(([routeId, route]) => [
      routeId,
      { method: route.method, path: route.path, role: route.role },
    ]),
  );
  return {
    name: 'tiffin-route-table',
    resolveId: (source) => (source === id ? resolved : null),
    load: (source) => (source === resolved ? `export const routeTable = ${JSON.stringify(table)};\n` : null),
  };
}

/** What CloudFront sends, for the local server: the dev server also allows Vite's HMR and inline preamble. */
const securityHeaders = ({ dev }: { dev: boolean }) => ({
  ...BASIC_SECURITY_HEADERS,
  'Content-Security-Policy': contentSecurityPolicy({ connect: [], local: true, devServer: dev }),
});

export default defineConfig({
  plugins: [react(), routeTable()],
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  // Loopback only unless HOST says otherwise; the same security headers CloudFront sends (infra/lib/web-stack.ts).
  server: { host, port, strictPort: true, headers: securityHeaders({ dev: true }) },
  preview: { host, port, strictPort: true, headers: securityHeaders({ dev: false }) },
  // Maps are written for debugging and error reports but not referenced from the served files. The manifest
  // (dist/.vite/manifest.json) maps every source module to its chunks; `npm run bench -- web` reads it.
  build: { target: 'es2022', sourcemap: 'hidden', manifest: true },
});
