#!/usr/bin/env node
// `npm test`: lint and type check, then every suite (unit, integration, infra, web components, e2e in Chromium),
// then one line with the totals.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ownTmp } from './own-tmp.mjs';

const root = path.resolve(import.meta.dirname, '..');

// Prerequisites first, each with one line on how to get it (.ci/run installs both on a fresh Debian).
const javaVersion = spawnSync('java', ['-version'], { encoding: 'utf8' });
const javaMajor = Number(
  /version "(?:1\.)?(\d+)/.exec(`${javaVersion.stderr ?? ''}${javaVersion.stdout ?? ''}`)?.[1] ?? 0,
);
const missing = [
  ...(javaVersion.error || javaMajor < 17
    ? ['Java 17 or newer is missing (DynamoDB Local needs it): sudo apt-get install -y openjdk-17-jre-headless']
    : []),
  ...(existsSync('/usr/bin/chromium')
    ? []
    : ['Chromium is missing (the e2e tests run in it): sudo apt-get install -y chromium']),
];
if (missing.length) {
  for (const line of missing) console.error(line);
  process.exit(1);
}

// Every suite writes its temporary files into one folder of its own, removed at the end (own-tmp.mjs); the system
// temp folder is then checked to be as it was.
const systemTmp = tmpdir();
const tmpBefore = new Set(readdirSync(systemTmp));
const { dir: runTmp, env: tmpEnv } = ownTmp('tiffin-test-');
const out = path.join(root, 'test-results');
rmSync(out, { recursive: true, force: true });
mkdirSync(out, { recursive: true });

// The infra tests synthesize several whole apps per file (~55 functions each): more heap than Node's default.
const heap = { NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ''} --max-old-space-size=6144`.trim() };

function run(title, command, args, env = {}) {
  console.log(`\n=== ${title}: ${command} ${args.join(' ')}`);
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...tmpEnv, ...env } });
  return result.status === 0;
}

const npx = 'npx';
const steps = [];
steps.push(['lint', run('lint (ESLint, Prettier)', 'npm', ['run', 'lint', '--silent'])]);
steps.push([
  'typecheck',
  run('typecheck', npx, ['tsc', '-p', 'tsconfig.json']) &&
    run('typecheck web', npx, ['tsc', '-p', 'web/tsconfig.json']),
]);
steps.push([
  'vitest',
  run(
    'unit, integration, infra and web tests',
    npx,
    ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${path.join(out, 'vitest.json')}`],
    heap,
  ),
]);
steps.push([
  'e2e',
  run(
    'end-to-end tests in Chromium',
    npx,
    ['playwright', 'test', '-c', 'web/playwright.config.ts', '--reporter=list,json'],
    { PLAYWRIGHT_JSON_OUTPUT_NAME: path.join(out, 'e2e.json') },
  ),
]);

let passed = 0;
let failed = 0;
let skipped = 0;
try {
  const vitest = JSON.parse(readFileSync(path.join(out, 'vitest.json'), 'utf8'));
  passed += vitest.numPassedTests;
  failed += vitest.numFailedTests;
  skipped += vitest.numPendingTests + vitest.numTodoTests;
} catch {
  failed += 1;
}
try {
  const e2e = JSON.parse(readFileSync(path.join(out, 'e2e.json'), 'utf8'));
  passed += e2e.stats.expected;
  failed += e2e.stats.unexpected + e2e.stats.flaky;
  skipped += e2e.stats.skipped;
} catch {
  failed += 1;
}
rmSync(runTmp, { recursive: true, force: true });
const leftovers = readdirSync(systemTmp).filter((name) => !tmpBefore.has(name));
steps.push(['temp folder left as found', leftovers.length === 0]);
if (leftovers.length) console.log(`\nLeft in ${systemTmp}: ${leftovers.join(', ')}`);

const failedSteps = steps.filter(([, ok]) => !ok).map(([name]) => name);
if (failedSteps.length) console.log(`\nFailed steps: ${failedSteps.join(', ')}`);
console.log(`\n${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
process.exit(failedSteps.length || failed ? 1 : 0);
