export type MediaKind = 'image' | 'video';

/** Spec 5.3: the image types an upload may have. */
export const IMAGE_TYPES = [
  'image/jpeg',
  'image/jpg',
  'image/png',
  'image/gif',
  'image/avif',
  'image/webp',
  'image/svg+xml',
  'image/bmp',
  'image/tiff',
  'image/x-icon',
  'image/heic',
  'image/heif',
] as const;

/** Spec 5.3: the video types an upload may have. */
export const VIDEO_TYPES = [
  'video/mp4',
  'video/webm',
  'video/ogg',
  'video/quicktime',
  'video/x-msvideo',
  'video/x-flv',
  'video/x-matroska',
  'video/3gpp',
  'video/3gpp2',
] as const;

export const MEDIA_TYPES: Record<MediaKind, readonly string[]> = { image: IMAGE_TYPES, video: VIDEO_TYPES };

/** Spec 5.3 and 8: what a person is told when a file has another type. */
export const INVALID_IMAGE_MESSAGE = 'Invalid file type. Please select a valid image.';
export const INVALID_VIDEO_MESSAGE = 'Invalid file type. Please select a valid video.';
export const INVALID_LEAD_MEDIA_MESSAGE = 'Invalid file type. Please select a valid image or video file.';
export const INVALID_TYPE_MESSAGES: Record<MediaKind, string> = { image: INVALID_IMAGE_MESSAGE, video: INVALID_VIDEO_MESSAGE };

/** Largest file accepted, in bytes of the file itself (the base64 text sent is a third larger). */
export const MAX_MEDIA_BYTES: Record<MediaKind, number> = { image: 10 * 1024 * 1024, video: 100 * 1024 * 1024 };

export function tooLargeMessage(kind: MediaKind, maxBytes = MAX_MEDIA_BYTES[kind]): string {
  const size = maxBytes >= 1024 * 1024 ? `${Math.round(maxBytes / (1024 * 1024))} MB` : `${Math.max(1, Math.round(maxBytes / 1024))} KB`;
  return `The ${kind} is larger than ${size}.`;
}

// Apart, so readers' renderers need not bring this module's type tables into the reader's bundle.
export { PLACEHOLDER_IMAGE_SRC } from './placeholderImage';

/** The content type of each file name extension of the 5.3 types, for files whose browser gave no type. */
export const TYPE_OF_EXTENSION: Record<string, string> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  jfif: 'image/jpeg',
  png: 'image/png',
  gif: 'image/gif',
  avif: 'image/avif',
  webp: 'image/webp',
  svg: 'image/svg+xml',
  bmp: 'image/bmp',
  tif: 'image/tiff',
  tiff: 'image/tiff',
  ico: 'image/x-icon',
  heic: 'image/heic',
  heif: 'image/heif',
  mp4: 'video/mp4',
  m4v: 'video/mp4',
  webm: 'video/webm',
  ogv: 'video/ogg',
  ogg: 'video/ogg',
  mov: 'video/quicktime',
  qt: 'video/quicktime',
  avi: 'video/x-msvideo',
  flv: 'video/x-flv',
  mkv: 'video/x-matroska',
  '3gp': 'video/3gpp',
  '3g2': 'video/3gpp2',
};

export function typeOfFileName(name: string): string | null {
  const extension = /\.([a-z0-9]+)$/i.exec(name.trim())?.[1]?.toLowerCase();
  return extension ? (TYPE_OF_EXTENSION[extension] ?? null) : null;
}

/** A stored file's address is `/media/{sha256 of the bytes}.{extension}`, so the same bytes always get the same address. */
export function mediaPathOf(hash: string, extension: string): string {
  return `/media/${hash}.${extension}`;
}

/** The hashes of the stored files that a text (a saved document, a link) points to. */
export function mediaHashesIn(text: string): string[] {
  return [...new Set([...text.matchAll(/\/media\/([0-9a-f]{64})\.[a-z0-9]{2,5}/g)].map((match) => match[1]))];
}

interface StoredFileAttributes {
  /** Root-relative, so documents keep working whichever host serves them. */
  url: string;
  name: string;
  caption: string;
  content_type: string;
  size: number;
  created_at: string;
}

/** An uploaded image: the main site reads `files.orginal` (spelled so), the projects system `full_url`; both are `url`. */
export interface ImageAttributes extends StoredFileAttributes {
  files: { orginal: string };
  full_url: string;
}

/** An uploaded video: the main site reads `file_url`, the projects system `full_url`; both are `url`. */
export interface VideoAttributes extends StoredFileAttributes {
  file_url: string;
  full_url: string;
}
