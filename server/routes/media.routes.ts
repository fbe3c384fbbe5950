import { Hono, type MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { tooLargeMessage, type MediaKind } from '../../contract/media';
import { imageUploadBody, videoUploadBody } from '../../contract/mediaUploads';
import { withoutTrailing } from '../../contract/withoutTrailing';
import type { AppEnv } from '../env';
import { requireUser } from '../middleware/requireUser';
import { deleteImage, maxBytesOf, refuseUnlessMediaManager, uploadMedia } from '../services/media';
import { readJson } from '../validation';

const UPLOAD_PATHS: Record<string, MediaKind> = { '/api/images': 'image', '/api/ex/images': 'image', '/api/videos': 'video' };
const JSON_ALLOWANCE = 64 * 1024;

/** Upload calls read bodies up to their own limit (the file's base64 size) instead of the app's JSON limit. */
export function hasOwnBodyLimit(method: string, path: string): boolean {
  return method === 'POST' && Object.hasOwn(UPLOAD_PATHS, withoutTrailing(path, '/'));
}

/** Refuses callers who may not upload before reading the body, then the body past the kind's limit with a 413. */
function uploadGate(kind: MediaKind): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    refuseUnlessMediaManager(c.var.user);
    const maxBytes = maxBytesOf(c.var.deps, kind);
    const limit = bodyLimit({
      maxSize: Math.ceil(maxBytes / 3) * 4 + JSON_ALLOWANCE,
      onError: (context) => context.json({ error: tooLargeMessage(kind, maxBytes) }, 413),
    });
    return limit(c, next);
  };
}

/** Spec 7.2: image and video uploads (both body shapes of 3.2) and deleting an image. */
export const mediaRoutes = new Hono<AppEnv>()
  .post('/images', requireUser, uploadGate('image'), async (c) =>
    c.json({ data: await uploadMedia(c.var.deps, c.var.user, 'image', await readJson(c, imageUploadBody)) }, 201),
  )
  .post('/ex/images', requireUser, uploadGate('image'), async (c) =>
    c.json({ data: await uploadMedia(c.var.deps, c.var.user, 'image', await readJson(c, imageUploadBody)) }, 201),
  )
  .post('/videos', requireUser, uploadGate('video'), async (c) =>
    c.json({ data: await uploadMedia(c.var.deps, c.var.user, 'video', await readJson(c, videoUploadBody)) }, 201),
  )
  .delete('/images/:id', requireUser, async (c) => {
    await deleteImage(c.var.deps, c.var.user, c.req.param('id'));
    return c.body(null, 204);
  });
