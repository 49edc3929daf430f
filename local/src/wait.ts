import { setTimeout as sleep } from 'node:timers/promises';

/** Retries `probe` until it resolves, or fails with the last error after `timeoutMs`. */
export async function waitFor(what: string, probe: () => Promise<unknown>, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let lastError: unknown;
  while (Date.now() < deadline) {
    try {
      await probe();
      return;
    } catch (error) {
      lastError = error;
      if (error instanceof Error && /exited/.test(error.message)) throw error;
      await sleep(250);
    }
  }
  throw new Error(`${what} did not start within ${timeoutMs / 1000} s: ${String(lastError)}`);
}
