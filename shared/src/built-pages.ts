import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';

/**
 * The web build's pages (React Router's prerender with `ssr: false`, web/react-router.config.ts), for the servers
 * that serve it: CloudFront (infra/lib/web-stack.ts) and `vite preview` (web/vite-plugins.ts). Node only.
 */

/** The SPA fallback: the document every path without a page of its own gets, which renders in the browser. */
export const SPA_FALLBACK = '/__spa-fallback.html';

/** Every HTML file of the build: the prerendered pages and the SPA fallback. */
export function htmlFiles(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.html'))
    .map((entry) => join(entry.parentPath, entry.name));
}

/** Each prerendered path and its file: `/` -> `/index.html`, `/login` -> `/login/index.html`. */
export function prerenderedPages(dir: string): Record<string, string> {
  const pages: Record<string, string> = {};
  for (const file of htmlFiles(dir)) {
    const path = `/${relative(dir, file).split(sep).join('/')}`;
    if (!path.endsWith('/index.html')) continue;
    pages[path.slice(0, -'/index.html'.length) || '/'] = path;
  }
  return pages;
}

/**
 * The CSP sources (`'sha256-…'`) of every inline script in the built pages: React Router's hydration data and
 * module loader, Mantine's colour scheme script and the early data script. The script-src allows exactly these.
 */
export function inlineScriptHashes(dir: string): string[] {
  const hashes = new Set<string>();
  for (const file of htmlFiles(dir)) {
    const html = readFileSync(file, 'utf8');
    for (const m of html.matchAll(/<script\b(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)) {
      hashes.add(`'sha256-${createHash('sha256').update(m[1]!, 'utf8').digest('base64')}'`);
    }
  }
  return [...hashes].sort();
}

/** Where a request for `uri` is answered from: its page, the SPA fallback for an app path, else the file itself. */
export function builtFileFor(uri: string, pages: Record<string, string>): string {
  const path = uri.length > 1 ? uri.replace(/\/+$/, '') : uri;
  const page = pages[path];
  if (page) return page;
  // A path whose last segment has no extension is one of the app's addresses; a file name is looked up as it is.
  return /\.[^/]*$/.test(path) ? uri : SPA_FALLBACK;
}
