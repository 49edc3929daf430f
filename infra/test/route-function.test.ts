import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { App, Stack } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import type { Metafile } from 'esbuild';
import { describe, expect, it } from 'vitest';
import { handlerEntry } from '../lib/paths.ts';
import { RouteFunction } from '../lib/route-function.ts';
import { stageFor } from '../lib/stage.ts';
import { testDir } from './build-app.ts';

/**
 * The other infra tests skip bundling to stay fast; this one synthesises a function with it, as `cdk deploy` does,
 * and opens the asset it would upload.
 */
describe('the asset a function deploys', () => {
  it("is its own route's bundle, built by NodejsFunction: ESM with its source map, its metafile, the geography data and the unmodified Stripe SDK", () => {
    const app = new App({ outdir: testDir('tiffin-asset-') });
    const stack = new Stack(app, 'AssetTest');
    const handlers = ['payment/verify', 'users/login'];
    for (const [i, handler] of handlers.entries()) {
      new RouteFunction(stack, `Fn${i}`, { entry: handlerEntry(handler), stage: stageFor('dev') });
    }
    const assembly = app.synth();

    const functions = Object.values(Template.fromStack(stack).findResources('AWS::Lambda::Function')) as {
      Properties: { Handler: string; Runtime: string; Code: { S3Key: string } };
    }[];
    const assets = functions.map((fn) => {
      expect(fn.Properties).toMatchObject({ Handler: 'index.handler', Runtime: 'nodejs22.x' });
      return join(assembly.directory, `asset.${fn.Properties.Code.S3Key.replace(/\.zip$/, '')}`);
    });
    const metafiles = assets.map((asset) => {
      for (const file of ['index.mjs', 'index.mjs.map', 'index.meta.json', 'india-geo.json']) {
        expect(existsSync(join(asset, file)), file).toBe(true);
      }
      expect(readFileSync(join(asset, 'index.mjs'), 'utf8')).toMatch(/sourceMappingURL=index\.mjs\.map/);
      return JSON.parse(readFileSync(join(asset, 'index.meta.json'), 'utf8')) as Metafile;
    });

    // Each function's asset is built from its own entry (CDK caches assets by their options, not by their output).
    expect(
      metafiles.map((metafile) => Object.values(metafile.outputs).find((output) => output.entryPoint)?.entryPoint),
    ).toEqual(handlers.map((handler) => `functions/src/handlers/${handler}.ts`));
    const stripeResources = Object.values(metafiles[0]!.outputs)
      .flatMap((output) => Object.entries(output.inputs))
      .filter(
        ([input, { bytesInOutput }]) => /^node_modules\/stripe\/esm\/resources\//.test(input) && bytesInOutput > 0,
      )
      .map(([input]) => input.replace(/^.*stripe\/esm\/resources\//, ''));
    // The Stripe SDK as published: its client constructs every resource, so every resource file is bundled.
    expect(stripeResources).toEqual(expect.arrayContaining(['Customers.js', 'PaymentIntents.js', 'Refunds.js']));
    expect(stripeResources.length).toBeGreaterThan(100);
  }, 300_000);
});
