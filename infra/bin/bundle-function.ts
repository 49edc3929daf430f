import { buildFunctionBundle } from '../lib/function-bundle.ts';

/**
 * `bundle-function <entry> <outDir> [external...]`: one Lambda asset, built with the esbuild options and plugins the
 * tests and the bench use. The construct (infra/lib/route-function.ts) runs it at synth: CDK's local bundling hook is
 * synchronous and esbuild plugins need its asynchronous API, hence a process of its own.
 */
const [entry, outDir, ...external] = process.argv.slice(2);
if (!entry || !outDir) throw new Error('usage: bundle-function <entry> <outDir> [external...]');
await buildFunctionBundle(entry, outDir, { sourcemap: true, external });
