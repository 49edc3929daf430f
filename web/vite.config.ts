import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { apiProxy, localRuntimeConfig, productionBuild, stylesheetsAfterShell } from './vite-plugins.ts';
import { BASIC_SECURITY_HEADERS, contentSecurityPolicy } from '../shared/src/security-headers.ts';

const port = Number(process.env.WEB_PORT ?? 5173);
const host = process.env.HOST || '127.0.0.1';

/** What CloudFront sends, for the local server: the dev server also allows Vite's HMR and inline preamble. */
const securityHeaders = ({ dev }: { dev: boolean }) => ({
  ...BASIC_SECURITY_HEADERS,
  'Content-Security-Policy': contentSecurityPolicy({ connect: [], local: true, devServer: dev }),
});

export default defineConfig({
  plugins: [react(), stylesheetsAfterShell(), localRuntimeConfig()],
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  // Loopback only unless HOST says otherwise; the same security headers CloudFront sends (infra/lib/web-stack.ts).
  server: { host, port, strictPort: true, headers: securityHeaders({ dev: true }), proxy: apiProxy() },
  preview: { host, port, strictPort: true, headers: securityHeaders({ dev: false }), proxy: apiProxy() },
  build: productionBuild,
});
