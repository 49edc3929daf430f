import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { App, type Stack } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import { AwsSolutionsChecks } from 'cdk-nag';
import { inject } from 'vitest';
import { repoRoot } from '../lib/paths.ts';
import type { StageName } from '../lib/stage.ts';
import { addTiffinStacks } from '../lib/tiffin-app.ts';

// The same feature flags as `cdk synth`, so tests see the templates that deploy.
const cdkJson = JSON.parse(readFileSync(join(repoRoot, 'cdk.json'), 'utf8')) as { context: Record<string, unknown> };

/** The folders a test file made in the temp directory; `removeTestDirs` (after each file) deletes them. */
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

/** The configurations the tests read: a stage, whether the web app has been built, and the first admin's email. */
export interface AppConfig {
  /** `built`: a folder that looks like a finished `npm run build`; `unbuilt` (the default): an empty one. */
  readonly web?: 'built' | 'unbuilt';
  readonly adminEmail?: string;
}

/**
 * The apps synthesised in this run, one per distinct configuration. The infra project runs its files in one
 * worker without isolation (vitest.config.ts), so every file that asks for a configuration gets the same app;
 * they synthesise into the run's folder (infra/test/global-setup.ts), which outlives any one file.
 */
const apps = new Map<string, ReturnType<typeof addTiffinStacks>>();

/**
 * The real app for a stage, with esbuild skipped (an empty bundling list) so tests stay fast. Built once per
 * configuration and run: tests only read it (templates, construct properties, cdk-nag's findings).
 */
export function buildTiffin(stage: StageName = 'dev', config: AppConfig = {}) {
  const web = config.web ?? 'unbuilt';
  const key = JSON.stringify([stage, web, config.adminEmail ?? null]);
  let built = apps.get(key);
  if (!built) {
    const outdir = mkdtempSync(join(inject('infraRunDir'), 'cdk-out-'));
    const webDistPath = mkdtempSync(join(inject('infraRunDir'), 'web-dist-'));
    if (web === 'built') {
      // The home page, two prerendered pages and the SPA fallback, as React Router's build writes them.
      for (const page of ['index.html', 'login/index.html', 'seller/login/index.html', '__spa-fallback.html']) {
        mkdirSync(dirname(join(webDistPath, page)), { recursive: true });
        writeFileSync(join(webDistPath, page), '<!doctype html><title>Tiffin</title>');
      }
    }
    const app = new App({ outdir, context: { ...cdkJson.context, stage, 'aws:cdk:bundling-stacks': [] } });
    built = addTiffinStacks(app, stage, { webDistPath, adminEmail: config.adminEmail });
    apps.set(key, built);
  }
  return built;
}

/** A stack's template, read once per stack (its app synthesises once and keeps the assembly). */
const templates = new WeakMap<Stack, Template>();
export function templateOf(stack: Stack): Template {
  let template = templates.get(stack);
  if (!template) {
    template = Template.fromStack(stack);
    templates.set(stack, template);
  }
  return template;
}

const nagReports = new WeakMap<Stack, ReturnType<AwsSolutionsChecks['validateScope']>>();

/**
 * Unacknowledged cdk-nag AwsSolutions findings of one severity, one line each.
 * cdk-nag v3 is a policy-validation plugin: it reports violations, not annotations, so
 * `Annotations.fromStack` never sees them; its own `validateScope` does, honouring acknowledgements.
 */
export function nagFindings(stack: Stack, severity: 'error' | 'warning'): string[] {
  let report = nagReports.get(stack);
  if (!report) {
    templateOf(stack); // synthesize first, so aspects and lazy values have run
    report = new AwsSolutionsChecks().validateScope(stack);
    nagReports.set(stack, report);
  }
  return report.violations
    .filter((violation) => violation.severity === severity)
    .flatMap((violation) =>
      violation.violatingResources.map(
        (resource) => `${violation.ruleName} at ${resource.constructPath}: ${violation.description}`,
      ),
    );
}
