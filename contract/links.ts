// eslint-disable-next-line no-control-regex -- browsers ignore these characters inside a URL scheme, so we must too
const CONTROL_OR_SPACE = /[\u0000-\u0020\u007f-\u009f\u00a0\u2000-\u200f\u2028\u2029\ufeff]/g;
const SCHEME = /^([a-z][a-z0-9+.-]*):/i;
const ALLOWED_SCHEMES = new Set(['http', 'https', 'mailto', 'tel']);

/** True when a link may be stored: http(s), mailto, tel, or relative (no scheme). */
export function isSafeLink(raw: string): boolean {
  const squeezed = raw.replace(CONTROL_OR_SPACE, '');
  const scheme = SCHEME.exec(squeezed);
  if (!scheme) return true;
  return ALLOWED_SCHEMES.has(scheme[1].toLowerCase());
}
