// `npm run bench -- bundles`: every Lambda bundle as the CDK construct builds it, its minified size and top packages
// (from its metafile) against issue 16's budgets, and its cold init (a fresh `node` that imports the bundle and answers
// one API Gateway v2 event) against an empty handler bundled the same way. With BENCH_BEFORE_BUNDLES set to a folder
// of bundles an earlier run wrote (node_modules/.cache/tiffin-bench/bundles, copied away), those are timed in the
// same rounds and the section gains a before/after table measured in this one run.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import path from 'node:path';
import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import type { Metafile } from 'esbuild';
import { pathFor, type RouteDef } from '@tiffin/shared/api/routes';
import { jobEntry } from '../infra/lib/paths.ts';
import { buildFunctionBundle, type FunctionBundle } from '../infra/lib/function-bundle.ts';
import { buildRouteBundles } from '../infra/lib/route-bundles.ts';
import { startCloudProcess, type CloudProcess } from './bundles-cloud.ts';
import { kb, ms, ratio, type BenchSection } from './report.ts';

const repoRoot = path.resolve(import.meta.dirname, '..');
/** Under node_modules, so the external `@aws-sdk/*` imports resolve from the repository's node_modules (as the Lambda
 * runtime provides them) and no linter or formatter looks at the minified output. */
const outDir = path.join(repoRoot, 'node_modules/.cache/tiffin-bench/bundles');

/** Issue 16's budgets (README, Benchmarks; infra/test/bundle-size.test.ts): every bundle without the Stripe SDK. */
const BUDGET_KB = 150;
/**
 * The routes that take payments carry the `stripe` SDK (its core and the two resources we call, ~90 KB minified; the
 * other ~230 resources are left out by infra/lib/stripe-resources.ts): their own code is held to the budget above,
 * and the whole to this one.
 */
const PAYMENT_BUDGET_KB = 350;
/** Cold init ÷ the empty handler's: the median over all functions, and the slowest function. */
const COLD_MEDIAN_BUDGET = 2.5;
const COLD_WORST_BUDGET = 4;
/**
 * The figures of main before issue 16's function changes (bench of 2026-11-25 23:14 UTC, one run, load average 7.8):
 * shown when no BENCH_BEFORE_BUNDLES are timed in the same run.
 */
const RECORDED_BEFORE = {
  when: 'recorded on main before the change (2026-11-25, another run)',
  medianRatio: 6.59,
  worst: { name: 'orders/create', ratio: 11.61 },
  largestKb: { name: 'admin/login', kb: 208.9 },
  paymentKb: 447.4,
  commonKb: 191.1,
};
/** Timed cold starts per bundle. */
const RUNS = 5;
/** Two cores: one start per core at most. */
const PARALLEL = 2;
/** The baseline is started this many times per round, spread over the round, so drift hits it as it hits the rest. */
const BASELINE_PER_ROUND = 3;
/** A second admin password, so the seeded admin is past the first-login gate and admin reads answer 200. */
const BENCH_ADMIN_PASSWORD = 'Bench@2468';

const EMPTY_HANDLER = `export const handler = async () => ({ statusCode: 200, headers: { 'content-type': 'application/json' }, body: '{}' });\n`;

/** Started as `node invoke.mjs <bundle>`: imports the bundle, answers the event in BENCH_EVENT, prints one line. */
const INVOKER = `import { pathToFileURL } from 'node:url';
const { handler } = await import(pathToFileURL(process.argv[2]).href);
const imported = performance.now();
const context = {
  callbackWaitsForEmptyEventLoop: false, functionName: 'tiffin-bench', functionVersion: '$LATEST',
  invokedFunctionArn: 'arn:aws:lambda:ap-south-1:000000000000:function:tiffin-bench', memoryLimitInMB: '256',
  awsRequestId: 'bench', logGroupName: '/aws/lambda/tiffin-bench', logStreamName: 'bench',
  getRemainingTimeInMillis: () => 10000, done() {}, fail() {}, succeed() {},
};
const result = await handler(JSON.parse(process.env.BENCH_EVENT), context);
const status = result && typeof result === 'object' && 'statusCode' in result ? result.statusCode : 'ok';
process.stdout.write(JSON.stringify({ status, imported }) + '\\n', () => process.exit(0));
`;

/** What a bundle is sent: GET routes get a valid request, the others a request their validation refuses. */
interface Probe {
  label: string;
  event: unknown;
}

interface Subject {
  name: string;
  /** 'before': the same function's bundle from BENCH_BEFORE_BUNDLES, timed in the same rounds. */
  kind: 'route' | 'job' | 'baseline' | 'before';
  bundle: FunctionBundle;
  route?: RouteDef;
  probe?: Probe;
  /** The answers of its starts (one, unless the route answers differently each time). */
  statuses: Set<string>;
  timings: number[];
  imports: number[];
}

/** Valid inputs for the GET routes that take any (seeded ids: the approved Bengaluru seller owns r-blr-udupi). */
const GET_INPUTS: Record<string, { query?: Record<string, string>; params?: Record<string, string> }> = {
  'catalogue/listRestaurants': { query: { city: 'bengaluru' } },
  'catalogue/listFoods': { query: { city: 'bengaluru' } },
  'catalogue/getFood': { params: { id: 'f-blr-masala-dosa' } },
  'catalogue/listRestaurantFoods': { params: { id: 'r-blr-udupi' } },
  'catalogue/listFoodReviews': { params: { id: 'f-blr-masala-dosa' } },
  'geo/coords': { query: { address: 'MG Road, Bengaluru 560001' } },
  'geo/reverse': { query: { lat: '12.972', lon: '77.595' } },
  'geo/pincode': { params: { pincode: '560001' } },
  'seller/getFood': { params: { id: 'f-blr-masala-dosa' } },
};

function apiEvent(
  route: RouteDef,
  token: string | undefined,
  query?: Record<string, string>,
  params?: Record<string, string>,
  body?: string,
): APIGatewayProxyEventV2 {
  const rawPath = pathFor(route.path, params);
  const rawQueryString = new URLSearchParams(query).toString();
  const routeKey = `${route.method} ${route.path}`;
  const headers: Record<string, string> = {
    host: 'api.tiffin.local',
    'user-agent': 'tiffin-bench',
    ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
    ...(token ? { authorization: `Bearer ${token}` } : {}),
  };
  return {
    version: '2.0',
    routeKey,
    rawPath,
    rawQueryString,
    headers,
    queryStringParameters: query,
    pathParameters: params,
    requestContext: {
      accountId: '000000000000',
      apiId: 'bench',
      domainName: 'api.tiffin.local',
      domainPrefix: 'api',
      http: { method: route.method, path: rawPath, protocol: 'HTTP/1.1', sourceIp: '127.0.0.1', userAgent: 'bench' },
      requestId: 'bench',
      routeKey,
      stage: '$default',
      time: new Date().toUTCString(),
      timeEpoch: Date.now(),
    },
    body,
    isBase64Encoded: false,
  };
}

function probeFor(route: RouteDef, cloud: CloudProcess): Probe {
  const token = route.role === 'public' ? undefined : cloud.tokens[route.role];
  const as = route.role === 'public' ? '' : ` as ${route.role}`;
  if (route.method === 'GET') {
    const { query, params } = GET_INPUTS[route.handler] ?? {};
    const shown = pathFor(route.path, params) + (query ? `?${new URLSearchParams(query).toString()}` : '');
    return { label: `GET ${shown}${as}`, event: apiEvent(route, token, query, params) };
  }
  // A write would change the table five times over: send what validation refuses (an id that is no id, an empty
  // object); a route that takes no input at all gets its real, harmless request.
  const takesInput = route.schemas || route.rawBody;
  const params = Object.fromEntries([...route.path.matchAll(/\{(\w+)\}/g)].map((m) => [m[1], 'not an id!']));
  const label = takesInput ? `${route.method}${as}, invalid input` : `${route.method}${as}`;
  return {
    label,
    event: apiEvent(route, token, undefined, route.path.includes('{') ? params : undefined, takesInput ? '{}' : ''),
  };
}

const scheduledEvent = {
  version: '0',
  id: 'bench',
  'detail-type': 'Scheduled Event',
  source: 'aws.events',
  account: '000000000000',
  time: new Date().toISOString(),
  region: 'ap-south-1',
  resources: [],
  detail: {},
};

/** One cold start: spawn to answer, in ms, and the child's own time to the end of the import. */
function coldStart(
  subject: Subject,
  env: NodeJS.ProcessEnv,
): Promise<{ total: number; imported: number; status: string }> {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const child = spawn(process.execPath, [path.join(outDir, 'invoke.mjs'), subject.bundle.file!], {
      cwd: path.dirname(subject.bundle.file!),
      env: { ...env, BENCH_EVENT: JSON.stringify(subject.probe?.event ?? {}) },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    let err = '';
    let answered: { total: number; imported: number; status: string } | undefined;
    child.stdout.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const line = out.split('\n')[0];
      if (!answered && out.includes('\n') && line) {
        const total = performance.now() - started;
        const parsed = JSON.parse(line) as { status: number | string; imported: number };
        answered = { total, imported: parsed.imported, status: String(parsed.status) };
      }
    });
    child.stderr.on('data', (chunk: Buffer) => (err += chunk.toString()));
    child.once('error', reject);
    child.once('exit', (code) => {
      if (answered) resolve(answered);
      else reject(new Error(`${subject.name} exited ${String(code)} without an answer:\n${err.slice(-2000)}`));
    });
  });
}

async function runPool<T>(tasks: (() => Promise<T>)[], parallel: number): Promise<T[]> {
  const results: T[] = new Array<T>(tasks.length);
  let next = 0;
  const worker = async () => {
    while (next < tasks.length) {
      const index = next++;
      results[index] = await tasks[index]!();
    }
  };
  await Promise.all(Array.from({ length: parallel }, worker));
  return results;
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};

/** Output bytes of a bundle by npm package (or first-party folder). */
function composition(metafile: Metafile): Map<string, number> {
  const byOwner = new Map<string, number>();
  for (const output of Object.values(metafile.outputs)) {
    for (const [input, { bytesInOutput }] of Object.entries(output.inputs)) {
      const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(input)?.[1];
      const owner = pkg ?? input.split('/').slice(0, 2).join('/');
      byOwner.set(owner, (byOwner.get(owner) ?? 0) + bytesInOutput);
    }
  }
  return byOwner;
}

const topParts = (parts: Map<string, number>, count: number) =>
  [...parts]
    .sort((a, b) => b[1] - a[1])
    .slice(0, count)
    .map(([owner, bytes]) => `${owner} ${kb(bytes)}`)
    .join(', ');

/**
 * Lets the seeded admin past the first-login gate (once, through the API), so admin reads are real reads; the change
 * retires the admin's earlier tokens, so the token it answers with is the one the admin routes are sent.
 */
async function readyAdmin(cloud: CloudProcess): Promise<void> {
  const response = await fetch(`${cloud.apiUrl}/admin/update`, {
    method: 'PUT',
    headers: { authorization: `Bearer ${cloud.tokens.admin}`, 'content-type': 'application/json' },
    body: JSON.stringify({
      email: 'admin@tiffin.local',
      // The seed's first password (infra/local/seed-data.ts), which the change asks for.
      currentPassword: process.env.ADMIN_INITIAL_PASSWORD ?? 'Admin@123',
      newPassword: BENCH_ADMIN_PASSWORD,
    }),
  });
  if (!response.ok) throw new Error(`admin password change: ${response.status} ${await response.text()}`);
  cloud.tokens.admin = ((await response.json()) as { token: string }).token;
}

/** The metafile the bundle was written with (index.meta.json beside it), as the construct writes it. */
function metafileBeside(bundle: FunctionBundle): Metafile {
  if (!bundle.file) return bundle.metafile;
  return JSON.parse(readFileSync(path.join(path.dirname(bundle.file), 'index.meta.json'), 'utf8')) as Metafile;
}

const stripeBytes = (metafile: Metafile) => composition(metafile).get('stripe') ?? 0;

/** A bundle of BENCH_BEFORE_BUNDLES: its file and size (an older run may have written no metafile). */
function beforeBundle(dir: string, name: string): FunctionBundle | undefined {
  const file = path.join(dir, name, 'index.mjs');
  if (!existsSync(file)) return undefined;
  const meta = path.join(dir, name, 'index.meta.json');
  const metafile: Metafile = existsSync(meta)
    ? (JSON.parse(readFileSync(meta, 'utf8')) as Metafile)
    : { inputs: {}, outputs: {} };
  return { bytes: statSync(file).size, code: '', metafile, file };
}

export async function run(): Promise<BenchSection[]> {
  const cloudStarting = startCloudProcess();
  // Don't leave an unhandled rejection while the bundles build.
  cloudStarting.catch(() => undefined);
  rmSync(outDir, { recursive: true, force: true });
  mkdirSync(outDir, { recursive: true });
  writeFileSync(path.join(outDir, 'invoke.mjs'), INVOKER);
  const beforeDir = process.env.BENCH_BEFORE_BUNDLES ? path.resolve(process.env.BENCH_BEFORE_BUNDLES) : undefined;

  const t0 = performance.now();
  const [routes, weekly, ensureAdmin, empty] = await Promise.all([
    buildRouteBundles(path.join(outDir, 'routes')),
    buildFunctionBundle(jobEntry('weekly-seller-stats'), path.join(outDir, 'jobs/weekly-seller-stats')),
    buildFunctionBundle(jobEntry('ensure-admin'), path.join(outDir, 'jobs/ensure-admin')),
    buildFunctionBundle({ source: EMPTY_HANDLER }, path.join(outDir, 'empty')),
  ]);
  console.log(`Built ${routes.length + 3} bundles in ${((performance.now() - t0) / 1000).toFixed(1)} s`);

  const cloud = await cloudStarting;
  try {
    await readyAdmin(cloud);
    const env: NodeJS.ProcessEnv = {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      ...cloud.env,
      // What the construct sets on every function (bar NODE_OPTIONS=--enable-source-maps: no maps are written here).
      POWERTOOLS_SERVICE_NAME: 'tiffin',
      AWS_LAMBDA_FUNCTION_NAME: 'tiffin-bench',
    };

    const subject = (fields: Omit<Subject, 'timings' | 'imports' | 'statuses'>): Subject => ({
      ...fields,
      timings: [],
      imports: [],
      statuses: new Set(),
    });
    const baseline = subject({
      name: 'empty handler (baseline)',
      kind: 'baseline',
      bundle: empty,
      probe: { label: 'any event', event: {} },
    });
    const subjects: Subject[] = [
      ...routes.map(({ route, ...bundle }) =>
        subject({ name: route.handler, kind: 'route', route, bundle, probe: probeFor(route, cloud) }),
      ),
      subject({
        name: 'jobs/weekly-seller-stats',
        kind: 'job',
        bundle: weekly,
        probe: { label: 'EventBridge scheduled event', event: scheduledEvent },
      }),
    ];
    // The same functions' earlier bundles, sent the same events in the same rounds.
    const befores = new Map<string, Subject>();
    if (beforeDir) {
      for (const s of subjects) {
        const bundle = beforeBundle(beforeDir, s.kind === 'job' ? s.name : `routes/${s.name}`);
        if (bundle) befores.set(s.name, subject({ ...s, kind: 'before', bundle }));
      }
      console.log(`Timing ${befores.size} bundles of ${beforeDir} in the same rounds`);
    }

    // Two untimed starts warm the file cache (node, the AWS SDK); every timed start records its answer.
    const t1 = performance.now();
    const warmups = [baseline, subjects[0]!];
    await runPool(
      warmups.map((s) => () => coldStart(s, env)),
      PARALLEL,
    );
    const round: Subject[] = [];
    const spacing = Math.ceil(subjects.length / BASELINE_PER_ROUND);
    subjects.forEach((s, i) => {
      if (i % spacing === 0) round.push(baseline);
      round.push(s);
      const before = befores.get(s.name);
      if (before) round.push(before);
    });
    const tasks = Array.from({ length: RUNS }, () => round)
      .flat()
      .map((s) => async () => {
        const { total, imported, status } = await coldStart(s, env);
        s.timings.push(total);
        s.imports.push(imported);
        s.statuses.add(status);
      });
    const loadBefore = loadavg()[0]!;
    await runPool(tasks, PARALLEL);
    const loadAfter = loadavg()[0]!;
    console.log(
      `${tasks.length + warmups.length} cold starts in ${((performance.now() - t1) / 1000).toFixed(0)} s (parallelism ${PARALLEL})`,
    );

    const base = median(baseline.timings);
    const baseImport = median(baseline.imports);
    const coldRatio = (s: Subject) => median(s.timings) / base;
    const withEnsure = [
      ...subjects.map((s) => ({ name: s.name, bytes: s.bundle.bytes, metafile: metafileBeside(s.bundle) })),
      { name: 'jobs/ensure-admin', bytes: ensureAdmin.bytes, metafile: metafileBeside(ensureAdmin) },
    ];
    const metafiles = new Map(withEnsure.map((b) => [b.name, b.metafile]));
    /** 'ok', 'over', or for a bundle carrying Stripe's SDK whether it holds its own budget too. */
    const verdict = (b: { bytes: number; metafile: Metafile }) => {
      const stripe = stripeBytes(b.metafile);
      if (!stripe) return b.bytes > BUDGET_KB * 1024 ? 'over' : 'ok';
      return b.bytes - stripe > BUDGET_KB * 1024 || b.bytes > PAYMENT_BUDGET_KB * 1024
        ? 'over'
        : `ok (Stripe SDK: ${PAYMENT_BUDGET_KB} KB)`;
    };
    const over = withEnsure.filter((b) => verdict(b) === 'over').sort((a, b) => b.bytes - a.bytes);
    const withStripe = withEnsure.filter((b) => stripeBytes(b.metafile) > 0);
    const ownBytes = (b: { bytes: number; metafile: Metafile }) => b.bytes - stripeBytes(b.metafile);
    const largestOwn = [...withEnsure].sort((a, b) => ownBytes(b) - ownBytes(a))[0]!;
    const overOwn = withEnsure.filter((b) => ownBytes(b) > BUDGET_KB * 1024);
    const largest = [...withEnsure].sort((a, b) => b.bytes - a.bytes)[0]!;
    const largestPayment = Math.max(0, ...withStripe.map((b) => b.bytes));
    const ratios = subjects.map(coldRatio);
    const medianRatio = median(ratios);
    const worst = [...subjects].sort((a, b) => coldRatio(b) - coldRatio(a))[0]!;

    const rows = [...subjects]
      .sort((a, b) => b.bundle.bytes - a.bundle.bytes)
      .map((s) => {
        const before = befores.get(s.name);
        return [
          `\`${s.name}\``,
          kb(s.bundle.bytes),
          verdict({ bytes: s.bundle.bytes, metafile: metafiles.get(s.name)! }).replace(/^over$/, '**over**'),
          topParts(composition(metafiles.get(s.name)!), 5),
          s.probe?.label ?? '',
          [...s.statuses].join(', '),
          ms(median(s.timings)),
          ms(median(s.imports)),
          ratio(median(s.timings), base),
          ...(befores.size ? [before ? ratio(median(before.timings), base) : ''] : []),
        ];
      });
    const table = [
      [
        'Function',
        'Size (minified)',
        `<= ${BUDGET_KB} KB`,
        'Top 5 packages (bytes in the bundle)',
        'Event sent',
        'Answer',
        'Cold init (median)',
        'of which node start + import',
        'vs empty handler',
        ...(befores.size ? ['before issue 16, same run'] : []),
      ],
      ...rows,
      [
        '`jobs/ensure-admin` (custom resource)',
        kb(ensureAdmin.bytes),
        verdict({ bytes: ensureAdmin.bytes, metafile: metafiles.get('jobs/ensure-admin')! }).replace(
          /^over$/,
          '**over**',
        ),
        topParts(composition(metafiles.get('jobs/ensure-admin')!), 5),
        'not started (needs Secrets Manager)',
        '',
        '',
        '',
        '',
        ...(befores.size ? [''] : []),
      ],
      [
        'empty handler (baseline)',
        kb(empty.bytes),
        'ok',
        '',
        baseline.probe?.label ?? '',
        [...baseline.statuses].join(', '),
        ms(base),
        ms(baseImport),
        '1.00x',
        ...(befores.size ? ['1.00x'] : []),
      ],
    ];

    // What the bundles are made of: the part every route carries, and what the over-budget ones add.
    const parts = routes.map((r) => composition(metafiles.get(r.route.handler)!));
    const common = new Map<string, number>();
    for (const owner of (parts[0] ?? new Map<string, number>()).keys()) {
      const least = Math.min(...parts.map((p) => p.get(owner) ?? 0));
      if (least > 0) common.set(owner, least);
    }
    const commonBytes = [...common.values()].reduce((a, b) => a + b, 0);
    const unexpected = subjects.filter((s) => {
      if (s.statuses.size !== 1) return true;
      const only = [...s.statuses][0]!;
      const status = Number(only);
      if (s.kind === 'job') return only !== 'ok';
      return s.route?.method === 'GET'
        ? !(status >= 200 && status < 300)
        : !(status === 400 || (status >= 200 && status < 300));
    });
    const changedAnswers = [...befores.values()].filter(
      (b) => [...b.statuses].join() !== [...(subjects.find((s) => s.name === b.name)?.statuses ?? [])].join(),
    );

    const notes = [
      `Sizes: the minified JavaScript esbuild writes with \`esbuildOptionsOf()\` (infra/lib/function-bundle.ts), the construct's options and plugins (the construct bundles with the same \`buildFunctionBundle\`), and its metafile (\`index.meta.json\` beside it, as the construct writes it), from which the top packages are read; the AWS SDK is left out (the Lambda runtime has it) and the 700 KB geography file ships beside each bundle, not in it.`,
      `Cold init: time from spawning \`node\` (${process.version}; Lambda runs Node.js 22) to the handler's answer to one API Gateway v2 event, median of ${RUNS} starts (rounds over all bundles, after two untimed starts to warm the file cache), at most ${PARALLEL} at a time, against the in-memory local cloud (DynamoDB Local, seeded). The baseline is an empty handler bundled the same way: ${ms(base)} (its import alone ${ms(baseImport)}); it was started ${RUNS * BASELINE_PER_ROUND} times, spread over the rounds. Load average (1 min) ${loadBefore.toFixed(1)} before the timed starts and ${loadAfter.toFixed(1)} after, on ${cpus().length} cores. The AWS SDK resolves from node_modules, so its load time counts, as it does in Lambda.`,
      `Events: GET routes get a valid request with the seeded data (protected ones with a token of their role; the admin's first-login password change is done once first, and the admin routes get the token it answers); POST/PUT/DELETE routes get an empty JSON object and, for path ids, an invalid id, so validation answers 400 after auth and the role check (so no table item changes); routes without any input get their real request.`,
      `Every route bundle carries ${kb(commonBytes)} in common: ${topParts(common, 6)}.`,
      ...over.map((b) => {
        const own = composition(b.metafile);
        const stripe = own.get('stripe') ?? 0;
        return `\`${b.name}\` (${kb(b.bytes)}, over by ${kb(stripe ? Math.max(b.bytes - stripe - BUDGET_KB * 1024, b.bytes - PAYMENT_BUDGET_KB * 1024) : b.bytes - BUDGET_KB * 1024)}): ${topParts(own, 5)}${stripe ? `; without the Stripe SDK it is ${kb(b.bytes - stripe)}` : ''}.`;
      }),
      ...withStripe.map(
        (b) =>
          `\`${b.name}\` takes payments: ${kb(b.bytes)}, of which the Stripe SDK ${kb(stripeBytes(b.metafile))} (its core and the resources we call, the others left out by infra/lib/stripe-resources.ts; evaluated on the first Stripe call); its own code is ${kb(ownBytes(b))}.`,
      ),
      `Largest bundle: \`${largest.name}\` ${kb(largest.bytes)}. Bundles are written to node_modules/.cache/tiffin-bench/bundles.`,
      ...(unexpected.length
        ? [
            `Unexpected answers: ${unexpected.map((s) => `\`${s.name}\` ${[...s.statuses].join('/') || '?'}`).join(', ')}.`,
          ]
        : ['Every GET answered 2xx and every refused write 400, as intended.']),
      ...(changedAnswers.length
        ? [
            `Answered differently before issue 16: ${changedAnswers.map((b) => `\`${b.name}\` ${[...b.statuses].join('/')}`).join(', ')}.`,
          ]
        : []),
    ];

    // Before and after issue 16: the earlier bundles timed in this run, or the figures recorded before it.
    const timedBefores = [...befores.values()];
    const before = timedBefores.length
      ? (() => {
          const worstBefore = [...timedBefores].sort((a, b) => coldRatio(b) - coldRatio(a))[0]!;
          const unpaid = timedBefores.filter((b) => !b.route?.needs?.includes('payments'));
          const largestBefore = [...unpaid].sort((a, b) => b.bundle.bytes - a.bundle.bytes)[0]!;
          const paid = timedBefores.filter((b) => b.route?.needs?.includes('payments'));
          return {
            when: `timed in this run (${timedBefores.length} bundles of ${path.relative(repoRoot, beforeDir!) || beforeDir})`,
            medianRatio: median(timedBefores.map(coldRatio)),
            worst: { name: worstBefore.name, ratio: coldRatio(worstBefore) },
            largestKb: { name: largestBefore.name, kb: largestBefore.bundle.bytes / 1024 },
            paymentKb: Math.max(0, ...paid.map((b) => b.bundle.bytes)) / 1024,
            commonKb: undefined as number | undefined,
          };
        })()
      : RECORDED_BEFORE;
    const unpaidNow = withEnsure.filter((b) => !stripeBytes(b.metafile));
    const largestUnpaid = [...unpaidNow].sort((a, b) => b.bytes - a.bytes)[0]!;
    const beforeAfter = [
      ['Figure', `Before (${before.when})`, 'After (this run)', 'Target'],
      [
        'Cold init, median over all functions ÷ empty handler',
        `${before.medianRatio.toFixed(2)}x`,
        `${medianRatio.toFixed(2)}x`,
        `<= ${COLD_MEDIAN_BUDGET}x`,
      ],
      [
        'Cold init, worst function ÷ empty handler',
        `${before.worst.ratio.toFixed(2)}x (\`${before.worst.name}\`)`,
        `${coldRatio(worst).toFixed(2)}x (\`${worst.name}\`)`,
        `<= ${COLD_WORST_BUDGET}x`,
      ],
      [
        'Largest bundle without the Stripe SDK',
        `${before.largestKb.kb.toFixed(1)} KB (\`${before.largestKb.name}\`)`,
        `${kb(largestUnpaid.bytes)} (\`${largestUnpaid.name}\`)`,
        `<= ${BUDGET_KB} KB`,
      ],
      [
        'Payment bundles (Stripe SDK), largest',
        `${before.paymentKb.toFixed(1)} KB`,
        kb(largestPayment),
        `<= ${PAYMENT_BUDGET_KB} KB`,
      ],
      [
        'Carried by every route bundle',
        before.commonKb === undefined ? 'not recorded' : `${before.commonKb.toFixed(1)} KB`,
        kb(commonBytes),
        '',
      ],
    ];

    return [
      {
        title: 'Lambda bundles and cold init',
        intro: `Each of the ${subjects.length + 1} function bundles (${routes.length} routes and 2 jobs) built as the CDK construct builds it, with its minified size against the ${BUDGET_KB} KB budget (${PAYMENT_BUDGET_KB} KB with the Stripe SDK), its top 5 packages and its cold init against an empty handler bundled the same way (ratio of medians, same run).`,
        table,
        budgets: [
          {
            name: 'Every Lambda bundle without the Stripe SDK',
            limit: `<= ${BUDGET_KB} KB`,
            // A payment bundle counts here by its own code (without Stripe's SDK); its whole size is the next row.
            measured: `largest ${kb(ownBytes(largestOwn))} (\`${largestOwn.name}\`)${overOwn.length ? `; over: ${overOwn.length} bundles` : ''}`,
            ok: overOwn.length === 0,
          },
          {
            name: `Payment bundles with the Stripe SDK (${withStripe.length} routes)`,
            limit: `<= ${PAYMENT_BUDGET_KB} KB`,
            measured: `largest ${kb(largestPayment)}`,
            ok: withStripe.every((b) => b.bytes <= PAYMENT_BUDGET_KB * 1024),
          },
          {
            name: `Cold init, median over ${subjects.length} functions, ÷ an empty handler`,
            limit: `<= ${COLD_MEDIAN_BUDGET}x`,
            measured: `${medianRatio.toFixed(2)}x`,
            ok: medianRatio <= COLD_MEDIAN_BUDGET,
          },
          {
            name: 'Cold init, worst function, ÷ an empty handler',
            limit: `<= ${COLD_WORST_BUDGET}x`,
            measured: `${coldRatio(worst).toFixed(2)}x (\`${worst.name}\`)`,
            ok: coldRatio(worst) <= COLD_WORST_BUDGET,
          },
        ],
        notes,
      },
      {
        title: 'Lambda bundles before and after issue 16',
        intro: `Issue 16's function targets, before its changes and after (ratios against the empty handler of the same run). Set BENCH_BEFORE_BUNDLES to a copy of node_modules/.cache/tiffin-bench/bundles written by a run on the earlier commit to time both in one run.`,
        table: beforeAfter,
        budgets: [],
      },
    ];
  } finally {
    await cloud.stop();
  }
}
