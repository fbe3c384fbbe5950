import { LINK_FIELDS, MEDIA_FIELDS } from './blocks';
import type { SavedDocument } from './document';
import { isSafeLink, isSafeMediaSource } from './links';

/**
 * The rule each address field must pass, from the block contracts' link and media fields; applied to every node, of
 * whatever type, so that a node no block knows cannot carry a script address either. `href` is the older nodes'.
 */
const ADDRESS_FIELDS: Record<string, (value: string) => boolean> = Object.fromEntries([
  ...[...LINK_FIELDS, 'href'].map((field) => [field, isSafeLink] as const),
  ...[...MEDIA_FIELDS].map((field) => [field, isSafeMediaSource] as const),
]);

/**
 * Every address in a saved document that may not be stored: links must be http(s), mailto, tel or relative; images
 * and videos (`src`, `image`) http(s) or relative, which includes own media and a card's colour hex.
 */
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
        if (Object.hasOwn(ADDRESS_FIELDS, key) && !ADDRESS_FIELDS[key](value)) bad.push(value);
      } else if (value && typeof value === 'object') {
        stack.push(value);
      }
    }
  }
  return bad;
}
