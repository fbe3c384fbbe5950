import { checkedMediaKey, type MediaRange, type MediaStorage } from './mediaStorage';

/** Files in memory: for tests and the browser's mock mode. */
export class MemoryMediaStorage implements MediaStorage {
  readonly files = new Map<string, { bytes: Uint8Array; contentType: string }>();

  async put(key: string, bytes: Uint8Array, contentType: string): Promise<void> {
    this.files.set(checkedMediaKey(key), { bytes: bytes.slice(), contentType });
  }

  async get(key: string, range?: MediaRange): Promise<Uint8Array | null> {
    const file = this.files.get(checkedMediaKey(key));
    if (!file) return null;
    return range ? file.bytes.slice(range.start, range.end + 1) : file.bytes;
  }

  async delete(key: string): Promise<void> {
    this.files.delete(checkedMediaKey(key));
  }
}
