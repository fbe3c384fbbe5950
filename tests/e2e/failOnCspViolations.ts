import { afterAll, afterEach } from 'vitest';
import { checkCspViolations } from './browser';

// Every browser test file (vitest.config.ts): a test fails on a violation during it, and the file fails on any at
// all, so neither a retry nor a violation in a beforeAll hook hides one.
afterEach(() => checkCspViolations({ sinceLastCheck: true }));
afterAll(() => checkCspViolations({ sinceLastCheck: false }));
