import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { startLocalCloud } from './cloud.ts';
import { seedAccounts } from './seed-data.ts';
import { repoRoot, settings } from './settings.ts';
import { waitFor } from './wait.ts';

/**
 * `npm start`: the whole of Tiffin on a laptop (docs/architecture.md#the-local-cloud). DynamoDB Local, the SES inbox,
 * the local Stripe, the API (the same handler files Lambda runs) and the web app, seeded on first start.
 */
const { ports, dataDir, tableName } = settings;
/** A new order reaches the seller dashboard within a minute. */
const WEEKLY_STATS_EVERY_MS = 30_000;
/** A paid checkout nobody verified becomes its order (or its refund) within a minute. */
const RECONCILE_EVERY_MS = 60_000;
const stops: Array<() => Promise<unknown> | unknown> = [];
let stopping = false;

async function stopAll(code: number) {
  if (stopping) return;
  stopping = true;
  for (const stop of stops.reverse()) await Promise.resolve(stop()).catch(() => undefined);
  process.exit(code);
}
process.on('SIGINT', () => void stopAll(0));
process.on('SIGTERM', () => void stopAll(0));

async function main() {
  const started = Date.now();
  if (settings.reset) rmSync(dataDir, { recursive: true, force: true });
  mkdirSync(dataDir, { recursive: true });

  const cloud = await startLocalCloud({
    ports,
    tableName,
    dataDir,
    tableInMemory: settings.tableInMemory,
    webPort: ports.web,
  });
  stops.push(cloud.stop);
  if (cloud.seeded) console.log('Seeded the demo marketplace.');
  const { apiUrl, socketUrl } = cloud;

  const { runWeeklyStats } = await import('@tiffin/functions/jobs/weekly-seller-stats');
  stops.push(onTimer('weekly seller stats', WEEKLY_STATS_EVERY_MS, runWeeklyStats));
  const { runReconciliation } = await import('@tiffin/functions/jobs/reconcile-payments');
  stops.push(
    onTimer('payment reconciliation', RECONCILE_EVERY_MS, async () => {
      const { fixes, failed } = await runReconciliation();
      if (fixes.length > 0) console.log(`[jobs] payment reconciliation settled ${fixes.length} payment(s)`);
      if (failed.length > 0) throw new Error(`${failed.length} payment(s) not settled: ${failed.join(', ')}`);
    }),
  );

  const web = await startWeb(apiUrl, socketUrl, cloud.photos.publicUrl);
  stops.push(() => web.kill('SIGTERM'));
  await waitFor(
    'the web app',
    async () => {
      const response = await fetch(`http://127.0.0.1:${ports.web}/`);
      if (!response.ok) throw new Error(`status ${response.status}`);
    },
    120_000,
  );

  printBanner(apiUrl, socketUrl, cloud.photos.publicUrl, Date.now() - started);
}

/**
 * A scheduled job on a short timer (EventBridge runs it every 15 minutes in AWS), at once and then every `everyMs`,
 * one run at a time; answers its stop, which waits for a run under way.
 */
function onTimer(name: string, everyMs: number, job: () => Promise<unknown>) {
  let running: Promise<unknown> | undefined;
  const run = () => {
    running ??= job()
      .catch((error: unknown) => console.error(`[jobs] ${name} failed:`, (error as Error).message))
      .finally(() => (running = undefined));
  };
  run();
  const timer = setInterval(run, everyMs);
  return async () => {
    clearInterval(timer);
    await running;
  };
}

/** Vite (or React Router's CLI, `bin` 'react-router'), run in the web workspace with the given environment. */
function vite(args: string[], env: NodeJS.ProcessEnv, bin = 'vite/bin/vite.js'): ChildProcess {
  return spawn(process.execPath, [path.join(repoRoot, 'node_modules', bin), ...args], {
    cwd: path.join(repoRoot, 'web'),
    env: { ...process.env, ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
}

/**
 * The web app: Vite's dev server, or (WEB_MODE=build) the production build in the data folder, served by
 * `vite preview` with CloudFront's headers, so the strict Content-Security-Policy is the one tested.
 */
async function startWeb(apiUrl: string, socketUrl: string, photosUrl: string): Promise<ChildProcess> {
  const env = {
    // Where the web server's /x/ goes (web/vite-plugins.ts `apiProxy`): the app calls the API on its own origin.
    VITE_API_URL: apiUrl,
    VITE_SOCKET_URL: socketUrl,
    VITE_PHOTOS_URL: photosUrl,
    WEB_PORT: String(ports.web),
    // Vite's optimised dependencies live with the rest of the run's data: `npm run reset` starts them afresh too.
    TIFFIN_VITE_CACHE: path.join(dataDir, 'vite'),
  };
  let args = ['--clearScreen', 'false'];
  if (settings.webMode === 'build') {
    // React Router's build writes the browser's files (the prerendered pages among them) to <dir>/client.
    const buildDir = settings.webDist ?? path.join(dataDir, 'web-dist');
    const outDir = path.join(buildDir, 'client');
    if (!settings.reuseWebDist) {
      const build = vite(
        ['build', '--emptyOutDir', '--logLevel', 'warn'],
        { ...env, WEB_BUILD_DIR: buildDir },
        '@react-router/dev/bin.cjs',
      );
      const code = await new Promise<number | null>((resolve) => build.once('exit', resolve));
      if (code !== 0) throw new Error(`The web build failed (exit ${code}).`);
    } else if (!existsSync(path.join(outDir, 'index.html'))) {
      throw new Error(`WEB_DIST_REUSE=1, but ${buildDir} holds no build.`);
    }
    args = ['preview', '--outDir', outDir, ...args];
  }
  const child = vite(args, env);
  child.once('exit', (code) => {
    if (!stopping) {
      console.error(`The web server stopped (exit ${code}).`);
      void stopAll(1);
    }
  });
  return child;
}

function printBanner(apiUrl: string, socketUrl: string, photosUrl: string, elapsedMs: number) {
  const accounts = seedAccounts()
    .filter((a) => a.role !== 'seller' || a.email === 'seller@tiffin.local' || !a.approved)
    .map(
      (a) =>
        `  ${(a.role + (a.role === 'seller' && !a.approved ? ' (pending)' : '')).padEnd(18)} ${a.email.padEnd(30)} ${a.password}`,
    );
  console.log(`
Tiffin is running (ready in ${(elapsedMs / 1000).toFixed(1)} s). Ctrl-C stops everything; data stays in ${path.relative(repoRoot, dataDir)}.

  Web app        http://localhost:${ports.web}
  API            ${apiUrl}   (the web app calls it as http://localhost:${ports.web}/x/...; try ${apiUrl}/api/restaurant/get?city=bengaluru)
  Live updates   ${socketUrl}   (orders' changes, read from the table's stream)
  Email inbox    http://localhost:${ports.ses}   (JSON: /store)
  Stripe (local)  http://localhost:${ports.stripe}   (test cards: 4242 4242 4242 4242 pays, 4000 0000 0000 0002 is declined)
  DynamoDB Local http://localhost:${ports.dynamodb}   (table "${tableName}")
  Photos (S3)    ${photosUrl}   (s3rver; uploads are resized to WebP as they arrive)
  Seller stats   recomputed every ${WEEKLY_STATS_EVERY_MS / 1000} s   (now: npm run job:weekly-stats)
  Payments       reconciled with Stripe every ${RECONCILE_EVERY_MS / 1000} s

Demo accounts:
${accounts.join('\n')}
`);
}

main().catch(async (error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  await stopAll(1);
});
