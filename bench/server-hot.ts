// Section 1: the hot GET routes through the Middy preset against bare handlers doing the same DynamoDB calls,
// both behind the same local API Gateway code (local/src/gateway.ts), in this process.
import { once } from 'node:events';
import { readFileSync } from 'node:fs';
import { isDeepStrictEqual } from 'node:util';
import type { Server } from 'node:http';
import { benchPort } from './ports.ts';
import { ms, type BenchSection } from './report.ts';
import { bareHandlers } from './server-bare.ts';
import { startLoader, type LoadResult } from './server-load.ts';

const CONNECTIONS = [1, 16, 64] as const;
/** The connection count the budget is read at. */
const BUDGET_CONNECTIONS = 16;
/** Each side of a pair runs this many short rounds, alternating with the other side; more where the budget is read. */
const ROUNDS: Record<(typeof CONNECTIONS)[number], number> = { 1: 4, 16: 12, 64: 4 };
const ROUND_SECONDS = 1;
const WARM_UP_SECONDS = 2;
const CUSTOMER = 'u-customer';
/** The approved seller of r-blr-udupi, which has the seeded order TF-SEED0001. */
const SELLER = 'u-seller-blr';
const FOOD = 'f-blr-masala-dosa';

interface HotRoute {
  name: string;
  path: string;
  role?: 'customer' | 'seller';
}

const HOT_ROUTES: HotRoute[] = [
  { name: 'Restaurants of a city', path: '/api/restaurant/get?city=bengaluru' },
  { name: 'Foods of a city', path: '/api/foods/get?city=bengaluru' },
  { name: 'Food detail', path: `/api/foods/get/${FOOD}` },
  { name: 'Cart (2 lines)', path: '/api/cart/get/user', role: 'customer' },
  { name: 'My orders', path: '/api/order/getMyOrder', role: 'customer' },
  { name: 'Seller orders', path: '/seller/orders', role: 'seller' },
];

async function listen(server: Server): Promise<string> {
  const port = await benchPort();
  server.listen(port, '127.0.0.1');
  await once(server, 'listening');
  return `http://127.0.0.1:${port}`;
}

/** Lets the requests still in flight finish (they need DynamoDB Local, stopped next), then closes. */
const close = (server: Server) =>
  new Promise<void>((resolve) => {
    server.close(() => resolve());
    server.closeIdleConnections();
    setTimeout(() => server.closeAllConnections(), 5000).unref();
  });

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};

/** A run, with the CPU time this process's main thread (both servers, DynamoDB client included) spent during it. */
interface Measured extends LoadResult {
  cpuMs: number;
}

/**
 * CPU milliseconds of the main thread so far: Linux's /proc utime + stime of the thread (10 ms ticks), which, unlike
 * wall-clock busy time, does not grow while other processes of this shared machine hold the cores. Elsewhere, the
 * event loop's busy time stands in.
 */
function mainThreadCpuMs(): number {
  try {
    const stat = readFileSync(`/proc/self/task/${process.pid}/stat`, 'utf8');
    const [utime = 0, stime = 0] = stat
      .slice(stat.lastIndexOf(')') + 2)
      .split(' ')
      .slice(11, 13)
      .map(Number);
    return (utime + stime) * 10;
  } catch {
    return performance.eventLoopUtilization().active;
  }
}

interface Side {
  /** Requests per second over all rounds. */
  rps: number;
  /** Main-thread CPU milliseconds per request (the servers' JavaScript: gateway, handler, DynamoDB client). */
  cpuMs: number;
  /** Medians of the rounds' percentiles. */
  p50: number;
  p99: number;
  failures: number;
}

interface Pair {
  bare: Side;
  preset: Side;
  /** The median over rounds of bare req/s ÷ preset req/s, each round measuring both sides back to back. */
  overhead: number;
  ratios: number[];
}

/**
 * Both sides in short alternating rounds (bare, preset, then preset, bare, ...), so a burst of load from
 * elsewhere on this shared machine, or DynamoDB Local's JIT and GC, hits both sides alike.
 */
async function measurePair(rounds: number, run: (side: 'bare' | 'preset') => Promise<Measured>): Promise<Pair> {
  const results: { bare: Measured; preset: Measured }[] = [];
  for (let i = 0; i < rounds; i++) {
    const round = {} as { bare: Measured; preset: Measured };
    for (const side of i % 2 ? (['preset', 'bare'] as const) : (['bare', 'preset'] as const))
      round[side] = await run(side);
    results.push(round);
  }
  const total = (name: 'bare' | 'preset', key: 'requests' | 'cpuMs' | 'failures') =>
    results.reduce((sum, round) => sum + round[name][key], 0);
  const side = (name: 'bare' | 'preset'): Side => ({
    rps: results.reduce((sum, round) => sum + round[name].rps, 0) / results.length,
    cpuMs: total(name, 'cpuMs') / total(name, 'requests'),
    p50: median(results.map((round) => round[name].p50)),
    p99: median(results.map((round) => round[name].p99)),
    failures: total(name, 'failures'),
  });
  const ratios = results.map((round) => round.bare.rps / round.preset.rps);
  return { bare: side('bare'), preset: side('preset'), overhead: median(ratios), ratios };
}

export async function hotRoutes(): Promise<BenchSection> {
  const { createGateway } = await import('../local/src/gateway.ts');
  const { signToken } = await import('@tiffin/functions/platform/tokens');
  const tokens = {
    customer: await signToken({ sub: CUSTOMER, role: 'customer' }),
    seller: await signToken({ sub: SELLER, role: 'seller' }),
  };
  const headersFor = (route: HotRoute) => (route.role ? { authorization: `Bearer ${tokens[route.role]}` } : undefined);

  // Two gateways built the same way; the second runs the bare functions instead of six routes' handler files.
  const presetServer = await createGateway();
  const bareServer = await createGateway({ handlers: await bareHandlers({ customer: CUSTOMER, seller: SELLER }) });
  const bases = { preset: await listen(presetServer), bare: await listen(bareServer) };
  const loader = startLoader();
  const load = async (
    url: string,
    connections: number,
    duration: number,
    headers?: Record<string, string>,
  ): Promise<Measured> => {
    const before = mainThreadCpuMs();
    const result = await loader.load({ url, connections, duration, ...(headers ? { headers } : {}) });
    return { ...result, cpuMs: mainThreadCpuMs() - before };
  };

  try {
    // The demo customer's cart gets two dishes, so the cart route reads the cart and BatchGets its dishes.
    for (const foodId of [FOOD, 'f-blr-ghee-roast']) {
      const added = await fetch(`${bases.preset}/api/cart/add`, {
        method: 'POST',
        headers: { authorization: `Bearer ${tokens.customer}`, 'content-type': 'application/json' },
        body: JSON.stringify({ foodId }),
      });
      if (added.status !== 200) throw new Error(`cart add answered ${added.status}: ${await added.text()}`);
    }

    // Both sides must answer the same thing, or the comparison means nothing.
    for (const route of HOT_ROUTES) {
      const [preset, bare] = await Promise.all(
        [bases.preset, bases.bare].map(async (base) => {
          const response = await fetch(base + route.path, { headers: headersFor(route) });
          return { status: response.status, body: (await response.json()) as unknown };
        }),
      );
      if (preset!.status !== 200 || bare!.status !== 200 || !isDeepStrictEqual(preset!.body, bare!.body)) {
        throw new Error(`${route.name}: preset and bare answers differ (${preset!.status} / ${bare!.status})`);
      }
    }

    console.log(`  warming up (${WARM_UP_SECONDS} s per route and side)`);
    for (const route of HOT_ROUTES) {
      for (const base of [bases.bare, bases.preset])
        await load(base + route.path, 16, WARM_UP_SECONDS, headersFor(route));
    }

    const results = new Map<string, Pair>();
    for (const connections of CONNECTIONS) {
      for (const route of HOT_ROUTES) {
        const pair = await measurePair(ROUNDS[connections], (side) =>
          load(bases[side] + route.path, connections, ROUND_SECONDS, headersFor(route)),
        );
        results.set(`${route.name}@${connections}`, pair);
        console.log(
          `  ${route.name}, ${connections} conn: bare ${pair.bare.rps.toFixed(0)} req/s, preset ${pair.preset.rps.toFixed(0)} req/s, ` +
            `overhead ${pair.overhead.toFixed(2)}x (rounds ${pair.ratios.map((r) => r.toFixed(2)).join(' ')}); ` +
            `main-thread CPU ${pair.bare.cpuMs.toFixed(2)} / ${pair.preset.cpuMs.toFixed(2)} ms per request`,
        );
      }
    }

    const table = [
      [
        'Route',
        'Conn.',
        'Bare req/s',
        'Preset req/s',
        'Overhead (bare ÷ preset req/s, median of rounds)',
        'Bare p50 / p99',
        'Preset p50 / p99',
        'Main-thread CPU ms/req, bare / preset (ratio)',
      ],
    ];
    for (const route of HOT_ROUTES) {
      for (const connections of CONNECTIONS) {
        const { bare, preset, overhead } = results.get(`${route.name}@${connections}`)!;
        table.push([
          route.name,
          String(connections),
          bare.rps.toFixed(0),
          preset.rps.toFixed(0),
          connections === BUDGET_CONNECTIONS ? `**${overhead.toFixed(2)}x**` : `${overhead.toFixed(2)}x`,
          `${ms(bare.p50)} / ${ms(bare.p99)}`,
          `${ms(preset.p50)} / ${ms(preset.p99)}`,
          `${bare.cpuMs.toFixed(2)} / ${preset.cpuMs.toFixed(2)} (${(preset.cpuMs / bare.cpuMs).toFixed(2)}x)`,
        ]);
      }
    }

    const atBudget = HOT_ROUTES.map((route) => {
      return { route, overhead: results.get(`${route.name}@${BUDGET_CONNECTIONS}`)!.overhead };
    });
    const overhead = median(atBudget.map((r) => r.overhead));
    const worst = atBudget.reduce((a, b) => (b.overhead > a.overhead ? b : a));
    const failures = [...results.values()].reduce((sum, pair) => sum + pair.bare.failures + pair.preset.failures, 0);
    const cpuOverhead = median(
      HOT_ROUTES.map((route) => {
        const { bare, preset } = results.get(`${route.name}@${BUDGET_CONNECTIONS}`)!;
        return preset.cpuMs / bare.cpuMs;
      }),
    );

    return {
      title: 'Middy preset against a bare handler (hot routes)',
      intro:
        `Each hot route is served twice by the same local API Gateway code (two instances of local/src/gateway.ts in one process): ` +
        `through its real handler (the Middy preset), and through a bare function making the same domain call, hence the same DynamoDB ` +
        `requests, with a fixed caller and nothing of the preset (no logger context, headers, token check, seller standing read, zod or ` +
        `error mapping); both answers are checked equal first. Load: autocannon 8 in a worker thread, after a ${WARM_UP_SECONDS} s warm-up per ` +
        `route and side, rounds of ${ROUND_SECONDS} s per side, the sides alternating (bare then preset, preset then bare, ...): ` +
        `${CONNECTIONS.map((c) => `${ROUNDS[c]} rounds at ${c}`).join(', ')} connection(s). Req/s is the mean over rounds, p50 and p99 the ` +
        `medians of the rounds' percentiles, main-thread CPU ms/req the CPU time of this process's main thread (both servers' ` +
        `JavaScript: gateway, handler, DynamoDB client; not DynamoDB Local, not autocannon) per request, from /proc. ` +
        `Overhead = bare req/s ÷ preset req/s, the median over the rounds of each round's ratio; ` +
        `the budget is the median over the six routes of that overhead at ${BUDGET_CONNECTIONS} connections (bold).`,
      table,
      budgets: [
        {
          name: `Middy preset overhead (median of 6 routes, bare ÷ preset req/s, ${BUDGET_CONNECTIONS} connections)`,
          limit: '<= 1.2x',
          measured: `${overhead.toFixed(2)}x (worst: ${worst.route.name} ${worst.overhead.toFixed(2)}x)`,
          ok: overhead <= 1.2 && failures === 0,
        },
      ],
      notes: [
        failures === 0
          ? 'Every request of every run answered 2xx.'
          : `${failures} requests failed (non-2xx, socket error or timeout): the runs are not comparable.`,
        `For comparison, main-thread CPU per request, preset ÷ bare, median of the six routes at ${BUDGET_CONNECTIONS} connections: ` +
          `${cpuOverhead.toFixed(2)}x. It does not move when other processes take the cores, which req/s does (see how the rounds ` +
          'of one route disagree in the console output), so it is the steadier view of the same cost.',
        'A seller call reads the seller account once on both sides: in the preset it is the standing check (so a revoke works at ' +
          'once, README Security), which hands the account to the domain; the bare function reads it in the domain.',
        'No rate limit applies to these GET routes (only login and the email-code routes have limits), so RATE_LIMIT_MULTIPLIER is not needed.',
        `Tokens are ES256 JWTs signed with the run's key for ${CUSTOMER} and ${SELLER}; the customer's cart holds 2 dishes of one restaurant.`,
      ],
    };
  } finally {
    await loader.close();
    await Promise.all([close(presetServer), close(bareServer)]);
  }
}
