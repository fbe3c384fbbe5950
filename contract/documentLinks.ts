import type { SavedDocument } from './document';
import { isSafeLink } from './links';

const LINK_FIELDS = new Set(['url', 'link', 'src', 'href', 'public_route', 'editor_route']);

/** Every link-like value in a saved document that may not be stored (spec: only http(s), mailto, tel or relative). */
export function unsafeLinksIn(document: SavedDocument): string[] {
  const bad: string[] = [];
  const stack: unknown[] = [document.root];
  while (stack.length) {
    const item = stack.pop();
    if (Array.isArray(item)) {
      for (const entry of item) stack.push(entry);
      continue;
    }
    if (!item || typeof item !== 'object') continue;
    for (const [key, value] of Object.entries(item)) {
      if (typeof value === 'string') {
        if (LINK_FIELDS.has(key) && !isSafeLink(value)) bad.push(value);
      } else if (value && typeof value === 'object') {
        stack.push(value);
      }
    }
  }
  return bad;
}
