import { fileTypeFromBuffer } from 'file-type/core';
import { MEDIA_TYPES, typeOfFileName, type MediaKind } from '../../contract/media';

/** The names file-type gives that spec 5.3 spells otherwise. */
const DETECTED_AS: Record<string, string> = {
  'video/vnd.avi': 'video/x-msvideo',
  'video/matroska': 'video/x-matroska',
  'video/x-m4v': 'video/mp4',
  'image/heic-sequence': 'image/heic',
  'image/heif-sequence': 'image/heif',
  'image/vnd.microsoft.icon': 'image/x-icon',
};

/** Other names browsers and systems declare for the 5.3 types. */
const DECLARED_AS: Record<string, string> = {
  ...DETECTED_AS,
  'image/jpg': 'image/jpeg',
  'image/pjpeg': 'image/jpeg',
  'video/avi': 'video/x-msvideo',
  'video/msvideo': 'video/x-msvideo',
};

/** Types one container holds either way: HEIF files are called heic or heif whatever their brand says. */
const SAME_FAMILY: Record<string, string> = { 'image/heif': 'image/heic' };

export const EXTENSION_OF_TYPE: Record<string, string> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/gif': 'gif',
  'image/avif': 'avif',
  'image/webp': 'webp',
  'image/svg+xml': 'svg',
  'image/bmp': 'bmp',
  'image/tiff': 'tif',
  'image/x-icon': 'ico',
  'image/heic': 'heic',
  'image/heif': 'heif',
  'video/mp4': 'mp4',
  'video/webm': 'webm',
  'video/ogg': 'ogv',
  'video/quicktime': 'mov',
  'video/x-msvideo': 'avi',
  'video/x-flv': 'flv',
  'video/x-matroska': 'mkv',
  'video/3gpp': '3gp',
  'video/3gpp2': '3g2',
};

const SVG_START = /^\s*(<\?xml[^>]*\?>\s*)?(<!--[\s\S]*?-->\s*)*(<!DOCTYPE\s+svg[^[>]*(\[[^\]]*\])?\s*>\s*)?(<!--[\s\S]*?-->\s*)*<svg[\s>/]/i;

function isSvg(bytes: Uint8Array): boolean {
  const text = new TextDecoder('utf-8').decode(bytes.subarray(0, 8192)).replace(/^\uFEFF/, '');
  return SVG_START.test(text);
}

/** The file's type from its bytes (magic numbers; SVG from its opening markup), named as spec 5.3 names it; null if unknown. */
export async function detectMediaType(bytes: Uint8Array): Promise<string | null> {
  const found = await fileTypeFromBuffer(bytes);
  if (!found || found.mime === 'application/xml') return isSvg(bytes) ? 'image/svg+xml' : null;
  return DETECTED_AS[found.mime] ?? found.mime;
}

export function normalisedType(declared: string): string {
  const type = declared.trim().toLowerCase().split(';')[0].trim();
  return DECLARED_AS[type] ?? type;
}

function familyOf(type: string) {
  return SAME_FAMILY[type] ?? type;
}

export function isAllowedType(kind: MediaKind, type: string): boolean {
  return MEDIA_TYPES[kind].includes(type) && type in EXTENSION_OF_TYPE;
}

/**
 * The type a file is stored with: what its bytes are, when that is one of the kind's 5.3 types and agrees with the type
 * it was declared as (by its `data:` URL, or else its name); null when it is refused.
 */
export async function acceptedType(kind: MediaKind, bytes: Uint8Array, declared: { dataType: string | null; name: string }): Promise<string | null> {
  const detected = await detectMediaType(bytes);
  if (!detected || !isAllowedType(kind, detected)) return null;
  const stated = declared.dataType && declared.dataType !== 'application/octet-stream' ? declared.dataType : typeOfFileName(declared.name);
  if (stated === null) return detected;
  const claimed = normalisedType(stated);
  if (!MEDIA_TYPES[kind].includes(claimed)) return null;
  return familyOf(claimed) === familyOf(detected) ? detected : null;
}
