import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

export interface RunningServer {
  url: string;
  dataDir: string;
  process: ChildProcess;
  output: () => string;
  stop(signal?: NodeJS.Signals): Promise<void>;
}

/** A free loopback port, so that the server's PUBLIC_URL can name it before the server starts. */
export async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

/**
 * The mode the journeys run in: `E2E_LIVE_EDITING=on` (or `off`) gives every server the journeys start, the workers'
 * and a journey's own, LIVE_EDITING of that value; a journey's own `env` still wins.
 */
export function e2eModeEnv(): Record<string, string> {
  const mode = process.env.E2E_LIVE_EDITING;
  return mode === 'on' || mode === 'off' ? { LIVE_EDITING: mode } : {};
}

/** Whether the journeys run with live sessions (the server's default; not with E2E_LIVE_EDITING or LIVE_EDITING off). */
export const liveMode = (): boolean => (e2eModeEnv().LIVE_EDITING ?? process.env.LIVE_EDITING) !== 'off';

/** The servers started here whose data directories were made here, to be removed when the test file is done. */
const madeHere: Array<{ server: RunningServer; dataDir: string }> = [];

/**
 * Stops what is still running of the servers started in this test file and removes the data directories made for
 * them (about 40 MB each: on a machine with little disk left, a CI run's hundred would fill it).
 */
export async function removeMadeDataDirs(): Promise<void> {
  const made = madeHere.splice(0);
  await Promise.all(made.map(({ server }) => server.stop('SIGKILL')));
  await Promise.all(made.map(({ dataDir }) => rm(dataDir, { recursive: true, force: true })));
}

/** Starts the real Node server (`server/main.ts`) on a free loopback port with its own data directory. */
export async function startServer(options: { dataDir?: string; env?: Record<string, string> } = {}): Promise<RunningServer> {
  const dataDir = options.dataDir ?? (await mkdtemp(path.join(tmpdir(), 'masthead-e2e-')));
  const port = await freePort();
  // SERVER_CPU_PROF=<dir>: each server writes its CPU profile there when stopped (a diagnostic for the benches).
  const profile = process.env.SERVER_CPU_PROF ? ['--cpu-prof', '--cpu-prof-dir', process.env.SERVER_CPU_PROF] : [];
  const child = spawn(process.execPath, [...profile, '--import', 'tsx', 'server/main.ts'], {
    env: {
      ...process.env,
      PORT: String(port),
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      ...e2eModeEnv(),
      ...options.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (chunk) => (output += chunk));
  child.stderr!.on('data', (chunk) => (output += chunk));
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`server did not start:\n${output}`)), 90_000);
    child.stdout!.on('data', () => {
      const match = /running at (http:\/\/\S+)/.exec(output);
      if (match) {
        clearTimeout(timer);
        resolve(match[1].replace('localhost', '127.0.0.1'));
      }
    });
    child.on('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`server exited with ${code}:\n${output}`));
    });
  });
  const server: RunningServer = {
    url,
    dataDir,
    process: child,
    output: () => output,
    stop(signal = 'SIGTERM') {
      return new Promise((resolve) => {
        if (child.exitCode !== null || child.signalCode) return resolve();
        child.once('exit', () => resolve());
        child.kill(signal);
      });
    },
  };
  if (!options.dataDir) madeHere.push({ server, dataDir });
  return server;
}
