import { randomBytes } from 'node:crypto';
import { mkdir, readdir, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { S3Bucket, type S3Options } from '../storage/s3MediaStorage';

/** The hidden file a write goes to before it is renamed over its file. */
const TEMPORARY = /^\..*\.[0-9a-f]{12}\.tmp$/;

/** Where the static site's files go: a folder a web server serves, or a bucket behind a CDN. */
export interface StaticOutput {
  readonly description: string;
  /** Writes a file whole: a reader gets the old file or the new one, never half of either. */
  write(file: string, body: string | Uint8Array, contentType: string): Promise<void>;
  /** Removes a file and what was written beside it (its compressed copies); nothing when it is not there. */
  remove(file: string): Promise<void>;
  /** Removes what a write cut short left behind (a server killed mid-write), before a whole export. */
  sweep?(): Promise<void>;
}

/** A file's place in the site: a path from its root, `/`-separated, that cannot leave it. */
export function siteFile(file: string): string {
  const normal = path.posix.normalize(`/${file}`);
  if (normal.includes('\0') || normal.split('/').some((part) => part === '..')) throw new Error(`Not a file of the site: ${file}`);
  return normal.slice(1);
}

/**
 * Files in a folder (STATIC_DIR, or the export's). Pages and answers are written as they are, for the web server to
 * compress as it sends them (nginx's `gzip on`): compressing each again in the export cost a third of its time; the
 * build's assets bring their own brotli and gzip copies (`gzip_static`). Each file is written to a hidden temporary
 * file beside it and renamed over it: a rename is atomic, so a server killed mid-write leaves the old file and a stray
 * temporary one (swept by the next whole export).
 */
export class FolderOutput implements StaticOutput {
  readonly description: string;

  constructor(private readonly folder: string) {
    this.description = `files in ${folder}`;
  }

  private async place(target: string, bytes: Uint8Array): Promise<void> {
    await mkdir(path.dirname(target), { recursive: true });
    const temporary = path.join(path.dirname(target), `.${path.basename(target)}.${randomBytes(6).toString('hex')}.tmp`);
    await writeFile(temporary, bytes);
    await rename(temporary, target);
  }

  async write(file: string, body: string | Uint8Array, _contentType: string): Promise<void> {
    const target = path.join(this.folder, siteFile(file));
    // Copies beside it from an earlier write are older than it: a server that sends copies (nginx's gzip_static) must
    // not send them. The build's assets come with their own copies, written after them (StaticSite.writeAssets).
    if (!/\.(br|gz)$/.test(target)) await Promise.all([rm(`${target}.br`, { force: true }), rm(`${target}.gz`, { force: true })]);
    await this.place(target, typeof body === 'string' ? Buffer.from(body) : body);
  }

  async sweep(): Promise<void> {
    const entries = await readdir(this.folder, { withFileTypes: true, recursive: true }).catch(() => []);
    for (const entry of entries)
      if (entry.isFile() && TEMPORARY.test(entry.name)) await rm(path.join(entry.parentPath, entry.name), { force: true });
  }

  async remove(file: string): Promise<void> {
    const target = path.join(this.folder, siteFile(file));
    await Promise.all([target, `${target}.br`, `${target}.gz`].map((each) => rm(each, { force: true })));
  }
}

/**
 * Files in an S3-compatible bucket (STATIC_S3_BUCKET, with the S3 settings' endpoint and keys), served through a CDN
 * that compresses: each object is written whole by one PUT, which S3 makes atomic.
 */
export class BucketOutput implements StaticOutput {
  readonly description: string;
  private readonly bucket: S3Bucket;

  constructor(
    options: S3Options,
    private readonly prefix = '',
  ) {
    this.bucket = new S3Bucket(options);
    this.description = `bucket ${options.bucket} at ${options.endpoint}`;
  }

  async write(file: string, body: string | Uint8Array, contentType: string): Promise<void> {
    const bytes = typeof body === 'string' ? Buffer.from(body) : body;
    await this.bucket.put(`${this.prefix}${siteFile(file)}`, bytes, contentType);
  }

  async remove(file: string): Promise<void> {
    await this.bucket.delete(`${this.prefix}${siteFile(file)}`);
  }
}

/** STATIC_DIR (a folder) or STATIC_S3_BUCKET (with the S3 settings' endpoint, region and keys): where the static site goes. */
export function staticOutputFromEnv(env: NodeJS.ProcessEnv): StaticOutput | null {
  if (env.STATIC_DIR) return new FolderOutput(path.resolve(env.STATIC_DIR));
  if (!env.STATIC_S3_BUCKET) return null;
  const missing = ['S3_ENDPOINT', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'].filter((name) => !env[name]);
  if (missing.length) throw new Error(`STATIC_S3_BUCKET is set but ${missing.join(', ')} ${missing.length > 1 ? 'are' : 'is'} not.`);
  return new BucketOutput(
    {
      endpoint: env.S3_ENDPOINT!,
      bucket: env.STATIC_S3_BUCKET,
      region: env.S3_REGION || 'us-east-1',
      accessKeyId: env.S3_ACCESS_KEY_ID!,
      secretAccessKey: env.S3_SECRET_ACCESS_KEY!,
    },
    env.STATIC_S3_PREFIX ?? '',
  );
}
