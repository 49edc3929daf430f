import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServer, type ViteDevServer } from 'vite';
import { freePort } from '../src/cloud.ts';

/**
 * `npm start`'s dev server (Vite with React Router's dev handler, which answers the pages) sends every page the
 * headers CloudFront sends: a page type at a time, as a visitor opens it.
 */
const webRoot = fileURLToPath(new URL('../../web/', import.meta.url));
let server: ViteDevServer;
let base: string;
beforeAll(async () => {
  const web = await freePort();
  // The web config serves the app through React Router's plugin unless it is loaded by Vitest: it is `npm start`'s here.
  const vitest = process.env.VITEST;
  delete process.env.VITEST;
  server = await createServer({
    root: webRoot,
    configFile: `${webRoot}vite.config.ts`,
    logLevel: 'silent',
    server: { port: web, host: '127.0.0.1', strictPort: true, hmr: false },
  });
  process.env.VITEST = vitest;
  await server.listen();
  base = `http://127.0.0.1:${web}`;
});
afterAll(() => server?.close());

describe('the dev server of npm start', () => {
  for (const [kind, path] of [
    ['a prerendered page', '/login'],
    ['a client-only page', '/cart'],
    ['the 404', '/no-such-page'],
  ] as const) {
    it(`a visitor opening ${kind} (${path}) gets the Content-Security-Policy, nosniff and the referrer policy`, async () => {
      const answer = await fetch(`${base}${path}`, { headers: { accept: 'text/html' } });
      await answer.text();
      expect(answer.headers.get('content-type'), path).toMatch(/text\/html/);
      expect(answer.headers.get('content-security-policy'), path).toMatch(/default-src 'self'/);
      expect(answer.headers.get('content-security-policy'), path).toMatch(/frame-ancestors 'none'/);
      expect(answer.headers.get('x-content-type-options'), path).toBe('nosniff');
      expect(answer.headers.get('referrer-policy'), path).toBe('strict-origin-when-cross-origin');
    });
  }
});
