import type { TestProject } from 'vitest/node';
import { startServer } from './serverProcess';

declare module 'vitest' {
  export interface ProvidedContext {
    /** One server a worker (see workerServer.ts). */
    baseURLs: string[];
  }
}

export default async function setup(project: TestProject) {
  // Every save is its own revision here, so a journey can save three times in a minute and find three (issue 19);
  // coalescing saves within 10 minutes is the API tests' to check, with a clock they control.
  const workers = Math.max(1, Number(project.config.maxWorkers) || 1);
  const servers = await Promise.all(Array.from({ length: workers }, () => startServer({ env: { REVISION_COALESCE_MINUTES: '0' } })));
  project.provide('baseURLs', servers.map((server) => server.url));
  return async () => {
    await Promise.all(servers.map((server) => server.stop()));
  };
}
