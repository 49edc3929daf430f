import { build, type Metafile } from 'esbuild';
import { copyFileSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { routeList, type RouteDef } from '@tiffin/shared/api/routes';
import { geoDataFile, handlerEntry, repoRoot } from './paths.ts';
import { esbuildOptionsOf } from './route-function.ts';

/** One function bundle, built exactly as the CDK construct builds it (without the source map). */
export interface FunctionBundle {
  /** Minified size of the JavaScript, the figure the bundle budgets limit. */
  bytes: number;
  /** The minified JavaScript itself. */
  code: string;
  /** esbuild's record of which inputs made up the output (the construct writes it beside the bundle too). */
  metafile: Metafile;
  /** `<dir>/index.mjs` when written; the geography file and `index.meta.json` lie beside it, as in the Lambda asset. */
  file?: string;
}

export interface RouteBundle extends FunctionBundle {
  route: RouteDef;
}

/** An entry file, or TypeScript source bundled as if it were one in the repository root. */
export type BundleEntry = string | { source: string };

/**
 * Bundles one function. With `dir`, writes it as `dir/index.mjs` (the name the construct gives an ESM bundle) with
 * its metafile `dir/index.meta.json`, and copies the geography data beside it, as the construct's `afterBundling`
 * hook does.
 */
export async function buildFunctionBundle(entry: BundleEntry, dir?: string): Promise<FunctionBundle> {
  const result = await build({
    ...esbuildOptionsOf(),
    ...(typeof entry === 'string'
      ? { entryPoints: [entry] }
      : { stdin: { contents: entry.source, loader: 'ts', resolveDir: repoRoot, sourcefile: 'inline-handler.ts' } }),
    ...(dir ? { outfile: path.join(dir, 'index.mjs') } : {}),
    write: false,
    logLevel: 'silent',
  });
  const outputs = result.outputFiles.filter((file) => !file.path.endsWith('.map'));
  const bytes = outputs.reduce((sum, file) => sum + file.contents.length, 0);
  const code = outputs.map((file) => file.text).join('\n');
  if (!dir) return { bytes, code, metafile: result.metafile };
  mkdirSync(dir, { recursive: true });
  for (const file of outputs) writeFileSync(file.path, file.contents);
  writeFileSync(path.join(dir, 'index.meta.json'), JSON.stringify(result.metafile));
  copyFileSync(geoDataFile, path.join(dir, 'india-geo.json'));
  return { bytes, code, metafile: result.metafile, file: path.join(dir, 'index.mjs') };
}

/**
 * Every route's bundle; with `outDir`, each written to `outDir/<handler>/index.mjs`
 * (shared by the bundle-size test and `npm run bench -- bundles`).
 */
export async function buildRouteBundles(outDir?: string): Promise<RouteBundle[]> {
  const served = routeList;
  return Promise.all(
    served.map(async (route) => ({
      route,
      ...(await buildFunctionBundle(handlerEntry(route.handler), outDir && path.join(outDir, route.handler))),
    })),
  );
}
