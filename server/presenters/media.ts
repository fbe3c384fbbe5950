import { mediaPathOf, type ImageAttributes, type VideoAttributes } from '../../contract/media';
import type { Media } from '../db/mediaSchema';
import { extensionOf } from '../services/mediaFiles';

export function presentMedia(row: Media) {
  const url = mediaPathOf(row.hash, extensionOf(row.contentType));
  const common = {
    url,
    name: row.originalName,
    caption: row.caption,
    content_type: row.contentType,
    size: row.size,
    created_at: row.createdAt.toISOString(),
  };
  if (row.kind === 'video') {
    const attributes: VideoAttributes = { ...common, file_url: url, full_url: url };
    return { id: String(row.id), type: 'video' as const, attributes };
  }
  const attributes: ImageAttributes = { ...common, files: { orginal: url }, full_url: url };
  return { id: String(row.id), type: 'image' as const, attributes };
}
