#!/usr/bin/env node
// `npm test`: lint and type check, then every suite (unit, integration, infra, local cloud, web components, e2e in Chromium),
// then how long each step took, the ten slowest files and one line with the totals.
// `npm run test:quick` (`--quick`): lint, types, unit and web component tests only, for the inner loop.
import { spawn } from 'node:child_process';
import { mkdirSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { leftBehind, ownTmp } from './own-tmp.mjs';
import { requirePrerequisites } from './prerequisites.mjs';
import { printTimes } from './test-report.mjs';

const root = path.resolve(import.meta.dirname, '..');
const quick = process.argv.includes('--quick');

// Prerequisites first, each with one line on what to do; as root on Debian the browser installs itself.
requirePrerequisites({ java: !quick, chromium: !quick });

// Every process of the run writes its temporary files into one folder of the run's own (own-tmp.mjs). At the end,
// what the tests themselves left there, or left in the system temp folder under the names our tests use, fails the
// run; what other programs on the machine write to the system temp folder meanwhile is not ours to judge.
const systemTmp = tmpdir();
const tmpBefore = new Set(readdirSync(systemTmp));
const { dir: runTmp, env: tmpEnv } = ownTmp('tiffin-test-');
const out = path.join(root, 'test-results');
rmSync(out, { recursive: true, force: true });
mkdirSync(out, { recursive: true });

// The infra tests keep each synthesised app for the run (~60 functions each): more heap than Node's default.
const heap = { NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ''} --max-old-space-size=6144`.trim() };

const times = [];
/** Runs one step and records its wall time; resolves to whether it passed. */
function run(title, command, args, env = {}) {
  console.log(`\n=== ${title}: ${command} ${args.join(' ')}`);
  const started = performance.now();
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...tmpEnv, ...env } });
    child.once('exit', (code) => {
      times.push({ name: title, seconds: (performance.now() - started) / 1000 });
      console.log(`=== ${title}: ${code === 0 ? 'passed' : 'FAILED'}`);
      resolve(code === 0);
    });
  });
}

const npx = 'npx';
const steps = [];
const started = performance.now();
// ESLint and the two type checks are single-threaded: side by side they use both cores.
const [lint, types, typesWeb] = await Promise.all([
  run('lint (ESLint, Prettier)', 'npm', ['run', 'lint', '--silent']),
  run('typecheck', npx, ['tsc', '-p', 'tsconfig.json']),
  run('typecheck web', npx, ['tsc', '-p', 'web/tsconfig.json']),
]);
steps.push(['lint', lint], ['typecheck', types && typesWeb]);

const vitestArgs = [
  'vitest',
  'run',
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${path.join(out, 'vitest.json')}`,
];
if (quick) {
  steps.push([
    'vitest',
    await run('unit and web tests', npx, [...vitestArgs, '--project', 'unit', '--project', 'web'], heap),
  ]);
} else {
  steps.push(['vitest', await run('unit, integration, infra, local cloud and web tests', npx, vitestArgs, heap)]);
  steps.push([
    'e2e',
    await run(
      'end-to-end tests in Chromium',
      npx,
      ['playwright', 'test', '-c', 'web/playwright.config.ts', '--reporter=list,json'],
      {
        PLAYWRIGHT_JSON_OUTPUT_NAME: path.join(out, 'e2e.json'),
      },
    ),
  ]);
}
times.push({ name: 'all', seconds: (performance.now() - started) / 1000 });

let passed = 0;
let failed = 0;
let skipped = 0;
/** What failed, one line each with the first line of its error: printed last, where a CI log's tail shows it. */
const failures = [];
const firstLine = (text) =>
  String(text ?? '')
    .split('\n')
    .find((line) => line.trim()) ?? '';
try {
  const vitest = JSON.parse(readFileSync(path.join(out, 'vitest.json'), 'utf8'));
  passed += vitest.numPassedTests;
  failed += vitest.numFailedTests;
  skipped += vitest.numPendingTests + vitest.numTodoTests;
  for (const file of vitest.testResults) {
    const name = path.relative(root, file.name);
    const tests = file.assertionResults.filter((test) => test.status === 'failed');
    for (const test of tests) failures.push(`${name} > ${test.fullName}: ${firstLine(test.failureMessages?.[0])}`);
    // A file that failed outside its tests (an import, a hook, a crashed worker) reports no failed test of its own.
    if (file.status === 'failed' && tests.length === 0) failures.push(`${name}: ${firstLine(file.message)}`);
  }
  if (vitest.numFailedTestSuites && !vitest.numFailedTests) failed += vitest.numFailedTestSuites;
} catch {
  failed += 1;
}
if (!quick) {
  try {
    const e2e = JSON.parse(readFileSync(path.join(out, 'e2e.json'), 'utf8'));
    passed += e2e.stats.expected;
    failed += e2e.stats.unexpected + e2e.stats.flaky;
    skipped += e2e.stats.skipped;
    const visit = (suite, titles) => {
      for (const spec of suite.specs ?? []) {
        for (const test of spec.tests ?? []) {
          if (test.status === 'expected' || test.status === 'skipped') continue;
          const error = test.results?.find((result) => result.error)?.error?.message;
          failures.push(`${[...titles, spec.title].join(' > ')} (${test.status}): ${firstLine(error)}`);
        }
      }
      for (const child of suite.suites ?? []) visit(child, [...titles, child.title]);
    };
    for (const suite of e2e.suites ?? []) visit(suite, [suite.title]);
  } catch {
    failed += 1;
  }
}

const leftovers = leftBehind({ runDir: runTmp, systemDir: systemTmp, before: tmpBefore });
rmSync(runTmp, { recursive: true, force: true });
steps.push(['temp folder left as found', leftovers.length === 0]);
if (leftovers.length) console.log(`\nLeft behind by the tests: ${leftovers.join(', ')}`);

printTimes(times, out);
const failedSteps = steps.filter(([, ok]) => !ok).map(([name]) => name);
if (failures.length) console.log(`\nFailed:\n${failures.map((line) => `  ${line.slice(0, 400)}`).join('\n')}`);
if (failedSteps.length) console.log(`\nFailed steps: ${failedSteps.join(', ')}`);
console.log(`\n${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
process.exit(failedSteps.length || failed ? 1 : 0);
