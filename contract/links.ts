// eslint-disable-next-line no-control-regex -- browsers ignore these characters inside a URL scheme, so we must too
const CONTROL_OR_SPACE = /[\u0000-\u0020\u007f-\u009f\u00a0\u2000-\u200f\u2028\u2029\ufeff]/g;
const SCHEME = /^([a-z][a-z0-9+.-]*):/i;
const ALLOWED_SCHEMES = new Set(['http', 'https', 'mailto', 'tel']);

const MEDIA_SCHEMES = new Set(['http', 'https']);

/** The scheme a browser would see in this address (lower case), or null for a relative one. */
function schemeOf(raw: string): string | null {
  const scheme = SCHEME.exec(raw.replace(CONTROL_OR_SPACE, ''));
  return scheme ? scheme[1].toLowerCase() : null;
}

/** True when a link may be stored: http(s), mailto, tel, or relative (no scheme). */
export function isSafeLink(raw: string): boolean {
  const scheme = schemeOf(raw);
  return scheme === null || ALLOWED_SCHEMES.has(scheme);
}

/**
 * True when an image or video address may be stored and shown: http(s) or relative, which includes our own
 * `/media/...` files and a colour hex (`#EE3A43`, which cards store in `image`). Never `data:`, `blob:`, `javascript:`
 * or a mail address.
 */
export function isSafeMediaSource(raw: string): boolean {
  const scheme = schemeOf(raw);
  return scheme === null || MEDIA_SCHEMES.has(scheme);
}

/**
 * A stored image or video field as the editor and readers use it: the address when it is a safe one, otherwise
 * empty, so an address no rule allows (left by an older writer) is never shown and is dropped at the next save.
 */
export function shownMediaSource(value: unknown): string {
  return typeof value === 'string' && isSafeMediaSource(value) ? value : '';
}
