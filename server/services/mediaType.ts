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

// Sticky: matches only at lastIndex. \s also takes a byte order mark, as the old expression's did.
const WHITE_SPACE_RUN = /\s*/y;

function startsWithAnyCase(text: string, word: string, at: number): boolean {
  return text.slice(at, at + word.length).toLowerCase() === word;
}

function afterWhiteSpace(text: string, at: number): number {
  WHITE_SPACE_RUN.lastIndex = at;
  WHITE_SPACE_RUN.test(text);
  return WHITE_SPACE_RUN.lastIndex;
}

/** Past comments and the white space between them; -1 at a comment that does not close. */
function afterComments(text: string, at: number): number {
  for (at = afterWhiteSpace(text, at); text.startsWith('<!--', at); at = afterWhiteSpace(text, at)) {
    const close = text.indexOf('-->', at + 4);
    if (close < 0) return -1;
    at = close + 3;
  }
  return at;
}

/** Past `<!DOCTYPE svg ...>` with its optional internal subset `[...]`; -1 if it is not one. */
function afterSvgDoctype(text: string, at: number): number {
  const name = afterWhiteSpace(text, at + 9);
  if (name === at + 9 || !startsWithAnyCase(text, 'svg', name)) return -1;
  let end = name + 3;
  while (end < text.length && text[end] !== '>' && text[end] !== '[') end++;
  if (text[end] === '[') {
    const subsetEnd = text.indexOf(']', end + 1);
    if (subsetEnd < 0) return -1;
    end = afterWhiteSpace(text, subsetEnd + 1);
  }
  return text[end] === '>' ? end + 1 : -1;
}

/**
 * Whether text opens as SVG markup: white space, an optional `<?xml ...?>`, comments, an optional `<!DOCTYPE svg ...>`,
 * comments, then `<svg`. A scanner rather than a regular expression, so hostile uploads cost linear time (issue 15).
 */
export function isSvgMarkup(text: string): boolean {
  let at = afterWhiteSpace(text, 0);
  if (startsWithAnyCase(text, '<?xml', at)) {
    const close = text.indexOf('>', at + 5);
    if (close < at + 6 || text[close - 1] !== '?') return false;
    at = close + 1;
  }
  at = afterComments(text, at);
  if (at >= 0 && startsWithAnyCase(text, '<!doctype', at)) {
    at = afterSvgDoctype(text, at);
    if (at >= 0) at = afterComments(text, at);
  }
  if (at < 0 || !startsWithAnyCase(text, '<svg', at)) return false;
  const next = text.charAt(at + 4);
  return next === '>' || next === '/' || (next !== '' && afterWhiteSpace(text, at + 4) > at + 4);
}

function isSvg(bytes: Uint8Array): boolean {
  return isSvgMarkup(new TextDecoder('utf-8').decode(bytes.subarray(0, 8192)));
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
export async function acceptedType(
  kind: MediaKind,
  bytes: Uint8Array,
  declared: { dataType: string | null; name: string },
): Promise<string | null> {
  const detected = await detectMediaType(bytes);
  if (!detected || !isAllowedType(kind, detected)) return null;
  const stated = declared.dataType && declared.dataType !== 'application/octet-stream' ? declared.dataType : typeOfFileName(declared.name);
  if (stated === null) return detected;
  const claimed = normalisedType(stated);
  if (!MEDIA_TYPES[kind].includes(claimed)) return null;
  return familyOf(claimed) === familyOf(detected) ? detected : null;
}
