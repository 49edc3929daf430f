// The closing report of `npm test`: how long each step took, and the ten slowest test files of the run, read from
// the JSON reports vitest and Playwright write into test-results/.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');

function readJson(file) {
  return existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : undefined;
}

/** Each test file with its wall time, from vitest's report (per file) and Playwright's (per spec file, summed). */
export function slowestFiles(vitestReport, e2eReport, count = 10) {
  const files = [];
  for (const file of vitestReport?.testResults ?? []) {
    files.push({ name: path.relative(root, file.name), seconds: (file.endTime - file.startTime) / 1000 });
  }
  const e2eFiles = new Map();
  const walk = (suite, file) => {
    const own = suite.file ?? file;
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        const ms = (test.results ?? []).reduce((sum, result) => sum + (result.duration ?? 0), 0);
        e2eFiles.set(own, (e2eFiles.get(own) ?? 0) + ms / 1000);
      }
    }
    for (const child of suite.suites ?? []) walk(child, own);
  };
  for (const suite of e2eReport?.suites ?? []) walk(suite, suite.file);
  for (const [file, seconds] of e2eFiles) files.push({ name: path.join('web/e2e', file), seconds });
  return files.sort((a, b) => b.seconds - a.seconds).slice(0, count);
}

/** Prints the steps' times (in the order they ran) and the slowest files. */
export function printTimes(times, outDir) {
  const vitestReport = readJson(path.join(outDir, 'vitest.json'));
  const e2eReport = readJson(path.join(outDir, 'e2e.json'));
  const clock = (seconds) => `${Math.floor(seconds / 60)}:${String(Math.round(seconds % 60)).padStart(2, '0')}`;
  console.log('\nTimes (m:ss of wall time; steps that ran side by side overlap):');
  const width = Math.max(...times.map((step) => step.name.length));
  for (const step of times) console.log(`  ${step.name.padEnd(width)}  ${clock(step.seconds).padStart(6)}`);
  console.log('\nThe ten slowest test files:');
  for (const file of slowestFiles(vitestReport, e2eReport)) {
    console.log(`  ${file.seconds.toFixed(1).padStart(7)} s  ${file.name}`);
  }
}
