import { MAX_INT32 } from '../../contract/numbers';

/** Why a page id could not be found; the dialog shows one message for all of them (spec 8). */
export class PageIdError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'PageIdError';
  }
}

/**
 * The spec's two fixed slug-to-id fallbacks (7.8) have no published values, so none are configured: a memo whose
 * lookup fails gets "Could not determine page ID". An entry here maps a memo slug to its page id.
 */
export const PAGE_ID_FALLBACKS: Readonly<Record<string, number>> = Object.freeze({});

/** What a memo lookup answers that may carry the page id (spec 3.4). */
export interface MemoIdFields {
  page_id?: unknown;
  edit_url?: unknown;
  lexical_body?: unknown;
}

function pageIdOfText(text: string | null | undefined): number | null {
  if (!text || !/^[1-9][0-9]{0,9}$/.test(text)) return null;
  const id = Number(text);
  return id <= MAX_INT32 ? id : null;
}

function decoded(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

function parse(link: string): URL | null {
  try {
    return new URL(link.trim(), 'http://link.invalid');
  } catch {
    return null;
  }
}

/** Spec 7.8, from the link itself: the /pages/{n} segment, then a trailing number (a last segment of digits), then ?page_id=. */
export function pageIdInLink(link: string): number | null {
  const url = parse(link);
  if (!url) return null;
  return (
    pageIdOfText(/\/pages\/([0-9]+)(?:\/|$)/.exec(url.pathname)?.[1]) ??
    pageIdOfText(/\/([0-9]+)\/?$/.exec(url.pathname)?.[1]) ??
    pageIdOfText(url.searchParams.get('page_id'))
  );
}

const NOT_SLUGS = new Set(['trash', 'favourites']);

/** The memo slug of a memo link (`/{locale}/memo/{slug}`, also `/memo/trash/{slug}`); '' for a memo link without one, null otherwise. */
export function memoSlugOfLink(link: string): string | null {
  const url = parse(link);
  if (!url) return null;
  const segments = url.pathname.split('/').filter(Boolean).map(decoded);
  const at = segments.indexOf('memo');
  if (at < 0) return null;
  const rest = segments.slice(at + 1);
  if (rest[0] === 'trash') rest.shift();
  return rest[0] && !NOT_SLUGS.has(rest[0]) ? rest[0] : '';
}

/** Spec 7.8, from a memo: `page_id`, then the /pages/{n} pattern in `edit_url`, then `lexical_body.page_id`. */
export function pageIdOfMemo(memo: MemoIdFields): number | null {
  const asText = (value: unknown) => (typeof value === 'number' || typeof value === 'string' ? String(value) : null);
  const body = typeof memo.lexical_body === 'object' && memo.lexical_body !== null ? (memo.lexical_body as MemoIdFields) : {};
  return (
    pageIdOfText(asText(memo.page_id)) ??
    pageIdOfText(typeof memo.edit_url === 'string' ? /\/pages\/([0-9]+)(?:[/?#]|$)/.exec(memo.edit_url)?.[1] : null) ??
    pageIdOfText(asText(body.page_id))
  );
}

export interface ResolveOptions {
  /** GET memo/{slug}: the memo's attributes. */
  lookupMemo: (slug: string) => Promise<MemoIdFields>;
  fallbacks?: Readonly<Record<string, number>>;
}

/** The page id of a link: from the link, else for memo links from the memo, else a configured fallback. */
export async function resolvePageId(link: string, { lookupMemo, fallbacks = PAGE_ID_FALLBACKS }: ResolveOptions): Promise<number> {
  const direct = pageIdInLink(link);
  if (direct !== null) return direct;
  const slug = memoSlugOfLink(link);
  if (slug === null) throw new PageIdError('Could not determine page ID');
  if (slug === '') throw new PageIdError('No resource ID provided in the link');
  const memo = await lookupMemo(slug).catch(() => null);
  const found = memo ? pageIdOfMemo(memo) : null;
  if (found !== null) return found;
  if (Object.hasOwn(fallbacks, slug)) return fallbacks[slug];
  throw new PageIdError('Could not extract page ID from link/resource ID');
}
