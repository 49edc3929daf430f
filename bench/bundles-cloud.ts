// The in-memory local cloud (DynamoDB Local seeded with the demo data, SES inbox, local Stripe, API gateway) in a
// process of its own, for `bench/bundles.ts` and `bench/web.ts`. Its own process because `startLocalCloud` sets the
// environment and imports every handler, whose DynamoDB client and token verifier then keep that cloud's endpoint
// and key: a second cloud started later in the same `npm run bench` process would be served by the first one's.
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { benchCloudPorts, childPortEnv } from './ports.ts';

const repoRoot = path.resolve(import.meta.dirname, '..');
const READY = '@@tiffin-bench-cloud ';

/** Seeded accounts the benchmarks act as (local/src/seed-data.ts): the approved Bengaluru seller owns r-blr-udupi. */
export const BENCH_ACCOUNTS = { customer: 'u-customer', seller: 'u-seller-blr', admin: 'u-admin' } as const;
export type BenchRole = keyof typeof BENCH_ACCOUNTS;

export interface CloudProcess {
  apiUrl: string;
  /** What `startLocalCloud` put in the environment: the variables a handler reads (table, endpoints, keys). */
  env: Record<string, string>;
  /** A 12 h token per role, signed with `signToken` and the cloud's key. */
  tokens: Record<BenchRole, string>;
  stop: () => Promise<void>;
}

interface Ready {
  apiUrl: string;
  env: Record<string, string>;
  tokens: Record<BenchRole, string>;
}

/** Boots the cloud in a child process and answers once its API listens. */
export async function startCloudProcess(): Promise<CloudProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', fileURLToPath(import.meta.url)], {
    cwd: repoRoot,
    env: { ...process.env, ...childPortEnv() },
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  const exited = once(child, 'exit');
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      await exited;
    }
  };
  const lines = createInterface({ input: child.stdout });
  const ready = new Promise<Ready>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('the local cloud did not start within 180 s')), 180_000);
    lines.on('line', (line) => {
      if (!line.startsWith(READY)) return void (line.trim() && console.log(`[cloud] ${line}`));
      clearTimeout(timer);
      resolve(JSON.parse(line.slice(READY.length)) as Ready);
    });
    void exited.then(([code]) => {
      clearTimeout(timer);
      reject(new Error(`the local cloud exited (code ${String(code)}) before it was ready`));
    });
  });
  try {
    return { ...(await ready), stop };
  } catch (error) {
    await stop();
    throw error;
  }
}

async function serve() {
  const before = { ...process.env };
  const { startLocalCloud } = await import('../local/src/cloud.ts');
  // The seed's pictures as production serves photos: WebP under the site's /photos/ (bench/web-static.ts serves them).
  const cloud = await startLocalCloud({
    ports: await benchCloudPorts(),
    tableName: 'tiffin-bench',
    seedPhotos: 'webp',
  });
  // Only now: the token module reads the key the cloud just put in the environment.
  const { signToken } = await import('@tiffin/functions/platform/tokens');
  const tokens = Object.fromEntries(
    await Promise.all(
      (Object.entries(BENCH_ACCOUNTS) as [BenchRole, string][]).map(async ([role, sub]) => [
        role,
        await signToken({ sub, role }),
      ]),
    ),
  ) as Record<BenchRole, string>;
  const env = Object.fromEntries(
    Object.entries(process.env).filter(
      (entry): entry is [string, string] => entry[1] !== undefined && before[entry[0]] !== entry[1],
    ),
  );
  process.stdout.write(`${READY}${JSON.stringify({ apiUrl: cloud.apiUrl, env, tokens } satisfies Ready)}\n`);

  let stopping = false;
  const stop = () => {
    if (stopping) return;
    stopping = true;
    void cloud.stop().finally(() => process.exit(0));
  };
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
  // The benchmark process went away without stopping us: stop too.
  process.stdin.on('end', stop);
  process.stdin.resume();
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  serve().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
