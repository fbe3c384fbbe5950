import { withoutTrailing } from '../../contract/withoutTrailing';
import { checkedMediaKey, type MediaRange, type MediaStorage } from './mediaStorage';
import { sha256Hex, signS3Request, type S3Credentials } from './s3Signature';

export interface S3Options extends S3Credentials {
  /** The service's address, e.g. `https://s3.eu-west-1.amazonaws.com` or a MinIO server's. */
  endpoint: string;
  bucket: string;
  fetch?: typeof fetch;
  clock?: () => Date;
}

const EMPTY_HASH = 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855';

/**
 * An S3-compatible bucket, addressed path-style (`{endpoint}/{bucket}/{key}`), signed with SigV4; no SDK. `checkKey`
 * refuses keys the bucket's user may not write (media: `media/…` only).
 */
export class S3Bucket {
  private readonly fetch: typeof fetch;
  private readonly clock: () => Date;

  constructor(
    private readonly options: S3Options,
    private readonly checkKey: (key: string) => string = (key) => key,
  ) {
    this.fetch = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
    this.clock = options.clock ?? (() => new Date());
  }

  async send(method: string, key: string, extra: { headers?: Record<string, string>; body?: Uint8Array } = {}) {
    const base = withoutTrailing(this.options.endpoint, '/');
    const encoded = this.checkKey(key).split('/').map(encodeURIComponent).join('/');
    const url = new URL(`${base}/${encodeURIComponent(this.options.bucket)}/${encoded}`);
    const payloadHash = extra.body ? await sha256Hex(extra.body) : EMPTY_HASH;
    const headers = await signS3Request({ method, url, headers: extra.headers, payloadHash }, this.options, this.clock());
    delete headers.host;
    return this.fetch(url, { method, headers, body: extra.body as Uint8Array<ArrayBuffer> | undefined });
  }

  async refuse(response: Response, action: string): Promise<never> {
    const detail = (await response.text().catch(() => '')).slice(0, 300);
    throw new Error(`S3 ${action} failed with ${response.status}: ${detail}`);
  }

  async put(key: string, bytes: Uint8Array, contentType: string, headers: Record<string, string> = {}): Promise<void> {
    const response = await this.send('PUT', key, { body: bytes, headers: { 'content-type': contentType, ...headers } });
    if (!response.ok) await this.refuse(response, 'put');
    await response.body?.cancel();
  }

  async get(key: string, range?: MediaRange): Promise<Uint8Array | null> {
    const response = await this.send('GET', key, range ? { headers: { range: `bytes=${range.start}-${range.end}` } } : {});
    if (response.status === 404) {
      await response.body?.cancel();
      return null;
    }
    if (!response.ok) await this.refuse(response, 'get');
    return new Uint8Array(await response.arrayBuffer());
  }

  async delete(key: string): Promise<void> {
    const response = await this.send('DELETE', key);
    if (!response.ok && response.status !== 404) await this.refuse(response, 'delete');
    await response.body?.cancel();
  }
}

/** Uploaded media in an S3-compatible bucket, under `media/`. */
export class S3MediaStorage extends S3Bucket implements MediaStorage {
  constructor(options: S3Options) {
    super(options, checkedMediaKey);
  }
}
