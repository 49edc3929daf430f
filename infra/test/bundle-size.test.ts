import { beforeAll, describe, expect, it } from 'vitest';
import { jobEntry, liveEntry } from '../lib/paths.ts';
import { buildFunctionBundle, type FunctionBundle } from '../lib/function-bundle.ts';
import { buildRouteBundles, type RouteBundle } from '../lib/route-bundles.ts';

/** Issue 16's budgets, as in the README and the bench: every bundle without the Stripe SDK at most 150 KB minified. */
const BUDGET_KB = 150;
/**
 * Routes that take payments also carry the `stripe` SDK: the whole bundle at most 350 KB. The SDK's client class
 * constructs every Stripe resource, so esbuild alone cannot drop the ~230 we never call; the construct's build leaves
 * them out by name (infra/lib/stripe-resources.ts).
 */
const PAYMENT_BUDGET_KB = 350;

/** The route group modules of the table (shared/src/api/routes/<area>.ts), as esbuild names its inputs. */
const groupModule = /(?:^|\/)shared\/src\/api\/routes\/(\w+)\.ts$/;
const tableIndex = /(?:^|\/)shared\/src\/api\/routes\.ts$/;

let bundles: RouteBundle[];
beforeAll(async () => {
  // Built once, in memory, with the construct's own esbuild options (the benchmark writes the same bundles to disk).
  bundles = await buildRouteBundles();
});

const inputsOf = (bundle: FunctionBundle) =>
  Object.values(bundle.metafile.outputs).flatMap((o) => Object.keys(o.inputs));

describe('function bundles', () => {
  it(`every bundle without the Stripe SDK is at most ${BUDGET_KB} KB minified`, () => {
    const over = bundles
      .filter(({ route }) => !route.needs?.includes('payments'))
      .filter(({ bytes }) => bytes / 1024 > BUDGET_KB)
      .map(({ route, bytes }) => `${route.handler}: ${(bytes / 1024).toFixed(0)} KB`);
    expect(over).toEqual([]);
  });

  it(`every bundle that takes payments, the Stripe SDK included, is at most ${PAYMENT_BUDGET_KB} KB minified`, () => {
    const over = bundles
      .filter(({ route }) => route.needs?.includes('payments'))
      .filter(({ bytes }) => bytes / 1024 > PAYMENT_BUDGET_KB)
      .map(({ route, bytes }) => `${route.handler}: ${(bytes / 1024).toFixed(0)} KB`);
    expect(over).toEqual([]);
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

  it("no bundle loads Node's web streams at start: Middy imports them only for streamed responses, which no route sends", () => {
    const loading = bundles
      .filter(({ code }) => /\bfrom\s*["'](?:node:)?stream\/web["']/.test(code))
      .map(({ route }) => route.handler);
    expect(loading).toEqual([]);
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

describe('the live order updates functions (not routes of the HTTP API)', () => {
  it.each(['socket', 'publish'] as const)(
    `the %s function is within the ${BUDGET_KB} KB budget, carries no Stripe and requires the AWS SDK`,
    async (name) => {
      const bundle = await buildFunctionBundle(liveEntry(name));
      console.log(`live/${name}: ${(bundle.bytes / 1024).toFixed(0)} KB`);
      expect(bundle.bytes / 1024).toBeLessThanOrEqual(BUDGET_KB);
      expect(inputsOf(bundle).some((input) => input.includes('node_modules/stripe/'))).toBe(false);
      expect(/(?:\bfrom\s*|\bimport\s*\(?\s*)["']@aws-sdk\//.test(bundle.code)).toBe(false);
    },
  );
});

describe('the scheduled weekly stats job (not a route of the HTTP API)', () => {
  it('validates no input, so it carries no zod: its cold start is Node, the logger, the DynamoDB client and its work', async () => {
    const bundle = await buildFunctionBundle(jobEntry('weekly-seller-stats'));
    const zod = inputsOf(bundle).filter((input) => /node_modules\/zod\//.test(input));
    expect(zod).toEqual([]);
  });
});
