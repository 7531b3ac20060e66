import { availableParallelism } from 'node:os';

import { defineConfig } from 'vitest/config';

export default defineConfig({
  // Tests never depend on how the developer's shell is configured: always demo.
  define: { __API_MODE__: JSON.stringify('demo') },
  // `@/…` is src/, from tsconfig.json's paths.
  resolve: { tsconfigPaths: true },
  test: {
    // Vitest's default leaves one core free: on the 2-core CI machine that ran every file one after
    // the other (unit phase 420 s); two workers take 235 s.
    maxWorkers: Math.max(2, availableParallelism()),
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['src/**/*.test.tsx'],
          environment: 'jsdom',
          // Page tests import each page's module on first use (route splitting, decision 012):
          // on a busy 2-core CI machine a test that visits several pages needs more than 5 s.
          testTimeout: 15_000,
          setupFiles: ['src/testing/setup.ts'],
        },
      },
      {
        extends: true,
        test: {
          // Engine, API client, fake and helpers: no DOM, so no jsdom to build for each file (it
          // cost about 1.5 s a file on CI, most of the unit phase). A file that needs a DOM says
          // so in its first line (`// @vitest-environment jsdom`).
          name: 'logic',
          include: ['src/**/*.test.ts'],
          environment: 'node',
          testTimeout: 15_000,
          setupFiles: ['src/testing/setup-node.ts'],
        },
      },
      ...['contract', 'statistics-engine'].map((name) => ({
        extends: true as const,
        test: {
          // Each package's own tests: plain Node, no app setup (the packages know nothing of it).
          name,
          include: [`packages/${name}/src/**/*.test.ts`],
          environment: 'node',
          testTimeout: 15_000,
          setupFiles: ['packages/vitest-setup.ts'],
        },
      })),
      {
        extends: true,
        test: {
          name: 'tooling',
          include: ['server/**/*.test.ts'],
          environment: 'node',
          // Any console.error fails the test that caused it, as in the other projects.
          setupFiles: ['packages/vitest-setup.ts'],
          // The store's tests run against a real Postgres too: one throwaway cluster for the run.
          globalSetup: ['server/store/test-postgres.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'conformance',
          include: ['conformance/**/*.test.ts'],
          environment: 'node',
          testTimeout: 30_000,
          hookTimeout: 30_000,
          // Each file starts fake servers of its own (conformance/fake-api-process.ts), so the
          // files run beside the unit tests: one after another they kept a core idle for a minute.
        },
      },
    ],
  },
});
