/**
 * Characters XML 1.0 forbids anywhere in a document, even escaped: C0 controls but tab, line feed and carriage return,
 * lone surrogates (the `u` flag reads a pair as one code point, so only unpaired halves match), U+FFFE and U+FFFF.
 */
const FORBIDDEN = /[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu;

const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };

/** Text or an attribute value for an XML document: forbidden characters dropped, the five markup characters escaped. */
export function xmlText(text: string): string {
  return text.replace(FORBIDDEN, '').replace(/[&<>"']/g, (character) => ENTITIES[character]);
}

/**
 * JSON for a `<script type="application/ld+json">` element: `<`, `>` and `&` as JSON escapes, so no text can close
 * the element or open a comment, and the line and paragraph separators too, for older JSON readers.
 */
export function scriptJsonText(value: unknown): string {
  return JSON.stringify(value).replace(/[<>&\u2028\u2029]/g, (character) => `\\u${character.charCodeAt(0).toString(16).padStart(4, '0')}`);
}
