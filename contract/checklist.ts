import { LINK_FIELDS } from './blocks';
import type { SavedDocument, SavedNode } from './document';
import type { UndescribedImage } from './imageAlt';
import { pageAtPath } from './pagePaths';

/**
 * The checklist before publishing (issue 33): one list, computed by the server, that the editor shows before Publish,
 * Schedule and Submit for review, and that the API refuses a publish or schedule with (422) while it holds an item
 * that blocks. Which items block and which only warn is decided here, and written down in docs/editor.md.
 */
export const CHECKLIST_SEVERITY = {
  /** An image without alt text or the decorative mark: some readers cannot know what it shows. */
  image_alt: 'block',
  /** An event page without its date: it cannot be listed in What's on. */
  event_date: 'block',
  /** A link to a page of this site that does not exist: readers would meet a 404. */
  missing_link: 'block',
  /** An event without a place: fine for an online event, so only a warning. */
  event_place: 'warn',
  /** Neither a stand first nor a search description: lists, search engines and link previews show the first words. */
  summary: 'warn',
  /** A story without a lead image: its card in lists and link previews has no picture. */
  lead_image: 'warn',
  /** A link to a page that exists but readers cannot open yet (a draft, or in the trash). */
  unpublished_link: 'warn',
  /** No counterpart on the other locale's site: the language switch leads to that site's home. */
  counterpart: 'warn',
} as const;

export type ChecklistCode = keyof typeof CHECKLIST_SEVERITY;
export type ChecklistSeverity = (typeof CHECKLIST_SEVERITY)[ChecklistCode];

export interface ChecklistItem {
  code: ChecklistCode;
  severity: ChecklistSeverity;
  /** The index of the top-level block it is about, in `root.children`, where the editor shows it; absent for a setting. */
  block?: number;
  /** For a card's picture: the card's index in the block's `cards`. */
  card?: number;
  /** What to call it: an image's name (null when it has none) or the link's address. */
  name?: string | null;
}

/** GET /api/pages/{id}/checklist, and the `checklist` of a refused publish or schedule. */
export interface Checklist {
  items: ChecklistItem[];
  /** Whether an item blocks publishing and scheduling. */
  blocked: boolean;
}

/** How many items of one kind the checklist names; a page with more says so by the count. */
export const LISTED_PER_CODE = 20;

export const isBlocking = (item: Pick<ChecklistItem, 'severity'>) => item.severity === 'block';

export const checklistItem = (code: ChecklistCode, place: Omit<ChecklistItem, 'code' | 'severity'> = {}): ChecklistItem => ({
  code,
  severity: CHECKLIST_SEVERITY[code],
  ...place,
});

export const imageItem = (image: UndescribedImage): ChecklistItem =>
  checklistItem('image_alt', { block: image.block, ...(image.card === undefined ? {} : { card: image.card }), name: image.name });

/** Link fields a reader follows; a subpage block's own addresses are the subpage's, which the block shows only when published. */
const FOLLOWED = new Set([...LINK_FIELDS, 'href'].filter((field) => field !== 'public_route' && field !== 'editor_route'));

export interface SiteLink {
  /** The top-level block that holds it. */
  block: number;
  /** The address as written. */
  href: string;
  collection: string;
  slug: string;
}

/**
 * The links of a document to pages of this site (relative, or absolute on the site's own origin), in document order,
 * each once per block. Memos are left out: their addresses carry a share token, and sharing has its own rules.
 */
export function siteLinksIn(document: SavedDocument, siteOrigin: string | null): SiteLink[] {
  const links: SiteLink[] = [];
  const blocks = Array.isArray(document.root?.children) ? document.root.children : [];
  blocks.forEach((block, index) => {
    const seen = new Set<string>();
    const stack: unknown[] = [block];
    while (stack.length) {
      const item = stack.pop();
      // Pushed last first, so that links come out in document order.
      if (Array.isArray(item)) {
        for (let i = item.length - 1; i >= 0; i--) stack.push(item[i]);
        continue;
      }
      if (!item || typeof item !== 'object') continue;
      const nested: unknown[] = [];
      for (const [key, value] of Object.entries(item as SavedNode)) {
        if (typeof value === 'string') {
          if (!FOLLOWED.has(key) || seen.has(value)) continue;
          const page = pageOfAddress(value, siteOrigin);
          if (page) {
            seen.add(value);
            links.push({ block: index, href: value, ...page });
          }
        } else if (value && typeof value === 'object') {
          nested.push(value);
        }
      }
      for (let i = nested.length - 1; i >= 0; i--) stack.push(nested[i]);
    }
  });
  return links;
}

function pageOfAddress(address: string, siteOrigin: string | null): { collection: string; slug: string } | null {
  const text = address.trim();
  let path: string;
  if (text.startsWith('/') && !text.startsWith('//')) {
    path = text.split(/[?#]/, 1)[0];
  } else {
    if (!siteOrigin || !/^https?:\/\//i.test(text)) return null;
    let url: URL;
    try {
      url = new URL(text);
    } catch {
      return null;
    }
    if (url.origin !== siteOrigin) return null;
    path = url.pathname;
  }
  const page = pageAtPath(path);
  return page && page.collection !== 'memo' ? { collection: page.collection, slug: page.slug } : null;
}

/** The document's lead (spec 3.1: a lead-image block first, with its picture or video), or null. */
export function leadImageOf(document: SavedDocument): string | null {
  const first = Array.isArray(document.root?.children) ? (document.root.children[0] as SavedNode | undefined) : undefined;
  return first?.type === 'lead-image' && typeof first.image === 'string' && first.image.trim() ? first.image : null;
}
