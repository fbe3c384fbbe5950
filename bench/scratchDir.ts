import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/** A new folder under the system's temporary folder, removed when the bench process exits (a bench's database is 1 GB). */
export function scratchDir(prefix: string): string {
  const folder = mkdtempSync(path.join(tmpdir(), prefix));
  process.once('exit', () => rmSync(folder, { recursive: true, force: true }));
  return folder;
}
