/**
 * The e2e run starts one local stack (`npm start`) per Playwright worker, each on ports and with data of its own
 * (playwright.config.ts), and every worker's tests talk to their own: two workers never share an account, a cart,
 * an order or a restaurant, so their tests cannot collide. The ports lie away from `npm start`'s defaults, so a
 * developer's running stack is neither reused nor disturbed.
 */

/** How many workers, and so stacks, a run has (E2E_WORKERS; 2 by default, one per core of the machines we run on). */
export const E2E_WORKERS = Number(process.env.E2E_WORKERS ?? 2);

/**
 * Where the stacks' ports start (E2E_PORT_BASE; 24000 by default), so two checkouts can run their e2e side by side.
 * Below Linux's ephemeral range (32768-60999): a port there may already be the local end of some outgoing
 * connection when a stack starts, and its server then fails with EADDRINUSE.
 */
const PORT_BASE = Number(process.env.E2E_PORT_BASE ?? 24_000);

/** The ports of stack `index` (0-based): PORT_BASE + 10 * index + the server's own offset. */
export function stackPorts(index: number) {
  const base = PORT_BASE + 10 * index;
  return {
    web: base,
    api: base + 1,
    ses: base + 2,
    dynamodb: base + 3,
    stripe: base + 4,
    ws: base + 5,
    s3: base + 6,
  };
}

/** `npm start`'s settings for a stack's ports (local/src/settings.ts reads them). */
export function stackPortEnv(ports: ReturnType<typeof stackPorts>): Record<string, string> {
  return {
    WEB_PORT: String(ports.web),
    API_PORT: String(ports.api),
    SES_PORT: String(ports.ses),
    DYNAMODB_PORT: String(ports.dynamodb),
    STRIPE_PORT: String(ports.stripe),
    WS_PORT: String(ports.ws),
    S3_PORT: String(ports.s3),
  };
}

/** The stack of the worker this code runs in (Playwright numbers its workers' slots from 0: TEST_PARALLEL_INDEX). */
const own = stackPorts(Number(process.env.TEST_PARALLEL_INDEX ?? 0));

export const webUrl = `http://127.0.0.1:${own.web}`;
export const apiUrl = `http://127.0.0.1:${own.api}`;
export const inboxUrl = `http://127.0.0.1:${own.ses}`;
export const photosBucketUrl = `http://localhost:${own.s3}/tiffin-photos`;
