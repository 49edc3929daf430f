import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Plugin } from 'esbuild';

/**
 * The Stripe API resources our payment code calls (functions/src/platform/stripe.ts: `paymentIntents.create`,
 * `.retrieve`, `refunds.create`; webhooks are not a resource). Add a resource here before calling it: the rest are
 * left out of every bundle.
 */
export const STRIPE_RESOURCES_USED = ['PaymentIntents', 'Refunds'] as const;

/** Each generated resource file of the SDK's ESM build: `stripe/esm/resources/<Name>.js` and namespaces below it. */
const resourceFile = /[\\/]node_modules[\\/]stripe[\\/]esm[\\/]resources[\\/](.+)\.js$/;
const sdkFile = /[\\/]node_modules[\\/]stripe[\\/]esm[\\/]/;
const STUB_MODULE = 'tiffin:stripe-resource-left-out';
/** Left-out files load in a namespace of their own, so a metafile tells them from the resources bundled. */
const LEFT_OUT = 'stripe-left-out';

/**
 * The `stripe` SDK's client class constructs every one of its ~230 resources (`this.customers = new
 * CustomerResource(this)`, ...), so esbuild must keep all of them: ~170 KB of a payment bundle's ~390. This plugin
 * keeps the SDK as it is and only swaps the resource files we never call for a stand-in class per export, whose
 * instance throws at its first use, naming this file. The SDK's core (requests, retries, idempotency, errors,
 * webhook signatures) and the resources listed above are bundled unchanged.
 */
export function stripeResourcesUsed(used: readonly string[] = STRIPE_RESOURCES_USED): Plugin {
  const kept = new Set(used);
  return {
    name: 'stripe-resources-used',
    setup(build) {
      build.onResolve({ filter: new RegExp(`^${STUB_MODULE}$`) }, () => ({
        path: STUB_MODULE,
        namespace: STUB_MODULE,
      }));
      build.onLoad({ filter: /.*/, namespace: STUB_MODULE }, () => ({
        loader: 'js',
        contents: `export const leftOut = (name) => function () {
  return new Proxy({}, { get(_, key) {
    if (typeof key !== 'string' || key === 'then' || key === 'toJSON') return undefined;
    throw new Error('Stripe ' + name + ' is left out of this bundle: add it to STRIPE_RESOURCES_USED in infra/lib/stripe-resources.ts');
  } });
};`,
      }));
      build.onResolve({ filter: /^\.\.?\/.*\.js$/ }, ({ path: specifier, importer, resolveDir }) => {
        if (!sdkFile.test(importer)) return undefined;
        const file = path.join(resolveDir, specifier);
        const name = resourceFile.exec(file)?.[1]?.replaceAll('\\', '/');
        return name && !kept.has(name) ? { path: file, namespace: LEFT_OUT, pluginData: name } : undefined;
      });
      build.onLoad({ filter: /.*/, namespace: LEFT_OUT }, async ({ path: file, pluginData: name }) => {
        const classes = [...(await readFile(file, 'utf8')).matchAll(/^export class (\w+)/gm)].map((m) => m[1]!);
        return {
          loader: 'js',
          contents: [
            `import { leftOut } from '${STUB_MODULE}';`,
            ...classes.map((cls) => `export const ${cls} = leftOut(${JSON.stringify(`${name as string}.${cls}`)});`),
          ].join('\n'),
        };
      });
    },
  };
}
