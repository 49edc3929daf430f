import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { App, type Stack } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import { AwsSolutionsChecks } from 'cdk-nag';
import { repoRoot } from '../lib/paths.ts';
import type { StageName } from '../lib/stage.ts';
import { addTiffinStacks, type TiffinOptions } from '../lib/tiffin-app.ts';

// The same feature flags as `cdk synth`, so tests see the templates that deploy.
const cdkJson = JSON.parse(readFileSync(join(repoRoot, 'cdk.json'), 'utf8')) as { context: Record<string, unknown> };

/** The folders the tests made in the temp directory; `removeTestDirs` (after each file) deletes them. */
const made: string[] = [];

/** A fresh folder in the temp directory, removed after the test file. */
export function testDir(prefix: string): string {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  made.push(dir);
  return dir;
}

export function removeTestDirs(): void {
  for (const dir of made.splice(0)) rmSync(dir, { recursive: true, force: true });
}

/**
 * The real app for a stage, with esbuild skipped (an empty bundling list) so tests stay fast. It
 * synthesises into a folder of its own (CDK's default is a new `cdk.out*` in the temp directory per app).
 */
export function buildTiffin(stage: StageName = 'dev', options: TiffinOptions = {}) {
  const app = new App({
    outdir: testDir('tiffin-cdk-out-'),
    context: { ...cdkJson.context, stage, 'aws:cdk:bundling-stacks': [] },
  });
  return addTiffinStacks(app, stage, options);
}

/** A folder that looks like a finished `npm run build` of the web app. */
export function fakeWebBuild(): string {
  const dir = testDir('tiffin-web-dist-');
  writeFileSync(join(dir, 'index.html'), '<!doctype html><title>Tiffin</title>');
  return dir;
}

/**
 * Unacknowledged cdk-nag AwsSolutions findings of one severity, one line each.
 * cdk-nag v3 is a policy-validation plugin: it reports violations, not annotations, so
 * `Annotations.fromStack` never sees them; its own `validateScope` does, honouring acknowledgements.
 */
export function nagFindings(stack: Stack, severity: 'error' | 'warning'): string[] {
  Template.fromStack(stack); // synthesize first, so aspects and lazy values have run
  const report = new AwsSolutionsChecks().validateScope(stack);
  return report.violations
    .filter((violation) => violation.severity === severity)
    .flatMap((violation) =>
      violation.violatingResources.map(
        (resource) => `${violation.ruleName} at ${resource.constructPath}: ${violation.description}`,
      ),
    );
}
