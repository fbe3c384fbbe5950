import { existsSync } from 'node:fs';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LocalMediaStorage } from './localMediaStorage';

const renames = vi.hoisted(() => ({ stall: false, started: () => undefined as void }));
vi.mock('node:fs/promises', async (importOriginal) => {
  const original = await importOriginal<typeof import('node:fs/promises')>();
  return {
    ...original,
    rename: (from: string, to: string) => {
      if (!renames.stall) return original.rename(from, to);
      renames.started();
      return new Promise<void>(() => undefined);
    },
  };
});

const key = `media/${'a'.repeat(64)}.png`;
let root: string;
beforeEach(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'masthead-media-'));
});
afterEach(async () => {
  renames.stall = false;
  await rm(root, { recursive: true, force: true });
});

describe('local media storage', () => {
  it('stores a file under DATA_DIR/media, reads it whole or in part, and deletes it', async () => {
    const storage = await LocalMediaStorage.open(root);
    await storage.put(key, new Uint8Array([10, 20, 30, 40]), 'image/png');
    expect(existsSync(path.join(root, key))).toBe(true);
    expect([...(await storage.get(key))!]).toEqual([10, 20, 30, 40]);
    expect([...(await storage.get(key, { start: 2, end: 9 }))!]).toEqual([30, 40]);
    await storage.delete(key);
    await storage.delete(key);
    expect(await storage.get(key)).toBeNull();
    await expect(storage.put('media/../../escape.png', new Uint8Array([1]), 'image/png')).rejects.toThrow('Not a media key');
  });

  it('leaves no file under the key when the process dies during a write, and clears the remains on the next start', async () => {
    const storage = await LocalMediaStorage.open(root);
    renames.stall = true;
    const renaming = new Promise<void>((resolve) => (renames.started = resolve));
    void storage.put(key, new Uint8Array(1024 * 1024).fill(7), 'image/png');
    await renaming;
    expect(existsSync(path.join(root, key))).toBe(false);
    expect(await storage.get(key)).toBeNull();
    expect((await readdir(path.join(root, 'media'))).filter((name) => name.endsWith('.incomplete'))).toHaveLength(1);

    renames.stall = false;
    const restarted = await LocalMediaStorage.open(root);
    expect(await readdir(path.join(root, 'media'))).toEqual([]);
    expect(await restarted.get(key)).toBeNull();
  });
});
