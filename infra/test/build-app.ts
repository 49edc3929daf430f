import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
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

/** The real app for a stage, with esbuild skipped (an empty bundling list) so tests stay fast. */
export function buildTiffin(stage: StageName = 'dev', options: TiffinOptions = {}) {
  const app = new App({ context: { ...cdkJson.context, stage, 'aws:cdk:bundling-stacks': [] } });
  return addTiffinStacks(app, stage, options);
}

/** A folder that looks like a finished `npm run build` of the web app. */
export function fakeWebBuild(): string {
  const dir = mkdtempSync(join(tmpdir(), 'tiffin-web-dist-'));
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
