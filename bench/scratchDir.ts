import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

let signalsHandled = false;

/**
 * A new folder under the system's temporary folder, removed when the bench process exits (a bench's database is
 * 1 GB), also when it is stopped by Ctrl-C or SIGTERM (the API bench stops its servers so), which otherwise end Node
 * without its exit event.
 */
export function scratchDir(prefix: string): string {
  const folder = mkdtempSync(path.join(tmpdir(), prefix));
  process.once('exit', () => rmSync(folder, { recursive: true, force: true }));
  if (!signalsHandled) {
    signalsHandled = true;
    for (const [signal, code] of [
      ['SIGINT', 130],
      ['SIGTERM', 143],
    ] as const)
      process.once(signal, () => process.exit(code));
  }
  return folder;
}
