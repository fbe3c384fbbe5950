import { mkdir, rm, writeFile } from 'node:fs/promises';
import type { TestProject } from 'vitest/node';
import { seededPglite } from './apiHarness';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A PGlite data directory (tar) with the migrated, seeded demo database, for every test file to load. */
    pgliteSeed: string;
  }
}

/** Migrates and seeds one PGlite for the whole run (about six seconds), instead of once in every test file. */
export default async function setup(project: TestProject) {
  const client = await seededPglite();
  const dump = await client.dumpDataDir('none');
  await client.close();
  await mkdir('.tmp', { recursive: true });
  const path = `.tmp/pglite-seed-${process.pid}.tar`;
  await writeFile(path, Buffer.from(await dump.arrayBuffer()));
  project.provide('pgliteSeed', path);
  return () => rm(path, { force: true });
}
