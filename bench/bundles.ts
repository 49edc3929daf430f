// `npm run bench -- bundles`: every Lambda bundle built with the construct's own bundling options
// (infra/lib/function-bundle.ts), its minified size and top packages (from its metafile), and its cold init (a fresh
// `node` that imports the bundle and answers one event) against two baselines bundled the same way: the "stack hello
// world" (bench/stack-hello-world.ts: Middy, Powertools Logger and Tracer, the DynamoDBDocumentClient doing one
// GetItem), which the budgets divide by, and an empty handler, for information. Every function and the stack hello
// world are also built and timed with the AWS SDK the other way (bundled or the Lambda runtime's copy), in the same
// rounds, to tell which starts faster. With BENCH_BEFORE_BUNDLES set to a folder of bundles an earlier run wrote
// (node_modules/.cache/tiffin-bench/bundles, copied away), those are timed in the same rounds too.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import path from 'node:path';
import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import type { Metafile } from 'esbuild';
import { pathFor, type RouteDef } from '@tiffin/shared/api/routes';
import { jobEntry } from '../infra/lib/paths.ts';
import { BUNDLE_AWS_SDK, buildFunctionBundle, type FunctionBundle } from '../infra/lib/function-bundle.ts';
import { buildRouteBundles } from '../infra/lib/route-bundles.ts';
import { startCloudProcess, type CloudProcess } from './bundles-cloud.ts';
import { kb, ms, ratio, type BenchSection } from './report.ts';

const repoRoot = path.resolve(import.meta.dirname, '..');
/** Under node_modules, so the external `@aws-sdk/*` imports resolve from the repository's node_modules (as the Lambda
 * runtime provides them) and no linter or formatter looks at the minified output. */
const outDir = path.join(repoRoot, 'node_modules/.cache/tiffin-bench/bundles');

/** The cold-init budgets: cold init ÷ the stack hello world's, the median over all functions and the slowest one. */
const COLD_MEDIAN_BUDGET = 1.3;
const COLD_WORST_BUDGET = 1.7;
/**
 * Reference figures recorded by the bench of 2026-11-26 15:51 UTC on main, against the empty handler (bundles with
 * the Stripe stand-ins and the Middy stream fake, the AWS SDK left to the runtime): the report's "before" column when
 * no BENCH_BEFORE_BUNDLES are timed in the same run.
 */
const RECORDED_BEFORE = {
  when: 'recorded on main before issue 30 (2026-11-26, another run)',
  medianRatio: 2.37,
  worst: { name: 'geo/reverse', ratio: 3.1 },
  largestKb: { name: 'seller/login', kb: 147.9 },
  paymentKb: 237.0,
};
/** Where the stack hello world's source lives. */
const STACK_HELLO_WORLD = path.join(import.meta.dirname, 'stack-hello-world.ts');
/** How the AWS SDK is taken, in words. */
const sdkWay = (bundled: boolean) => (bundled ? 'AWS SDK bundled' : "the Lambda runtime's AWS SDK");
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
  /**
   * 'before': the same function's bundle from BENCH_BEFORE_BUNDLES; 'other-sdk': built with the AWS SDK the other
   * way; both timed in the same rounds.
   */
  kind: 'route' | 'job' | 'baseline' | 'before' | 'other-sdk';
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
  'catalogue/list-restaurants': { query: { city: 'bengaluru' } },
  'catalogue/list-foods': { query: { city: 'bengaluru' } },
  'catalogue/get-food': { params: { id: 'f-blr-masala-dosa' } },
  'catalogue/list-restaurant-foods': { params: { id: 'r-blr-udupi' } },
  'catalogue/list-food-reviews': { params: { id: 'f-blr-masala-dosa' } },
  'geo/coords': { query: { address: 'MG Road, Bengaluru 560001' } },
  'geo/reverse': { query: { lat: '12.972', lon: '77.595' } },
  'geo/pincode': { params: { pincode: '560001' } },
  'seller/get-food': { params: { id: 'f-blr-masala-dosa' } },
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
      // The seed's first password (local/src/seed-data.ts), which the change asks for.
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
  const otherDir = path.join(outDir, 'other-sdk');
  const otherWay = { bundleAwsSdk: !BUNDLE_AWS_SDK };

  const t0 = performance.now();
  const [routes, weekly, ensureAdmin, empty, hello, otherRoutes, otherWeekly, otherHello] = await Promise.all([
    buildRouteBundles(path.join(outDir, 'routes')),
    buildFunctionBundle(jobEntry('weekly-seller-stats'), path.join(outDir, 'jobs/weekly-seller-stats')),
    buildFunctionBundle(jobEntry('ensure-admin'), path.join(outDir, 'jobs/ensure-admin')),
    buildFunctionBundle({ source: EMPTY_HANDLER }, path.join(outDir, 'empty')),
    buildFunctionBundle(STACK_HELLO_WORLD, path.join(outDir, 'stack-hello-world')),
    buildRouteBundles(path.join(otherDir, 'routes'), otherWay),
    buildFunctionBundle(jobEntry('weekly-seller-stats'), path.join(otherDir, 'jobs/weekly-seller-stats'), otherWay),
    buildFunctionBundle(STACK_HELLO_WORLD, path.join(otherDir, 'stack-hello-world'), otherWay),
  ]);
  console.log(
    `Built ${(routes.length + 2) * 2 + 3} bundles in ${((performance.now() - t0) / 1000).toFixed(1)} s (the functions and the stack hello world each with ${sdkWay(BUNDLE_AWS_SDK)} and ${sdkWay(!BUNDLE_AWS_SDK)})`,
  );

  const cloud = await cloudStarting;
  try {
    await readyAdmin(cloud);
    const env: NodeJS.ProcessEnv = {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      ...cloud.env,
      // What the construct sets on every function (bar NODE_OPTIONS=--enable-source-maps: the maps are not read).
      POWERTOOLS_SERVICE_NAME: 'tiffin',
      AWS_LAMBDA_FUNCTION_NAME: 'tiffin-bench',
    };

    const subject = (fields: Omit<Subject, 'timings' | 'imports' | 'statuses'>): Subject => ({
      ...fields,
      timings: [],
      imports: [],
      statuses: new Set(),
    });
    const emptyBaseline = subject({
      name: 'empty handler',
      kind: 'baseline',
      bundle: empty,
      probe: { label: 'any event', event: {} },
    });
    const helloProbe = { label: 'any event; one GetItem', event: {} };
    const helloBaseline = subject({ name: 'stack hello world', kind: 'baseline', bundle: hello, probe: helloProbe });
    const helloOther = subject({ name: 'stack hello world', kind: 'other-sdk', bundle: otherHello, probe: helloProbe });
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
    // The same functions with the AWS SDK the other way, sent the same events in the same rounds.
    const otherBundles = new Map<string, FunctionBundle>([
      ...otherRoutes.map(({ route, ...bundle }) => [route.handler, bundle] as const),
      ['jobs/weekly-seller-stats', otherWeekly],
    ]);
    const others = new Map(
      subjects.map((s) => [s.name, subject({ ...s, kind: 'other-sdk', bundle: otherBundles.get(s.name)! })]),
    );
    // The same functions' earlier bundles, sent the same events in the same rounds.
    const befores = new Map<string, Subject>();
    if (beforeDir) {
      for (const s of subjects) {
        const bundle = beforeBundle(beforeDir, s.kind === 'job' ? s.name : `routes/${s.name}`);
        if (bundle) befores.set(s.name, subject({ ...s, kind: 'before', bundle }));
      }
      console.log(`Timing ${befores.size} bundles of ${beforeDir} in the same rounds`);
    }

    // Untimed starts warm the file cache (node, the AWS SDK); every timed start records its answer.
    const t1 = performance.now();
    const warmups = [emptyBaseline, helloBaseline, helloOther, subjects[0]!, others.get(subjects[0]!.name)!];
    await runPool(
      warmups.map((s) => () => coldStart(s, env)),
      PARALLEL,
    );
    const round: Subject[] = [];
    const spacing = Math.ceil(subjects.length / BASELINE_PER_ROUND);
    subjects.forEach((s, i) => {
      if (i % spacing === 0) round.push(helloBaseline, emptyBaseline, helloOther);
      round.push(s, others.get(s.name)!);
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

    const base = median(helloBaseline.timings);
    const emptyBase = median(emptyBaseline.timings);
    const coldRatio = (s: Subject) => median(s.timings) / base;
    /** Cold init with the AWS SDK the other way ÷ as the shared options take it (> 1: the chosen way is faster). */
    const otherRatio = (s: Subject) => median(others.get(s.name)!.timings) / median(s.timings);
    const withEnsure = [
      ...subjects.map((s) => ({ name: s.name, bytes: s.bundle.bytes, metafile: metafileBeside(s.bundle) })),
      { name: 'jobs/ensure-admin', bytes: ensureAdmin.bytes, metafile: metafileBeside(ensureAdmin) },
    ];
    const metafiles = new Map(withEnsure.map((b) => [b.name, b.metafile]));
    const withStripe = withEnsure.filter((b) => stripeBytes(b.metafile) > 0);
    const largest = [...withEnsure].sort((a, b) => b.bytes - a.bytes)[0]!;
    const largestPayment = Math.max(0, ...withStripe.map((b) => b.bytes));
    const ratios = subjects.map(coldRatio);
    const medianRatio = median(ratios);
    const medianEmptyRatio = median(subjects.map((s) => median(s.timings) / emptyBase));
    const worst = [...subjects].sort((a, b) => coldRatio(b) - coldRatio(a))[0]!;
    const otherMedian = median(subjects.map(otherRatio));
    const helloOtherRatio = median(helloOther.timings) / base;

    /** One row of the table: a function, or a baseline (its metafile beside its bundle, no before-figure). */
    const row = (s: Subject, label: string, metafile: Metafile, other: string, before: string | undefined) => [
      label,
      kb(s.bundle.bytes),
      topParts(composition(metafile), 5),
      s.probe?.label ?? '',
      [...s.statuses].join(', '),
      ms(median(s.timings)),
      ms(median(s.imports)),
      ratio(median(s.timings), base),
      ratio(median(s.timings), emptyBase),
      other,
      ...(befores.size ? [before ?? ''] : []),
    ];
    const rows = [...subjects]
      .sort((a, b) => b.bundle.bytes - a.bundle.bytes)
      .map((s) => {
        const before = befores.get(s.name);
        return row(
          s,
          `\`${s.name}\``,
          metafiles.get(s.name)!,
          `${otherRatio(s).toFixed(2)}x`,
          before ? ratio(median(before.timings), base) : '',
        );
      });
    const baselineRow = (s: Subject) =>
      row(
        s,
        `${s.name} (baseline)`,
        metafileBeside(s.bundle),
        s === helloBaseline ? `${(median(helloOther.timings) / median(s.timings)).toFixed(2)}x` : '',
        undefined,
      );
    const table = [
      [
        'Function',
        'Size (minified)',
        'Top 5 packages (bytes in the bundle)',
        'Event sent',
        'Answer',
        'Cold init (median)',
        'of which node start + import',
        '÷ stack hello world',
        '÷ empty handler',
        `${BUNDLE_AWS_SDK ? 'Runtime SDK' : 'SDK bundled'} ÷ as built`,
        ...(befores.size ? ['before, same run, ÷ stack hello world'] : []),
      ],
      ...rows,
      [
        '`jobs/ensure-admin` (custom resource)',
        kb(ensureAdmin.bytes),
        topParts(composition(metafiles.get('jobs/ensure-admin')!), 5),
        'not started (needs Secrets Manager)',
        '',
        '',
        '',
        '',
        '',
        '',
        ...(befores.size ? [''] : []),
      ],
      baselineRow(helloBaseline),
      baselineRow(emptyBaseline),
    ];

    // What the bundles are made of: the part every route carries.
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
    const changedAnswers = [...befores.values(), ...others.values(), helloOther].filter(
      (b) =>
        [...b.statuses].join() !==
        [...([...subjects, helloBaseline].find((s) => s.name === b.name)?.statuses ?? [])].join(),
    );
    // The stack hello world loads the SDK's DynamoDB client at start, as the functions do once they use it: it decides;
    // the functions' median is shown beside it.
    const chosenFaster = helloOtherRatio >= 1;

    const notes = [
      `Built with \`functionBundling()\` (infra/lib/function-bundle.ts), the options the \`NodejsFunction\` construct bundles with, through esbuild's API (\`esbuildOptionsOf\`); sizes are the minified JavaScript (the source map not counted), top packages come from the metafile written beside each bundle (\`index.meta.json\`, as the construct writes it). Nothing replaces a library's file: the Stripe SDK and Middy are bundled as published. The 700 KB geography file ships beside each bundle, not in it.`,
      `Cold init: time from spawning \`node\` (${process.version}; Lambda runs Node.js 22) to the handler's answer to one event, median of ${RUNS} starts (rounds over all bundles, after untimed starts to warm the file cache), at most ${PARALLEL} at a time, against the in-memory local cloud (DynamoDB Local, seeded). The budgets divide by the stack hello world (bench/stack-hello-world.ts: Middy core, Powertools Logger and Tracer, a \`DynamoDBDocumentClient\` doing one GetItem against the same DynamoDB Local), bundled with the same options: ${ms(base)} (its import alone ${ms(median(helloBaseline.imports))}). The empty handler, bundled the same way, is shown for information: ${ms(emptyBase)} (the stack hello world is ${ratio(base, emptyBase)} of it; the functions' median ${medianEmptyRatio.toFixed(2)}x). Each baseline was started ${RUNS * BASELINE_PER_ROUND} times, spread over the rounds. Load average (1 min) ${loadBefore.toFixed(1)} before the timed starts and ${loadAfter.toFixed(1)} after, on ${cpus().length} cores. An SDK left to the runtime resolves from node_modules, so its load time counts, as it does in Lambda.`,
      `AWS SDK, bundled into each function or the Lambda runtime's copy (external): the shared options take ${sdkWay(BUNDLE_AWS_SDK)} (\`BUNDLE_AWS_SDK\`). Built the other way (${sdkWay(!BUNDLE_AWS_SDK)}) and timed in the same rounds, the stack hello world's cold init is ${helloOtherRatio.toFixed(2)}x of it as built, and the functions' median ${otherMedian.toFixed(2)}x (column '${BUNDLE_AWS_SDK ? 'Runtime SDK' : 'SDK bundled'} ÷ as built'; a function that loads no SDK client at start is about 1.00x): judged by the stack hello world, which loads the SDK's DynamoDB client at start, ${chosenFaster ? `the way the options take is the faster one` : `**the other way is faster: switch \`BUNDLE_AWS_SDK\`**`}.`,
      `Events: GET routes get a valid request with the seeded data (protected ones with a token of their role; the admin's first-login password change is done once first, and the admin routes get the token it answers); POST/PUT/DELETE routes get an empty JSON object and, for path ids, an invalid id, so validation answers 400 after auth and the role check (so no table item changes); routes without any input get their real request.`,
      `Every route bundle carries ${kb(commonBytes)} in common: ${topParts(common, 6)}.`,
      ...withStripe.map(
        (b) =>
          `\`${b.name}\` takes payments: ${kb(b.bytes)}, of which the Stripe SDK ${kb(stripeBytes(b.metafile))} (as published, evaluated on the first Stripe call).`,
      ),
      `Largest bundle: \`${largest.name}\` ${kb(largest.bytes)}. Bundles are written to node_modules/.cache/tiffin-bench/bundles (the other SDK way under \`other-sdk/\`).`,
      ...(unexpected.length
        ? [
            `Unexpected answers: ${unexpected.map((s) => `\`${s.name}\` ${[...s.statuses].join('/') || '?'}`).join(', ')}.`,
          ]
        : ['Every GET answered 2xx and every refused write 400, as intended.']),
      ...(changedAnswers.length
        ? [
            `Answered differently from the bundles as built: ${changedAnswers.map((b) => `\`${b.name}\` (${b.kind}) ${[...b.statuses].join('/')}`).join(', ')}.`,
          ]
        : []),
    ];

    // Before and after: the BENCH_BEFORE_BUNDLES timed in this run, or else the recorded reference figures.
    const timedBefores = [...befores.values()];
    const before = timedBefores.length
      ? (() => {
          const worstBefore = [...timedBefores].sort((a, b) => median(b.timings) - median(a.timings))[0]!;
          const unpaid = timedBefores.filter((b) => !b.route?.needs?.includes('payments'));
          const largestBefore = [...unpaid].sort((a, b) => b.bundle.bytes - a.bundle.bytes)[0]!;
          const paid = timedBefores.filter((b) => b.route?.needs?.includes('payments'));
          return {
            when: `timed in this run (${timedBefores.length} bundles of ${path.relative(repoRoot, beforeDir!) || beforeDir})`,
            medianRatio: median(timedBefores.map((b) => median(b.timings) / emptyBase)),
            worst: { name: worstBefore.name, ratio: median(worstBefore.timings) / emptyBase },
            largestKb: { name: largestBefore.name, kb: largestBefore.bundle.bytes / 1024 },
            paymentKb: Math.max(0, ...paid.map((b) => b.bundle.bytes)) / 1024,
          };
        })()
      : RECORDED_BEFORE;
    const unpaidNow = withEnsure.filter((b) => !stripeBytes(b.metafile));
    const largestUnpaid = [...unpaidNow].sort((a, b) => b.bytes - a.bytes)[0]!;
    const worstEmpty = [...subjects].sort((a, b) => median(b.timings) - median(a.timings))[0]!;
    const beforeAfter = [
      ['Figure', `Before (${before.when})`, 'After (this run)'],
      [
        'Cold init, median over all functions ÷ empty handler',
        `${before.medianRatio.toFixed(2)}x`,
        `${medianEmptyRatio.toFixed(2)}x`,
      ],
      [
        'Cold init, worst function ÷ empty handler',
        `${before.worst.ratio.toFixed(2)}x (\`${before.worst.name}\`)`,
        `${(median(worstEmpty.timings) / emptyBase).toFixed(2)}x (\`${worstEmpty.name}\`)`,
      ],
      ['Stack hello world ÷ empty handler', 'not measured', ratio(base, emptyBase)],
      [
        'Largest bundle without the Stripe SDK',
        `${before.largestKb.kb.toFixed(1)} KB (\`${before.largestKb.name}\`)`,
        `${kb(largestUnpaid.bytes)} (\`${largestUnpaid.name}\`)`,
      ],
      ['Payment bundles (Stripe SDK), largest', `${before.paymentKb.toFixed(1)} KB`, kb(largestPayment)],
    ];

    return [
      {
        title: 'Lambda bundles and cold init',
        intro: `Each of the ${subjects.length + 1} function bundles (${routes.length} routes and 2 jobs) built with the construct's bundling options, with its minified size, its top 5 packages and its cold init against the stack hello world bundled the same way (ratio of medians, same run), and against an empty handler for information.`,
        table,
        budgets: [
          {
            name: `Cold init, median over ${subjects.length} functions, ÷ stack hello world`,
            limit: `<= ${COLD_MEDIAN_BUDGET}x`,
            measured: `${medianRatio.toFixed(2)}x (÷ empty handler: ${medianEmptyRatio.toFixed(2)}x)`,
            ok: medianRatio <= COLD_MEDIAN_BUDGET,
          },
          {
            name: 'Cold init, worst function, ÷ stack hello world',
            limit: `<= ${COLD_WORST_BUDGET}x`,
            measured: `${coldRatio(worst).toFixed(2)}x (\`${worst.name}\`)`,
            ok: coldRatio(worst) <= COLD_WORST_BUDGET,
          },
        ],
        notes,
      },
      {
        title: 'Lambda bundles before and after issue 30',
        intro: `Before issue 30 the cold init was held against the empty handler alone, so the comparison is made against it. Set BENCH_BEFORE_BUNDLES to a copy of node_modules/.cache/tiffin-bench/bundles written by a run on the earlier commit to time both in one run.`,
        table: beforeAfter,
        budgets: [],
      },
    ];
  } finally {
    await cloud.stop();
  }
}
