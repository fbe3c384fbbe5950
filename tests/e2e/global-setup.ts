import type { TestProject } from 'vitest/node';
import { e2eModeEnv, removeMadeDataDirs, startServer } from './serverProcess';

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
  // The product's defaults (live sessions), or the mode E2E_LIVE_EDITING names: `E2E_LIVE_EDITING=off` runs the journeys
  // with explicit saves on every server (startServer adds the same to a journey's own server).
  const servers = await Promise.all(Array.from({ length: workers }, () => startServer({ env: e2eModeEnv() })));
  project.provide(
    'baseURLs',
    servers.map((server) => server.url),
  );
  return async () => {
    await Promise.all(servers.map((server) => server.stop()));
    await removeMadeDataDirs();
  };
}
