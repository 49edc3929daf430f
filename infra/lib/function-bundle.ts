import { build, type Metafile } from 'esbuild';
import { copyFileSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { geoDataFile, repoRoot } from './paths.ts';
import { middyStreamsOnDemand } from './middy-streams.ts';
import { stripeResourcesUsed } from './stripe-resources.ts';

/**
 * ESM needs a `require` for the CommonJS dependencies esbuild bundles. esbuild does not read the banner, so its import
 * is named so that no bundled module's own `createRequire` import (platform/dynamo.ts) can collide with it.
 */
const ESM_REQUIRE_BANNER =
  "import { createRequire as bannerCreateRequire } from 'module';const require = bannerCreateRequire(import.meta.url);";

/**
 * The esbuild options of every function bundle: the construct's asset, the bundle-size tests and the bench all build
 * with them, through `buildFunctionBundle` (infra/lib/route-bundles.ts).
 */
export function esbuildOptionsOf() {
  return {
    bundle: true,
    minify: true,
    platform: 'node' as const,
    format: 'esm' as const,
    target: 'node22',
    // Prefer packages' ESM builds, which esbuild can tree-shake.
    mainFields: ['module', 'main'],
    // Bundled CommonJS dependencies still call require(); ESM has none until we make one.
    banner: { js: ESM_REQUIRE_BANNER },
    // The Node.js 22 runtime ships AWS SDK v3: leaving it out keeps every bundle small (tests and `npm start` use the
    // pinned copy). DynamoDB goes through platform/dynamo.ts (aws4 signing, the runtime's @aws-sdk/util-dynamodb), not
    // the SDK's client, whose load cost most of a cold start.
    external: ['@aws-sdk/*'],
    // What each bundle is made of (index.meta.json beside it; `npm run bench -- bundles` lists its top packages).
    metafile: true as const,
    // Payment bundles keep only the Stripe resources we call; Middy's web streams load only if ever used.
    plugins: [stripeResourcesUsed(), middyStreamsOnDemand()],
  };
}

/** One function bundle, built as the CDK construct builds it (the source map, when asked, beside it). */
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

/** An entry file, or TypeScript source bundled as if it were one in the repository root. */
export type BundleEntry = string | { source: string };

export interface BundleOptions {
  /** Writes `index.mjs.map` beside the bundle (the Lambda asset has it; tests and the bench do not need it). */
  sourcemap?: boolean;
  /** Packages a layer provides, left out besides the AWS SDK. */
  external?: readonly string[];
}

/**
 * Bundles one function. With `dir`, writes it as `dir/index.mjs` with its metafile `dir/index.meta.json` and the
 * geography data beside it: the Lambda asset the construct deploys (infra/lib/route-function.ts builds it here).
 */
export async function buildFunctionBundle(
  entry: BundleEntry,
  dir?: string,
  { sourcemap = false, external = [] }: BundleOptions = {},
): Promise<FunctionBundle> {
  const options = esbuildOptionsOf();
  const result = await build({
    ...options,
    external: [...options.external, ...external],
    sourcemap,
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
  for (const file of result.outputFiles) writeFileSync(file.path, file.contents);
  writeFileSync(path.join(dir, 'index.meta.json'), JSON.stringify(result.metafile));
  copyFileSync(geoDataFile, path.join(dir, 'india-geo.json'));
  return { bytes, code, metafile: result.metafile, file: path.join(dir, 'index.mjs') };
}
