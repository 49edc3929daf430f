// The ports the bench listens on. With BENCH_PORT_BASE=N (a machine shared by several checkouts, each given a range of
// its own) every port comes from N to N+199: the bench's own process from N up, the local cloud's process (its
// child) from N+100 up; each candidate is tried and skipped if taken. Without it the system picks free ports.
import { createServer } from 'node:net';
import { freePort, freePorts } from '../local/src/cloud.ts';
import type { LocalCloudPorts } from '../local/src/cloud.ts';

/** How many ports of the range each process may use. */
export const PORTS_PER_PROCESS = 100;

let nextOffset = 0;

function listensFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = createServer();
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });
}

/** The base of the range, or undefined when BENCH_PORT_BASE is unset. */
export function benchPortBase(raw = process.env.BENCH_PORT_BASE): number | undefined {
  if (raw === undefined || raw === '') return undefined;
  const base = Number(raw);
  if (!Number.isInteger(base) || base < 1024 || base > 65535 - 2 * PORTS_PER_PROCESS)
    throw new Error(`BENCH_PORT_BASE must be a port number from 1024 up, not ${raw}`);
  return base;
}

/** One free port: the next one of this process's slice of the range, or one the system picks. */
export async function benchPort(): Promise<number> {
  const base = benchPortBase();
  if (base === undefined) return freePort();
  while (nextOffset < PORTS_PER_PROCESS) {
    const port = base + nextOffset++;
    if (await listensFree(port)) return port;
  }
  throw new Error(`no free port left in ${base}-${base + PORTS_PER_PROCESS - 1}`);
}

/** The local cloud's ports (DynamoDB Local, API, SES, Stripe, WebSocket, S3), each from benchPort. */
export const benchCloudPorts = (): Promise<LocalCloudPorts> => freePorts(benchPort);

/** The environment of a child process that listens too: the next slice of the range. */
export function childPortEnv(): Record<string, string> {
  const base = benchPortBase();
  return base === undefined ? {} : { BENCH_PORT_BASE: String(base + PORTS_PER_PROCESS) };
}
