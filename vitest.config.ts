import { defineConfig } from 'vitest/config';

/** One vitest config, three projects; `npm test` runs them all plus the Playwright e2e suite. */
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: ['shared/test/**/*.test.ts', 'functions/test/unit/**/*.test.ts'],
          environment: 'node',
          // The domain counts business events (Powertools Metrics); in unit tests nothing is published.
          env: { POWERTOOLS_METRICS_DISABLED: 'true' },
        },
      },
      {
        test: {
          name: 'integration',
          include: ['functions/test/integration/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['functions/test/integration/global-setup.ts'],
          setupFiles: ['functions/test/integration/setup-env.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          fileParallelism: false,
        },
      },
      {
        test: {
          name: 'infra',
          include: ['infra/test/**/*.test.ts'],
          environment: 'node',
          // Each file removes the folders it synthesised into (infra/test/build-app.ts).
          setupFiles: ['infra/test/setup.ts'],
          testTimeout: 240_000,
          hookTimeout: 240_000,
        },
      },
      {
        extends: './web/vite.config.ts',
        test: {
          name: 'web',
          root: './web',
          include: ['src/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          setupFiles: ['./src/test/setup.ts'],
          // Screen tests type and wait like a person; on a busy shared 2-core machine 5 s is too tight.
          testTimeout: 30_000,
        },
      },
    ],
  },
});
