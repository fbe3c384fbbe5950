import path from 'node:path';
import { LocalMediaStorage } from './localMediaStorage';
import type { MediaStorage } from './mediaStorage';
import { S3MediaStorage } from './s3MediaStorage';

/** An S3-compatible bucket when `S3_BUCKET` is set, otherwise files under `DATA_DIR/media`. */
export async function mediaStorageFromEnv(
  env: NodeJS.ProcessEnv,
  dataDir: string,
): Promise<{ storage: MediaStorage; description: string }> {
  if (!env.S3_BUCKET) return { storage: await LocalMediaStorage.open(dataDir), description: `files in ${path.join(dataDir, 'media')}` };
  const missing = ['S3_ENDPOINT', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'].filter((name) => !env[name]);
  if (missing.length) throw new Error(`S3_BUCKET is set but ${missing.join(', ')} ${missing.length > 1 ? 'are' : 'is'} not.`);
  const storage = new S3MediaStorage({
    endpoint: env.S3_ENDPOINT!,
    bucket: env.S3_BUCKET,
    region: env.S3_REGION || 'us-east-1',
    accessKeyId: env.S3_ACCESS_KEY_ID!,
    secretAccessKey: env.S3_SECRET_ACCESS_KEY!,
  });
  return { storage, description: `bucket ${env.S3_BUCKET} at ${env.S3_ENDPOINT}` };
}
