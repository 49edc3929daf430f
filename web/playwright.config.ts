import { fileURLToPath } from 'node:url';
import { defineConfig, devices } from '@playwright/test';

const repoRoot = fileURLToPath(new URL('..', import.meta.url));
// The defaults are `npm start`'s ports; the same variables move both.
const webPort = Number(process.env.WEB_PORT ?? 5173);
const webUrl = `http://127.0.0.1:${webPort}`;

export default defineConfig({
  testDir: './e2e',
  workers: 1,
  reporter: 'list',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  forbidOnly: !!process.env.CI,
  use: {
    baseURL: webUrl,
    trace: 'retain-on-failure',
  },
  projects: [
    {
      name: 'chromium',
      use: {
        ...devices['Desktop Chrome'],
        launchOptions: {
          executablePath: '/usr/bin/chromium',
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
  webServer: {
    command: 'npm start',
    cwd: repoRoot,
    url: webUrl,
    reuseExistingServer: !process.env.CI,
    timeout: 180_000,
    // start.ts stops DynamoDB Local, the API and vite on SIGTERM.
    gracefulShutdown: { signal: 'SIGTERM', timeout: 15_000 },
    stdout: 'pipe',
    env: {
      // A run of its own (other ports and data) passes TIFFIN_DATA_DIR like the port variables.
      TIFFIN_DATA_DIR: process.env.TIFFIN_DATA_DIR ?? `${repoRoot}.data/e2e`,
      TIFFIN_RESET: '1',
      // The production build with CloudFront's headers (its strict CSP included), as customers get it;
      // WEB_MODE=dev runs the tests against Vite's dev server instead.
      WEB_MODE: process.env.WEB_MODE ?? 'build',
    },
  },
});
