// `npm run bench`: every benchmark, each part in a process of its own, each figure as a ratio against a baseline measured in the same
// run; writes bench/results.md and the README's summary between its bench markers.
import { spawnSync } from 'node:child_process';
import { cpus, tmpdir, totalmem } from 'node:os';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { markdownTable, type BenchSection } from './report.ts';

const root = path.resolve(import.meta.dirname, '..');

type Bench = () => Promise<BenchSection[]>;
const benches: [string, () => Promise<Bench>][] = [
  ['bundles', async () => (await import('./bundles.ts')).run],
  ['web', async () => (await import('./web.ts')).run],
  ['server', async () => (await import('./server.ts')).run],
  ['load', async () => (await import('./load.ts')).run],
];

const only = process.argv.slice(2);

/**
 * One part, run in this process, its sections written to `out` (JSON). Every part runs in a process of its own: the
 * functions' modules keep one DynamoDB client per process (as a Lambda container does), bound to the first local
 * cloud they met, so a part that started its own cloud after another part's had stopped would call a closed port.
 */
const sectionOut = process.env.BENCH_SECTION_OUT;
if (sectionOut) {
  const load = benches.find(([name]) => name === only[0])?.[1];
  if (!load || only.length !== 1) throw new Error(`BENCH_SECTION_OUT runs exactly one part, not ${only.join(' ')}`);
  writeFileSync(sectionOut, JSON.stringify(await (await load())()));
  process.exit(0);
}

const sections: BenchSection[] = [];
const started = Date.now();
const partsDir = mkdtempSync(path.join(tmpdir(), 'tiffin-bench-parts-'));
for (const [name] of benches) {
  if (only.length && !only.includes(name)) continue;
  console.log(`\n=== bench: ${name}`);
  const t0 = Date.now();
  const out = path.join(partsDir, `${name}.json`);
  const part = spawnSync(process.execPath, [...process.execArgv, process.argv[1]!, name], {
    stdio: 'inherit',
    env: { ...process.env, BENCH_SECTION_OUT: out },
  });
  if (part.status !== 0) throw new Error(`bench part ${name} failed (exit ${part.status ?? part.signal})`);
  sections.push(...(JSON.parse(readFileSync(out, 'utf8')) as BenchSection[]));
  console.log(`=== bench: ${name} done in ${((Date.now() - t0) / 1000).toFixed(0)} s`);
}
rmSync(partsDir, { recursive: true, force: true });
const minutes = ((Date.now() - started) / 60_000).toFixed(1);

const cpu = cpus();
const machine = `${cpu.length} × ${cpu[0]?.model.trim() ?? 'unknown CPU'}, ${(totalmem() / 2 ** 30).toFixed(0)} GiB, Node ${process.version}, ${process.platform}`;
const date = new Date().toISOString().replace('T', ' ').slice(0, 16) + ' UTC';
const budgets = sections.flatMap((s) => s.budgets);
const summary = markdownTable([
  ['Budget', 'Limit', 'Measured', ''],
  ...budgets.map((b) => [b.name, b.limit, b.measured, b.ok ? 'ok' : '**over**']),
]);

/**
 * Figures measured by hand (profiles, one-off Lighthouse comparisons) that explain a choice in the code: kept from the
 * previous results.md under this heading, since no benchmark of this run measures them again.
 */
const KEPT_NOTES = '## Notes kept between runs';
const resultsPath = path.join(root, 'bench/results.md');
const previous = existsSync(resultsPath) ? readFileSync(resultsPath, 'utf8') : '';
const keptNotes = previous.includes(KEPT_NOTES) ? previous.slice(previous.indexOf(KEPT_NOTES)).trimEnd() : '';

const results = [
  '# Tiffin benchmarks',
  '',
  `Run on ${date}: ${machine}; ${minutes} min in all. Re-run with \`npm run bench\`.`,
  'Every figure is a ratio against a baseline measured in the same run, so a busy machine moves both sides.',
  '',
  '## Budgets',
  '',
  summary,
  ...sections.flatMap((s) => [
    '',
    `## ${s.title}`,
    '',
    s.intro,
    '',
    markdownTable(s.table),
    ...(s.notes?.length ? ['', ...s.notes.map((n) => `- ${n}`)] : []),
  ]),
  ...(keptNotes ? ['', keptNotes] : []),
  '',
].join('\n');
writeFileSync(resultsPath, results);

if (!only.length) {
  const readmePath = path.join(root, 'README.md');
  const readme = readFileSync(readmePath, 'utf8');
  const start = '<!-- bench:start -->';
  const end = '<!-- bench:end -->';
  const from = readme.indexOf(start);
  const to = readme.indexOf(end);
  if (from >= 0 && to > from) {
    const block = `${start}\nLatest run (${date}, ${machine}); details in [bench/results.md](bench/results.md).\n\n${summary}\n${end}`;
    writeFileSync(readmePath, readme.slice(0, from) + block + readme.slice(to + end.length));
  }
}

console.log(`\n${summary}\n\nWrote bench/results.md (${minutes} min).`);
const over = budgets.filter((b) => !b.ok);
if (over.length) {
  console.error(`Over budget: ${over.map((b) => b.name).join('; ')}`);
  process.exitCode = 1;
}
