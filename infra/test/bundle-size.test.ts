import { build } from 'esbuild';
import { describe, expect, it } from 'vitest';
import { routeList } from '@tiffin/shared/api/routes';
import { handlerEntry } from '../lib/paths.ts';
import { esbuildOptionsOf } from '../lib/route-function.ts';

/** The budget of issue 8 and the README: every function bundle at most 300 KB minified. */
const BUDGET_KB = 300;
/**
 * Routes that take payments carry the `stripe` SDK (about 240 KB minified, one class that registers
 * every Stripe resource, so nothing tree-shakes): they get their own, written-down budget.
 */
const PAYMENT_BUDGET_KB = 450;

const served = routeList.filter((route) => route.served);

async function bundleSize(handler: string): Promise<number> {
  const result = await build({
    ...esbuildOptionsOf(),
    entryPoints: [handlerEntry(handler)],
    write: false,
    logLevel: 'silent',
  });
  return result.outputFiles
    .filter((file) => !file.path.endsWith('.map'))
    .reduce((sum, file) => sum + file.contents.length, 0);
}

describe('function bundles', () => {
  it(`every route's bundle stays under ${BUDGET_KB} KB minified (payment routes ${PAYMENT_BUDGET_KB} KB)`, async () => {
    const sizes = await Promise.all(
      served.map(async (route) => ({ route, kb: (await bundleSize(route.handler)) / 1024 })),
    );
    const largest = [...sizes].sort((a, b) => b.kb - a.kb).slice(0, 3);
    console.log(
      `Largest bundles: ${largest.map(({ route, kb }) => `${route.handler} ${kb.toFixed(0)} KB`).join(', ')}`,
    );
    const over = sizes.filter(
      ({ route, kb }) => kb > (route.needs?.includes('payments') ? PAYMENT_BUDGET_KB : BUDGET_KB),
    );
    expect(over.map(({ route, kb }) => `${route.handler}: ${kb.toFixed(0)} KB`)).toEqual([]);
  });
});
