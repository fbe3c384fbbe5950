// Hooks of every browser test file (vitest.config.ts setupFiles).
import { afterAll, afterEach } from 'vitest';
import { checkCspViolations, forgetCspViolations } from './browser';
import { removeMadeDataDirs } from './serverProcess';

// Files share their worker's modules (vitest.config.ts): each starts with no violations of the files before it.
forgetCspViolations();

// A test fails on a violation during it, and the file fails on any at
// all, so neither a retry nor a violation in a beforeAll hook hides one.
afterEach(() => checkCspViolations({ sinceLastCheck: true }));
afterAll(() => checkCspViolations({ sinceLastCheck: false }));

// The servers a file started for itself leave no data directory behind (after the file's own afterAll stops them).
afterAll(() => removeMadeDataDirs());
