import type { Config } from '@react-router/dev/config';

/**
 * React Router's framework mode without a server: the pages that hold no one's data are built to HTML (they paint
 * before any script and hydrate), every other path is served the SPA fallback (`__spa-fallback.html`), which
 * renders in the browser. infra/lib/web-stack.ts and the local server (vite-plugins.ts) serve each path its file.
 */
export const PRERENDERED_PATHS = [
  '/',
  '/login',
  '/signup',
  '/forgot-password',
  '/seller/login',
  '/seller/signup',
  '/seller/forgot-password',
  '/404',
];

export default {
  appDirectory: 'src',
  ssr: false,
  // `npm start` (WEB_MODE=build) builds into its data folder; the deploy reads web/build/client.
  buildDirectory: process.env.WEB_BUILD_DIR ?? 'build',
  prerender: PRERENDERED_PATHS,
} satisfies Config;
