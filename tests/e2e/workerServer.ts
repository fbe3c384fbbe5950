import { inject } from 'vitest';

/**
 * The server of the worker this file runs in: global-setup.ts starts one a worker, so two files running at the same
 * time never share pages, sessions or mail, and each server sees its files one after another as before.
 */
export function workerBaseURL(): string {
  const urls = inject('baseURLs');
  const worker = Number(process.env.VITEST_POOL_ID ?? 1);
  return urls[(Math.max(1, worker) - 1) % urls.length];
}
