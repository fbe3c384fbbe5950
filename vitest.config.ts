import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

const withPostgres = Boolean(process.env.TEST_DATABASE_URL);
/**
 * Tests of the browser app's code that use no DOM (no window, fetch, storage or loaded zh-HK texts): they run in the
 * node project, sparing each a jsdom window and the dom setup (about a second a file on CI). One that starts to need
 * the DOM fails here with a ReferenceError; move it back by taking it off this list.
 */
const DOM_FREE = [
  'src/blocks/buttonGroup/buttonGroup.schema.test.ts',
  'src/editor/timeAgo.test.ts',
  'src/i18n/catalogues.test.ts',
  'src/reader/calendar.test.ts',
  'src/reader/formatDate.test.ts',
  'src/reader/textStyle.test.ts',
  'src/routes/paths.test.ts',
  'src/share/initials.test.ts',
  'src/share/inviteIdentifier.test.ts',
  'src/share/pageIdOfLink.test.ts',
];
// Every unit project runs with the process clock years ahead (tests/shiftedClock.ts), each by a different amount, so
// nothing passes only because of the day it runs on; the server's time comes from deps.clock.

export default defineConfig({
  plugins: [react()],
  test: {
    // Vitest's default leaves one core idle; on CI's two cores both run test files (the browser tests stay one at a time).
    maxWorkers: availableParallelism(),
    projects: [
      {
        extends: true as const,
        test: {
          name: 'node',
          environment: 'node',
          include: ['server/**/*.test.ts', 'contract/**/*.test.ts', 'mocks/**/*.test.ts', 'scripts/**/*.test.ts', ...DOM_FREE],
          exclude: ['**/*.pg.test.ts', '**/node_modules/**'],
          // Files share their worker's modules: the test database (tests/apiHarness.ts) is loaded once a worker, not
          // once a file, and the server's modules are imported once (server/routes: 113 s to 44 s). A file that
          // changes shared state puts it back (mocks restored, compressors reset).
          isolate: false,
          setupFiles: ['tests/shiftedClock.ts', 'tests/setup-node.ts'],
          globalSetup: ['tests/pgliteSeed.ts'],
          env: { CLOCK_SHIFT_DAYS: String(3 * 365 + 41) },
          // A hang detector, not a measure: a test that builds a second app takes 15 to 25 s on CI's 2 cores, more
          // when the machine is busy (a 30 s limit failed such tests on CI).
          testTimeout: 60_000,
          hookTimeout: 60_000,
        },
      },
      ...(withPostgres
        ? [
            {
              extends: true as const,
              test: {
                name: 'postgres',
                environment: 'node',
                include: ['server/**/*.api.test.ts', 'server/**/*.pg.test.ts'],
                // As the node project: the migrated and seeded template database is made once a worker.
                isolate: false,
                setupFiles: ['tests/shiftedClock.ts', 'tests/setup-node.ts'],
                env: { TEST_DB: 'postgres', CLOCK_SHIFT_DAYS: String(11 * 365 + 200) },
                testTimeout: 60_000,
                hookTimeout: 60_000,
              },
            },
          ]
        : []),
      {
        extends: true as const,
        test: {
          name: 'dom',
          environment: 'jsdom',
          // Files share their worker and its jsdom window, not the app's modules: tests/setup-dom.ts starts each on
          // fresh copies of src/, real timers and an empty document (248 s to 64 s here; passes in shuffled orders).
          isolate: false,
          include: ['src/**/*.test.{ts,tsx}'],
          exclude: [...DOM_FREE, '**/node_modules/**'],
          setupFiles: ['tests/shiftedClock.ts', 'tests/setup-dom.ts'],
          env: { CLOCK_SHIFT_DAYS: String(6 * 365 + 123) },
          testTimeout: 15_000,
        },
      },
      {
        extends: true as const,
        test: {
          name: 'e2e',
          // Two files at a time, each worker with its own server (tests/e2e/workerServer.ts): a browser test mostly
          // waits on the browser, so two share the 2 cores. One retry absorbs timing flakes; a real failure fails twice.
          retry: 1,
          maxWorkers: 2,
          // Files share their worker's modules (Playwright's client and the helpers load once a worker, not once a file:
          // about 1.6 s of setup a file on CI) and its Chromium (tests/e2e/browser.ts): each file closes the contexts it
          // opened and the servers it started.
          isolate: false,
          // After the other projects when one run asks for all of them (projects run together must share maxWorkers).
          sequence: { groupOrder: 1 },
          environment: 'node',
          include: ['tests/e2e/**/*.e2e.test.ts'],
          globalSetup: ['tests/e2e/global-setup.ts'],
          setupFiles: ['tests/e2e/eachFile.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          // A poll waits as long as a Playwright locator does (30 s), not Vitest's 1 s: on CI's busy cores a page may
          // say "Loading…" for longer than a second (the empty-site journey failed so).
          expect: { poll: { timeout: 30_000 } },
        },
      },
    ],
  },
});
