import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { jobEntry, liveEntry, repoRoot } from '../lib/paths.ts';
import { BUNDLE_AWS_SDK, buildFunctionBundle, type FunctionBundle } from '../lib/function-bundle.ts';
import { buildRouteBundles, type RouteBundle } from '../lib/route-bundles.ts';

/** The route group modules of the table (shared/src/api/routes/<area>.ts), as esbuild names its inputs. */
const groupModule = /(?:^|\/)shared\/src\/api\/routes\/(\w+)\.ts$/;
const tableIndex = /(?:^|\/)shared\/src\/api\/routes\.ts$/;

let bundles: RouteBundle[];
beforeAll(async () => {
  // Built once, in memory, with the construct's own bundling options (the benchmark writes the same bundles to disk).
  // Some 60 bundles: over a minute on a shared, busy 2-core machine.
  bundles = await buildRouteBundles();
}, 600_000);

const inputsOf = (bundle: FunctionBundle) =>
  Object.values(bundle.metafile.outputs).flatMap((o) => Object.keys(o.inputs));

describe('what a function bundle holds', () => {
  it("a handler's bundle holds its own route group's definitions and schemas, never the whole table", () => {
    const strays = bundles.flatMap((bundle) => {
      const own = bundle.route.handler.split('/')[0];
      return inputsOf(bundle)
        .filter((input) => tableIndex.test(input) || (groupModule.exec(input)?.[1] ?? own) !== own)
        .map((input) => `${bundle.route.handler}: ${input}`);
    });
    expect(strays).toEqual([]);
  });

  it('every input of every bundle is a file as installed: no build step stands in for a library file', () => {
    const standIns = bundles.flatMap((bundle) =>
      inputsOf(bundle)
        .filter((input) => !existsSync(join(repoRoot, input)))
        .map((input) => `${bundle.route.handler}: ${input}`),
    );
    expect(standIns).toEqual([]);
  });

  it('the AWS SDK is bundled, or left to the Lambda runtime, as the shared bundling options say', () => {
    const wrong = bundles
      .filter((bundle) =>
        BUNDLE_AWS_SDK
          ? // An ES import the bundle leaves for the runtime to resolve.
            /(?:\bfrom\s*|\bimport\s*\(\s*)["']@aws-sdk\//.test(bundle.code)
          : inputsOf(bundle).some((input) => input.includes('node_modules/@aws-sdk/')),
      )
      .map(({ route }) => route.handler);
    expect(wrong).toEqual([]);
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

  it('only the routes that send mail carry the SES client', () => {
    const loaders = bundles
      .filter(
        (bundle) =>
          bundle.code.includes('@aws-sdk/client-sesv2') ||
          inputsOf(bundle).some((input) => input.includes('node_modules/@aws-sdk/client-sesv2/')),
      )
      .map(({ route }) => route);
    expect(loaders.filter((route) => !route.needs?.includes('mail')).map((route) => route.handler)).toEqual([]);
  });
});

describe('the live order updates functions (not routes of the HTTP API)', () => {
  it.each(['socket', 'publish'] as const)('the %s function carries no Stripe', async (name) => {
    const bundle = await buildFunctionBundle(liveEntry(name));
    expect(inputsOf(bundle).filter((input) => input.includes('node_modules/stripe/'))).toEqual([]);
  });
});

describe('the scheduled weekly stats job (not a route of the HTTP API)', () => {
  it('validates no input, so it carries no zod: its cold start is Node, the logger, the DynamoDB client and its work', async () => {
    const bundle = await buildFunctionBundle(jobEntry('weekly-seller-stats'));
    const zod = inputsOf(bundle).filter((input) => /node_modules\/zod\//.test(input));
    expect(zod).toEqual([]);
  });
});
