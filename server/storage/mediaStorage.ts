/** A byte range of a stored file, both ends included (HTTP's `Range: bytes=start-end`). */
export interface MediaRange {
  start: number;
  end: number;
}

/** Where uploaded files live: local files, memory or an S3-compatible bucket. Keys look like `media/{sha256}.{ext}`. */
export interface MediaStorage {
  /** Stores the whole file or nothing: a crash part-way leaves no file under `key`. */
  put(key: string, bytes: Uint8Array, contentType: string): Promise<void>;
  /** The file's bytes (or the range asked for); null when there is no such file. */
  get(key: string, range?: MediaRange): Promise<Uint8Array | null>;
  /** Removes the file; removing a missing file is not an error. */
  delete(key: string): Promise<void>;
}

/** An upload `media/{sha256}.{ext}`, or one of its responsive derivatives `media/{sha256}-{width}.{avif|webp}`. */
const MEDIA_KEY = /^media\/[0-9a-f]{64}(?:-[1-9][0-9]{0,4})?\.[a-z0-9]{2,5}$/;

export function checkedMediaKey(key: string): string {
  if (!MEDIA_KEY.test(key)) throw new Error(`Not a media key: ${key}`);
  return key;
}
