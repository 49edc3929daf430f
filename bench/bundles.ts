// `npm run bench -- bundles`: every Lambda bundle as the CDK construct builds it, its minified size against the 300 KB
// budget, and its cold init (a fresh `node` that imports the bundle and answers one API Gateway v2 event) against an
// empty handler bundled the same way.
import { spawn } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import path from 'node:path';
import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import type { Metafile } from 'esbuild';
import { pathFor, type RouteDef } from '@tiffin/shared/api/routes';
import { jobEntry } from '../infra/lib/paths.ts';
import { buildFunctionBundle, buildRouteBundles, type FunctionBundle } from '../infra/lib/route-bundles.ts';
import { startCloudProcess, type CloudProcess } from './bundles-cloud.ts';
import { kb, ms, ratio, type BenchSection } from './report.ts';

const repoRoot = path.resolve(import.meta.dirname, '..');
/** Under node_modules, so the external `@aws-sdk/*` imports resolve from the repository's node_modules (as the Lambda
 * runtime provides them) and no linter or formatter looks at the minified output. */
const outDir = path.join(repoRoot, 'node_modules/.cache/tiffin-bench/bundles');

const BUDGET_KB = 300;
/**
 * The written-down exception (README, Benchmarks; infra/test/bundle-size.test.ts): the routes that take payments
 * carry the `stripe` SDK, 240 KB minified that cannot tree-shake (one class registers every resource). Their own
 * code is held to 300 KB like every bundle, and the whole to 450 KB.
 */
const PAYMENT_BUDGET_KB = 450;
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
  kind: 'route' | 'job' | 'baseline';
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

/** Lets the seeded admin past the first-login gate (once, through the API), so admin reads are real reads. */
async function readyAdmin(cloud: CloudProcess) {
  const response = await fetch(`${cloud.apiUrl}/admin/update`, {
    method: 'PUT',
    headers: { authorization: `Bearer ${cloud.tokens.admin}`, 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'admin@tiffin.local', newPassword: BENCH_ADMIN_PASSWORD }),
  });
  if (!response.ok) throw new Error(`admin password change: ${response.status} ${await response.text()}`);
}

export async function run(): Promise<BenchSection[]> {
  const cloudStarting = startCloudProcess();
  // Don't leave an unhandled rejection while the bundles build.
  cloudStarting.catch(() => undefined);
  rmSync(outDir, { recursive: true, force: true });
  mkdirSync(outDir, { recursive: true });
  writeFileSync(path.join(outDir, 'invoke.mjs'), INVOKER);

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

    const baseline: Subject = {
      name: 'empty handler (baseline)',
      kind: 'baseline',
      bundle: empty,
      probe: { label: 'any event', event: {} },
      timings: [],
      imports: [],
      statuses: new Set(),
    };
    const subjects: Subject[] = [
      ...routes.map(({ route, ...bundle }): Subject => ({
        name: route.handler,
        kind: 'route',
        route,
        bundle,
        probe: probeFor(route, cloud),
        timings: [],
        imports: [],
        statuses: new Set(),
      })),
      {
        name: 'jobs/weekly-seller-stats',
        kind: 'job',
        bundle: weekly,
        probe: { label: 'EventBridge scheduled event', event: scheduledEvent },
        timings: [],
        imports: [],
        statuses: new Set(),
      },
    ];

    // Two untimed starts warm the file cache (node, the AWS SDK); every timed start records its answer.
    const t1 = performance.now();
    const warmups = [baseline, subjects[0]!];
    await runPool(
      warmups.map((subject) => () => coldStart(subject, env)),
      PARALLEL,
    );
    const round: Subject[] = [];
    const spacing = Math.ceil(subjects.length / BASELINE_PER_ROUND);
    subjects.forEach((subject, i) => {
      if (i % spacing === 0) round.push(baseline);
      round.push(subject);
    });
    const tasks = Array.from({ length: RUNS }, () => round)
      .flat()
      .map((subject) => async () => {
        const { total, imported, status } = await coldStart(subject, env);
        subject.timings.push(total);
        subject.imports.push(imported);
        subject.statuses.add(status);
      });
    const loadBefore = loadavg()[0]!;
    await runPool(tasks, PARALLEL);
    const loadAfter = loadavg()[0]!;
    console.log(
      `${tasks.length + warmups.length} cold starts in ${((performance.now() - t1) / 1000).toFixed(0)} s (parallelism ${PARALLEL})`,
    );

    const base = median(baseline.timings);
    const baseImport = median(baseline.imports);
    const withEnsure = [
      ...subjects.map((s) => ({ name: s.name, bytes: s.bundle.bytes, metafile: s.bundle.metafile })),
      { name: 'jobs/ensure-admin', bytes: ensureAdmin.bytes, metafile: ensureAdmin.metafile },
    ];
    const stripeBytes = (metafile: Metafile) => composition(metafile).get('stripe') ?? 0;
    /** 'ok', 'over', or for a bundle carrying Stripe's SDK whether it holds its own 450 KB budget. */
    const verdict = (b: { bytes: number; metafile: Metafile }) => {
      const stripe = stripeBytes(b.metafile);
      if (!stripe) return b.bytes > BUDGET_KB * 1024 ? 'over' : 'ok';
      return b.bytes - stripe > BUDGET_KB * 1024 || b.bytes > PAYMENT_BUDGET_KB * 1024
        ? 'over'
        : 'ok (Stripe SDK: 450 KB)';
    };
    const over = withEnsure.filter((b) => verdict(b) === 'over').sort((a, b) => b.bytes - a.bytes);
    const withStripe = withEnsure.filter((b) => stripeBytes(b.metafile) > 0);
    const largestOwn = Math.max(...withEnsure.map((b) => b.bytes - stripeBytes(b.metafile)));
    const largest = [...withEnsure].sort((a, b) => b.bytes - a.bytes)[0]!;

    const rows = [...subjects]
      .sort((a, b) => b.bundle.bytes - a.bundle.bytes)
      .map((s) => [
        `\`${s.name}\``,
        kb(s.bundle.bytes),
        verdict(s.bundle).replace(/^over$/, '**over**'),
        s.probe?.label ?? '',
        [...s.statuses].join(', '),
        ms(median(s.timings)),
        ms(median(s.imports)),
        ratio(median(s.timings), base),
      ]);
    const table = [
      [
        'Function',
        'Size (minified)',
        '<= 300 KB',
        'Event sent',
        'Answer',
        'Cold init (median)',
        'of which node start + import',
        'vs empty handler',
      ],
      ...rows,
      [
        '`jobs/ensure-admin` (custom resource)',
        kb(ensureAdmin.bytes),
        verdict(ensureAdmin).replace(/^over$/, '**over**'),
        'not started (needs Secrets Manager)',
        '',
        '',
        '',
        '',
      ],
      [
        'empty handler (baseline)',
        kb(empty.bytes),
        'ok',
        baseline.probe?.label ?? '',
        [...baseline.statuses].join(', '),
        ms(base),
        ms(baseImport),
        '1.00x',
      ],
    ];

    // What the bundles are made of: the part every route carries, and what the over-budget ones add.
    const parts = routes.map((r) => composition(r.metafile));
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

    const notes = [
      `Sizes: the minified JavaScript esbuild writes with \`esbuildOptionsOf()\` (infra/lib/route-function.ts), the construct's options; the AWS SDK is left out (the Lambda runtime has it) and the 700 KB geography file ships beside each bundle, not in it.`,
      `Cold init: time from spawning \`node\` (${process.version}; Lambda runs Node.js 22) to the handler's answer to one API Gateway v2 event, median of ${RUNS} starts (rounds over all bundles, after two untimed starts to warm the file cache), at most ${PARALLEL} at a time, against the in-memory local cloud (DynamoDB Local, seeded). The baseline is an empty handler bundled the same way: ${ms(base)} (its import alone ${ms(baseImport)}); it was started ${RUNS * BASELINE_PER_ROUND} times, spread over the rounds. Load average (1 min) ${loadBefore.toFixed(1)} before the timed starts and ${loadAfter.toFixed(1)} after, on ${cpus().length} cores. The AWS SDK resolves from node_modules, so its load time counts, as it does in Lambda.`,
      `Events: GET routes get a valid request with the seeded data (protected ones with a token of their role; the admin's first-login password change is done once first); POST/PUT/DELETE routes get an empty JSON object and, for path ids, an invalid id, so validation answers 400 after auth and the role check (so no table item changes); routes without any input get their real request.`,
      `Every route bundle carries ${kb(commonBytes)} in common: ${topParts(common, 6)}.`,
      ...over.map((b) => {
        const own = composition(b.metafile);
        const stripe = own.get('stripe') ?? 0;
        return `\`${b.name}\` (${kb(b.bytes)}, over by ${kb(b.bytes - BUDGET_KB * 1024)}): ${topParts(own, 5)}${stripe ? `; without the Stripe SDK it would be ${kb(b.bytes - stripe)}` : ''}.`;
      }),
      ...withStripe.map(
        (b) =>
          `\`${b.name}\` takes payments: ${kb(b.bytes)}, of which the Stripe SDK ${kb(stripeBytes(b.metafile))} (one class that registers every Stripe resource, so nothing tree-shakes); its own code is ${kb(b.bytes - stripeBytes(b.metafile))}.`,
      ),
      `Largest bundle: \`${largest.name}\` ${kb(largest.bytes)}. Bundles are written to node_modules/.cache/tiffin-bench/bundles.`,
      ...(unexpected.length
        ? [
            `Unexpected answers: ${unexpected.map((s) => `\`${s.name}\` ${[...s.statuses].join('/') || '?'}`).join(', ')}.`,
          ]
        : ['Every GET answered 2xx and every refused write 400, as intended.']),
    ];

    return [
      {
        title: 'Lambda bundles and cold init',
        intro: `Each of the ${subjects.length + 1} function bundles (${routes.length} routes and 2 jobs) built as the CDK construct builds it, with its minified size against the 300 KB budget and its cold init against an empty handler bundled the same way (ratio of medians, same run).`,
        table,
        budgets: [
          {
            name: 'Every Lambda bundle <= 300 KB minified (without the Stripe SDK)',
            limit: '<= 300 KB',
            measured: `largest ${kb(largestOwn)}${over.length ? `; over: ${over.map((b) => b.name).join(', ')}` : ''}`,
            ok: over.length === 0,
          },
          {
            name: `Payment bundles with the Stripe SDK (${withStripe.length} routes)`,
            limit: '<= 450 KB',
            measured: `largest ${kb(Math.max(0, ...withStripe.map((b) => b.bytes)))}`,
            ok: withStripe.every((b) => b.bytes <= PAYMENT_BUDGET_KB * 1024),
          },
        ],
        notes,
      },
    ];
  } finally {
    await cloud.stop();
  }
}
