// Load generation for the server bench: autocannon (pinned in the root package.json) in one long-lived worker
// thread, so the client never shares the event loop of the servers it measures and no run pays a thread start.
import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';

export interface LoadResult {
  /** Completed requests and the run's length in seconds. */
  requests: number;
  seconds: number;
  /** Completed requests per second over the run. */
  rps: number;
  p50: number;
  p99: number;
  /** Non-2xx answers, socket errors and timeouts: any of them makes the run meaningless. */
  failures: number;
}

export interface LoadOptions {
  url: string;
  connections: number;
  /** Seconds. */
  duration: number;
  headers?: Record<string, string>;
}

// CommonJS, run by the worker: autocannon ships no types, so only plain numbers cross back. Off the main thread
// autocannon answers its raw result (it takes itself for one of its own workers), so the worker aggregates it
// with autocannon's own lib/aggregateResult.js, as autocannon's worker manager does (autocannon is pinned).
const WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const path = require('node:path');
const autocannon = require(workerData.autocannon);
const aggregateResult = require(path.join(path.dirname(workerData.autocannon), 'lib', 'aggregateResult.js'));
parentPort.on('message', async ({ id, options }) => {
  try {
    const r = aggregateResult(await autocannon(options), options);
    parentPort.postMessage({ id, result: {
      requests: r.requests.total,
      seconds: r.duration,
      rps: r.requests.total / r.duration,
      p50: r.latency.p50,
      p99: r.latency.p99,
      failures: r.non2xx + r.errors + r.timeouts,
    } });
  } catch (error) {
    parentPort.postMessage({ id, error: String(error && error.stack || error) });
  }
});
`;

export function startLoader() {
  const worker = new Worker(WORKER_SOURCE, {
    eval: true,
    workerData: { autocannon: createRequire(import.meta.url).resolve('autocannon') },
  });
  const pending = new Map<number, { resolve: (result: LoadResult) => void; reject: (error: Error) => void }>();
  let next = 0;
  worker.on('message', ({ id, result, error }: { id: number; result?: LoadResult; error?: string }) => {
    const waiting = pending.get(id);
    pending.delete(id);
    if (error !== undefined) waiting?.reject(new Error(error));
    else waiting?.resolve(result!);
  });
  worker.on('error', (error) => {
    for (const waiting of pending.values()) waiting.reject(error);
    pending.clear();
  });
  return {
    load(options: LoadOptions): Promise<LoadResult> {
      const id = next++;
      return new Promise((resolve, reject) => {
        pending.set(id, { resolve, reject });
        worker.postMessage({ id, options });
      });
    },
    close: () => worker.terminate(),
  };
}
