import { readdir, readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import type { Migration } from './migrate';

const folder = fileURLToPath(new URL('./migrations/', import.meta.url));

export async function readMigrations(): Promise<Migration[]> {
  const names = (await readdir(folder)).filter((name) => name.endsWith('.sql')).sort();
  return Promise.all(names.map(async (name) => ({ name, sql: await readFile(folder + name, 'utf8') })));
}
