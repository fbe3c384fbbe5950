import { randomBytes } from 'node:crypto';
import { mkdir, open, readdir, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import { checkedMediaKey, type MediaRange, type MediaStorage } from './mediaStorage';

const INCOMPLETE = '.incomplete';

function isMissing(error: unknown) {
  return (error as NodeJS.ErrnoException).code === 'ENOENT';
}

/** Files under a directory (the server's `DATA_DIR`): written to a temporary name, flushed, then renamed into place. */
export class LocalMediaStorage implements MediaStorage {
  private constructor(private readonly root: string) {}

  /** Opens the directory and removes what a crash during an earlier write left behind. */
  static async open(root: string): Promise<LocalMediaStorage> {
    const storage = new LocalMediaStorage(path.resolve(root));
    const folder = path.join(storage.root, 'media');
    await mkdir(folder, { recursive: true });
    for (const name of await readdir(folder)) {
      if (name.endsWith(INCOMPLETE)) await rm(path.join(folder, name), { force: true });
    }
    return storage;
  }

  private pathOf(key: string) {
    return path.join(this.root, checkedMediaKey(key));
  }

  async put(key: string, bytes: Uint8Array, _contentType: string): Promise<void> {
    const target = this.pathOf(key);
    const temporary = `${target}.${randomBytes(6).toString('hex')}${INCOMPLETE}`;
    await mkdir(path.dirname(target), { recursive: true });
    try {
      const file = await open(temporary, 'wx');
      try {
        await file.writeFile(bytes);
        await file.sync();
      } finally {
        await file.close();
      }
      await rename(temporary, target);
    } catch (error) {
      await rm(temporary, { force: true });
      throw error;
    }
  }

  async get(key: string, range?: MediaRange): Promise<Uint8Array | null> {
    let file;
    try {
      file = await open(this.pathOf(key), 'r');
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
    try {
      if (!range) return new Uint8Array(await file.readFile());
      const bytes = new Uint8Array(range.end - range.start + 1);
      const { bytesRead } = await file.read(bytes, 0, bytes.length, range.start);
      return bytes.subarray(0, bytesRead);
    } finally {
      await file.close();
    }
  }

  async delete(key: string): Promise<void> {
    await rm(this.pathOf(key), { force: true });
  }
}
