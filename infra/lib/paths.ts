import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** Found from this file, so synth and tests work from any working directory. */
export const repoRoot = fileURLToPath(new URL('../../', import.meta.url));

/** The workspaces share one lockfile; esbuild resolves every import from the root. */
export const lockFile = join(repoRoot, 'package-lock.json');

/** docs/architecture.md#one-route-table: a route's handler id names its entry file. */
export function handlerEntry(handler: string): string {
  return join(repoRoot, 'functions', 'src', 'handlers', `${handler}.ts`);
}

/** A scheduled job's entry file, exporting `handler`. */
export function jobEntry(name: string): string {
  return join(repoRoot, 'functions', 'src', 'jobs', `${name}.ts`);
}

/** Where `npm run build` puts the browser's files (React Router's build: the prerendered pages, the SPA fallback). */
export const webDist = join(repoRoot, 'web', 'build', 'client');

/** A build exists only when its index.html does (a stale, half-written folder does not count). */
export const isBuilt = (dist: string): boolean => existsSync(join(dist, 'index.html'));

/** The offline geography data, shipped beside every function bundle. */
export const geoDataFile = join(repoRoot, 'functions/src/platform/geo/india-geo.json');

/** A live-updates function's entry file (not a route of the HTTP API): `socket` or `publish`. */
export function liveEntry(name: 'socket' | 'publish'): string {
  return join(repoRoot, 'functions', 'src', 'handlers', 'live', `${name}.ts`);
}
