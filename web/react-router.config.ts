import { readFileSync, writeFileSync } from 'node:fs';
import type { Config } from '@react-router/dev/config';
import { htmlFiles } from '../shared/src/built-pages.ts';
import { PRERENDERED_PAGES } from './src/lib/pages.ts';

/**
 * React Router's framework mode without a server: the pages of PRERENDERED_PAGES (src/lib/pages.ts) are built to
 * HTML, every other path is served the SPA fallback (`__spa-fallback.html`),
 * which renders in the browser. infra/lib/web-stack.ts and the local server (vite-plugins.ts) serve each path its file.
 */
export default {
  appDirectory: 'src',
  ssr: false,
  // `npm start` (WEB_MODE=build) builds into its data folder; the deploy reads web/build/client.
  buildDirectory: process.env.WEB_BUILD_DIR ?? 'build',
  prerender: [...PRERENDERED_PAGES],
  // The built pages keep no <link rel="modulepreload">: Chrome fetches and compiles each preloaded module as it
  // arrives, and with a page's whole chunk graph listed (up to a hundred on the home page) that work lands before the
  // first paint of the prerendered HTML. The page's inline module script imports the same modules once the HTML has
  // been parsed, so nothing is fetched later than the first paint.
  async buildEnd({ viteConfig }) {
    for (const file of htmlFiles(viteConfig.environments.client!.build.outDir)) {
      const html = readFileSync(file, 'utf8');
      writeFileSync(file, html.replace(/<link rel="modulepreload"[^>]*>/g, ''));
    }
  },
} satisfies Config;
