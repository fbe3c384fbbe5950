import type { TestProject } from 'vitest/node';
import { startServer } from './serverProcess';

declare module 'vitest' {
  export interface ProvidedContext {
    baseURL: string;
  }
}

export default async function setup(project: TestProject) {
  // Every save is its own revision here, so a journey can save three times in a minute and find three (issue 19);
  // coalescing saves within 10 minutes is the API tests' to check, with a clock they control.
  const server = await startServer({ env: { REVISION_COALESCE_MINUTES: '0' } });
  project.provide('baseURL', server.url);
  return async () => {
    await server.stop();
  };
}
