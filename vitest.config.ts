import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/** The files that run longest, longest first: small on disk, so vitest's order for a fresh checkout runs them last. */
const LONGEST = ['functions/test/integration/fuzz.test.ts', 'functions/test/integration/authorization-matrix.test.ts'];

/**
 * Vitest's own order (project by project; within one, the slowest of the last run first, or, with no last run as on a
 * fresh CI checkout, the largest file first), except that LONGEST go first in their project: started last, the fuzz
 * suite alone ran the integration project's last 100 s while the other worker sat idle.
 */
class LongestFirstSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const rank = (spec: TestSpecification) => LONGEST.findIndex((name) => spec.moduleId.endsWith(name));
    const byProject = new Map<string, TestSpecification[]>();
    for (const spec of await super.sort(files)) {
      if (!byProject.has(spec.project.name)) byProject.set(spec.project.name, []);
      byProject.get(spec.project.name)!.push(spec);
    }
    return [...byProject.values()].flatMap((group) => [
      ...group.filter((spec) => rank(spec) >= 0).sort((a, b) => rank(a) - rank(b)),
      ...group.filter((spec) => rank(spec) < 0),
    ]);
  }
}

/** One vitest config, five projects; `npm test` runs them all plus the Playwright e2e suite. */
export default defineConfig({
  test: {
    // One worker per core: vitest's default leaves one core idle (availableParallelism - 1), half of a 2-core machine.
    maxWorkers: availableParallelism(),
    sequence: { sequencer: LongestFirstSequencer },
    // `npm run test:coverage`: statement coverage of the functions and the shared code by every vitest suite.
    coverage: {
      provider: 'v8',
      include: ['functions/src/**/*.ts', 'shared/src/**/*.ts'],
      reporter: ['text-summary', 'json-summary'],
      reportsDirectory: 'test-results/coverage',
    },
    projects: [
      {
        test: {
          name: 'unit',
          include: ['shared/test/**/*.test.ts', 'functions/test/unit/**/*.test.ts', 'scripts/test/**/*.test.ts'],
          environment: 'node',
          // The domain counts business events (Powertools Metrics); in unit tests nothing is published or traced. Passwords
          // are hashed at a low scrypt cost (platform/passwords.ts; deployed functions keep the production one).
          env: { POWERTOOLS_METRICS_DISABLED: 'true', POWERTOOLS_TRACE_ENABLED: 'false', PASSWORD_HASH_COST: '10' },
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
          // Files run side by side, each worker on a table of its own (global-setup.ts); passwords are hashed at a
          // low scrypt cost (platform/passwords.ts; deployed functions keep the production one).
          env: { PASSWORD_HASH_COST: '10' },
        },
      },
      {
        test: {
          name: 'infra',
          include: ['infra/test/**/*.test.ts'],
          environment: 'node',
          // Each distinct app configuration is synthesised once per worker and shared by every file that worker runs
          // (infra/test/build-app.ts): the files share their worker's modules.
          globalSetup: ['infra/test/global-setup.ts'],
          setupFiles: ['infra/test/setup.ts'],
          isolate: false,
          testTimeout: 240_000,
          hookTimeout: 240_000,
        },
      },
      {
        test: {
          name: 'local',
          include: ['local/test/**/*.test.ts'],
          environment: 'node',
          // The local cloud's tests start DynamoDB Local (a JVM) and Vite's dev server: slow on a busy machine.
          testTimeout: 120_000,
          hookTimeout: 120_000,
        },
      },
      {
        extends: './web/vite.config.ts',
        test: {
          name: 'web',
          root: './web',
          // Its own config is web/vite.config.ts, so it names the root's worker count again (vitest runs projects
          // with one count side by side).
          maxWorkers: availableParallelism(),
          include: ['src/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          setupFiles: ['./src/test/setup.ts'],
          // Screen tests type and wait like a person; on a busy shared 2-core machine 5 s is too tight.
          testTimeout: 30_000,
          // A worker loads React, Mantine and jsdom once for all the files it runs, instead of once per file (most
          // of a file's time); setup.ts resets what a test leaves (the DOM, storage, toasts, mocks and stubs).
          isolate: false,
        },
      },
    ],
  },
});
