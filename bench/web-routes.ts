// The app's routes and the JavaScript each one loads, read from its route config (web/src/routes.ts) and the build
// manifest (web/build/client/.vite/manifest.json), so the benchmark follows the routes as they change instead of
// keeping its own list.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

export interface ManifestChunk {
  file: string;
  src?: string;
  name?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}
export type Manifest = Record<string, ManifestChunk>;

export interface WebRoute {
  /** The URL pattern, e.g. `/food/:id`. */
  path: string;
  /** The lazy modules from the outermost layout to the screen, as manifest keys (`src/...`). */
  modules: string[];
}

/** A route of web/src/routes.ts (React Router's route config): its module file (under web/src) and children. */
export interface RouteEntry {
  path?: string;
  index?: boolean;
  file: string;
  children?: RouteEntry[];
}

/** The manifest key of a route module: React Router's build names each route's client chunk so. */
export const routeModuleKey = (file: string) => `src/${file}?__react-router-build-client-route`;

/** Every screen of the app with the chain of route modules that renders it (layouts first), from routes.ts. */
export function webRoutes(config: RouteEntry[]): WebRoute[] {
  const routes: WebRoute[] = [];
  const seen = new Set<string>();
  const walk = (entries: RouteEntry[], parentPath: string, modules: string[]) => {
    for (const entry of entries) {
      const own = entry.path ? `${parentPath.replace(/\/$/, '')}/${entry.path}` : parentPath;
      const chain = [...modules, routeModuleKey(entry.file)];
      if (entry.children?.length) walk(entry.children, own || '/', chain);
      else if (!seen.has(own || '/')) {
        seen.add(own || '/');
        routes.push({ path: own || '/', modules: chain });
      }
    }
  };
  walk(config, '', []);
  return routes;
}

/**
 * The chunk of a module that is both imported and lazily loaded (the shared not-found screen): the bundler puts it in
 * a shared chunk named after it, listed under `_<name>-<hash>.js` with no `src`, and the lazy import loads that chunk.
 */
function sharedChunkOf(manifest: Manifest, key: string): ManifestChunk | undefined {
  const name = path.basename(key).replace(/\.[jt]sx?$/, '');
  const found = Object.entries(manifest).filter(
    ([id, chunk]) => id.startsWith('_') && !chunk.src && chunk.name === name,
  );
  return found.length === 1 ? found[0]![1] : undefined;
}

/** The JS files a manifest key loads at once: its own chunk and its static imports, transitively. */
export function staticClosure(manifest: Manifest, keys: string[]): Set<string> {
  const files = new Set<string>();
  const visited = new Set<string>();
  const visit = (key: string) => {
    if (visited.has(key)) return;
    visited.add(key);
    const chunk = manifest[key] ?? sharedChunkOf(manifest, key);
    if (!chunk) throw new Error(`${key} is not in the Vite manifest`);
    if (chunk.file.endsWith('.js')) files.add(chunk.file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  keys.forEach(visit);
  return files;
}

const gzipCache = new Map<string, number>();
/** Gzip size (zlib's default level, as a CDN compresses) of a set of files under `dist`. */
export function gzipBytes(dist: string, files: Iterable<string>): number {
  let total = 0;
  for (const file of files) {
    let size = gzipCache.get(file);
    if (size === undefined) {
      size = gzipSync(readFileSync(path.join(dist, file))).length;
      gzipCache.set(file, size);
    }
    total += size;
  }
  return total;
}
