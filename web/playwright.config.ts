import { fileURLToPath } from 'node:url';
import { defineConfig, devices } from '@playwright/test';
import { E2E_WORKERS, stackPortEnv, stackPorts } from './e2e/support/stacks';

const repoRoot = fileURLToPath(new URL('..', import.meta.url));
const dataRoot = process.env.TIFFIN_DATA_DIR ?? `${repoRoot}.data/e2e`;
// The production build with CloudFront's headers (its strict CSP included), as customers get it; WEB_MODE=dev runs
// the tests against Vite's dev server instead. The build is made once, by the first stack, into a folder the others
// serve as it is, each with its own /config.js (the deploy's way: one build for every stage).
const webMode = process.env.WEB_MODE ?? 'build';
const webDist = `${dataRoot}/web-dist`;

/**
 * One local stack per worker (e2e/support/stacks.ts): each worker's tests run on their own accounts, restaurants,
 * carts and orders, so two workers never collide; within a worker, files run one after another as before.
 */
const stacks = Array.from({ length: E2E_WORKERS }, (_, index) => {
  const ports = stackPorts(index);
  return {
    command: 'npm start',
    cwd: repoRoot,
    url: `http://127.0.0.1:${ports.web}`,
    // Its own ports, away from `npm start`'s, so a developer's running stack is never taken for it.
    reuseExistingServer: false,
    timeout: 180_000,
    // start.ts stops DynamoDB Local, the API and vite on SIGTERM.
    gracefulShutdown: { signal: 'SIGTERM' as const, timeout: 15_000 },
    stdout: index === 0 ? ('pipe' as const) : ('ignore' as const),
    env: {
      TIFFIN_DATA_DIR: `${dataRoot}/stack-${index}`,
      TIFFIN_RESET: '1',
      TIFFIN_TABLE_IN_MEMORY: '1',
      WEB_MODE: webMode,
      // The first stack builds the web app; Playwright starts the stacks one after another, so it is there.
      ...(webMode === 'build' ? { WEB_DIST: webDist, WEB_DIST_REUSE: index === 0 ? '0' : '1' } : {}),
      // Accounts are hashed at a low scrypt cost (functions/src/platform/passwords.ts); deploys keep 2^17.
      PASSWORD_HASH_COST: '10',
      ...stackPortEnv(ports),
    },
  };
});

export default defineConfig({
  testDir: './e2e',
  workers: E2E_WORKERS,
  reporter: 'list',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  forbidOnly: !!process.env.CI,
  // A failed test runs once more, traced (a trace on every test costs a third of the browser's work); the run still
  // fails on it: npm test counts a test that passed only on its retry as failed.
  retries: 1,
  use: {
    // Each worker's pages open on its own stack (the `test` of e2e/support/a11y.ts); this is the first one's.
    baseURL: stacks[0]!.url,
    trace: 'on-first-retry',
  },
  projects: [
    {
      name: 'chromium',
      use: {
        ...devices['Desktop Chrome'],
        launchOptions: {
          // Debian's Chromium headless shell (package chromium-headless-shell): the same Blink and V8 as the browser,
          // without the browser's UI processes, which took about 40% of the e2e run's CPU. E2E_CHROMIUM picks another.
          executablePath: process.env.E2E_CHROMIUM ?? '/usr/bin/chromium-headless-shell',
          args: [
            '--headless',
            '--no-sandbox',
            '--disable-gpu',
            '--disable-quic',
            '--no-first-run',
            '--disable-background-networking',
            '--disable-component-update',
            '--disable-sync',
          ],
        },
      },
    },
  ],
  webServer: stacks,
});
