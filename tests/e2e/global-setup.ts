import type { TestProject } from 'vitest/node';
import { startServer } from './serverProcess';

declare module 'vitest' {
  export interface ProvidedContext {
    /** One server a worker (see workerServer.ts). */
    baseURLs: string[];
  }
}

export default async function setup(project: TestProject) {
  // The product's defaults (saves by one author within 10 minutes coalesce into one revision, issue 28): a journey that
  // needs every save kept starts a server of its own with REVISION_COALESCE_MINUTES=0.
  const workers = Math.max(1, Number(project.config.maxWorkers) || 1);
  const servers = await Promise.all(Array.from({ length: workers }, () => startServer()));
  project.provide(
    'baseURLs',
    servers.map((server) => server.url),
  );
  return async () => {
    await Promise.all(servers.map((server) => server.stop()));
  };
}
