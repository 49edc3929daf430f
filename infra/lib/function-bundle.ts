import { build, type BuildOptions, type Metafile } from 'esbuild';
import { copyFileSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { OutputFormat, type BundlingOptions } from 'aws-cdk-lib/aws-lambda-nodejs';
import { geoDataFile, repoRoot } from './paths.ts';

/**
 * ESM needs a `require` for the CommonJS dependencies esbuild bundles. esbuild does not read the banner, so its import
 * is named so that no bundled module's own `createRequire` import can collide with it.
 */
const ESM_REQUIRE_BANNER =
  "import { createRequire as bannerCreateRequire } from 'module';const require = bannerCreateRequire(import.meta.url);";

/**
 * Whether the AWS SDK goes into each bundle (true) or is left to the Lambda runtime's copy (false). Bundled: the
 * cold-init bench (`npm run bench -- bundles`, bench/results.md) times both ways and bundling starts faster.
 */
export const BUNDLE_AWS_SDK = true;

/** What a function's bundling may add to the shared options. */
export interface FunctionBundling {
  /** Packages a layer provides (the resize function's sharp), left out of the bundle. */
  readonly external?: readonly string[];
  /** Ships the offline geography file beside the bundle (the functions' platform/geo reads it); default true. */
  readonly geoData?: boolean;
  /** Overrides BUNDLE_AWS_SDK: the bench times both ways. */
  readonly bundleAwsSdk?: boolean;
}

/**
 * THE bundling options of every Tiffin function: the `NodejsFunction` construct (infra/lib/route-function.ts,
 * infra/lib/signing-key.ts), the bundle tests and the bench all take them from here. Only what esbuild itself does:
 * no plugin, no file of a library replaced.
 */
export function functionBundling({
  external = [],
  geoData = true,
  bundleAwsSdk = BUNDLE_AWS_SDK,
}: FunctionBundling = {}): BundlingOptions {
  return {
    minify: true,
    format: OutputFormat.ESM,
    target: 'node22',
    // Prefer packages' ESM builds, which esbuild can tree-shake.
    mainFields: ['module', 'main'],
    // Bundled CommonJS dependencies still call require(); ESM has none until we make one.
    banner: ESM_REQUIRE_BANNER,
    // index.mjs.map beside the bundle (NODE_OPTIONS=--enable-source-maps on the function).
    sourceMap: true,
    // What each bundle is made of (index.meta.json beside it; the bench lists its top packages from it).
    metafile: true,
    // esbuild is a dependency of infra: bundle with it here, never in Docker.
    forceDockerBundling: false,
    externalModules: [...(bundleAwsSdk ? [] : ['@aws-sdk/*']), ...external],
    ...(geoData
      ? {
          commandHooks: {
            beforeBundling: () => [],
            beforeInstall: () => [],
            afterBundling: (_inputDir: string, outputDir: string) => [
              `cp "${geoDataFile}" "${path.join(outputDir, 'india-geo.json')}"`,
            ],
          },
        }
      : {}),
  };
}

/**
 * The shared options as esbuild's API takes them (what `NodejsFunction` passes to the esbuild CLI as flags), for the
 * bundle tests and the bench, which build in memory or into a folder of their own.
 */
export function esbuildOptionsOf(bundling: BundlingOptions = functionBundling()): BuildOptions {
  return {
    bundle: true,
    platform: 'node',
    minify: bundling.minify,
    format: bundling.format === OutputFormat.ESM ? 'esm' : 'cjs',
    target: bundling.target,
    mainFields: bundling.mainFields,
    banner: bundling.banner ? { js: bundling.banner } : undefined,
    sourcemap: bundling.sourceMap,
    metafile: bundling.metafile,
    external: bundling.externalModules,
  };
}

/** One function bundle, built with the construct's options. */
export interface FunctionBundle {
  /** Minified size of the JavaScript (source map not counted). */
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

/**
 * Bundles one function with `functionBundling()`'s options. With `dir`, writes it as `dir/index.mjs` with its source
 * map, its metafile `dir/index.meta.json` and the geography data beside it, as the construct's asset holds them;
 * without, builds it in memory (the code and metafile, no source map).
 */
export async function buildFunctionBundle(
  entry: BundleEntry,
  dir?: string,
  bundling: FunctionBundling = {},
): Promise<FunctionBundle> {
  const options = esbuildOptionsOf(functionBundling(bundling));
  const result = await build({
    ...options,
    // In memory, only the code and the metafile are read: the source map is made when written beside the bundle.
    sourcemap: dir ? options.sourcemap : false,
    ...(typeof entry === 'string'
      ? { entryPoints: [entry] }
      : { stdin: { contents: entry.source, loader: 'ts', resolveDir: repoRoot, sourcefile: 'inline-handler.ts' } }),
    outfile: path.join(dir ?? repoRoot, 'index.mjs'),
    absWorkingDir: repoRoot,
    write: false,
    logLevel: 'silent',
  });
  const metafile = result.metafile!;
  const outputs = result.outputFiles.filter((file) => !file.path.endsWith('.map'));
  const bytes = outputs.reduce((sum, file) => sum + file.contents.length, 0);
  const code = outputs.map((file) => file.text).join('\n');
  if (!dir) return { bytes, code, metafile };
  mkdirSync(dir, { recursive: true });
  for (const file of result.outputFiles) writeFileSync(file.path, file.contents);
  writeFileSync(path.join(dir, 'index.meta.json'), JSON.stringify(metafile));
  if (bundling.geoData ?? true) copyFileSync(geoDataFile, path.join(dir, 'india-geo.json'));
  return { bytes, code, metafile, file: path.join(dir, 'index.mjs') };
}
