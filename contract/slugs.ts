import type { Collection } from './resources';

/**
 * A page's address (its slug): lower-case ASCII letters, digits and single hyphens, at most 100 characters, not of
 * digits alone (GET /api/pages/{id} would take it for a page number) and not a screen's own address.
 */
export const MAX_SLUG_LENGTH = 100;
const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const DIGITS = /^[0-9]+$/;

/** Reserved: screens of their own at these addresses (spec 2.1 create-page; the memo space's trash and favourites). */
export const RESERVED_SLUGS = ['create-page', 'page-templates', 'trash', 'favourites', 'preview', 'search', 'login'];

/** What is wrong with an address, as the settings' messages name it; null for a good one. */
export type SlugProblem = 'required' | 'tooLong' | 'format' | 'digitsOnly' | 'reserved';

export const SLUG_MESSAGES: Record<SlugProblem, string> = {
  required: 'The address is required.',
  tooLong: 'Keep the address under 100 characters.',
  format: 'Use lower-case letters, digits and single hyphens, such as spring-open-day.',
  digitsOnly: 'An address needs a letter: digits alone would read as a page number.',
  reserved: 'That address is reserved.',
};

export function slugProblemOf(slug: string): SlugProblem | null {
  if (!slug) return 'required';
  if (slug.length > MAX_SLUG_LENGTH) return 'tooLong';
  if (!SLUG.test(slug)) return 'format';
  if (DIGITS.test(slug)) return 'digitsOnly';
  return RESERVED_SLUGS.includes(slug) ? 'reserved' : null;
}

/** Latin letters that have no accent to drop. */
const LETTERS: Record<string, string> = { æ: 'ae', ø: 'o', œ: 'oe', ß: 'ss', đ: 'd', ł: 'l', þ: 'th', ð: 'd' };

/**
 * The Latin letters and digits of `text` as an address: "Temple Street Night Market" gives temple-street-night-market,
 * "Café & Bar" cafe-and-bar, "Mong Kok's 2nd market" mong-koks-2nd-market. Cut between words to at most `max`
 * characters; empty when the text has no Latin letters or digits (a Chinese title).
 */
export function slugOfText(text: string, max = MAX_SLUG_LENGTH): string {
  const words = text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[æøœßđłþð]/g, (letter) => LETTERS[letter])
    .replace(/&/g, ' and ')
    .replace(/['’]/g, '')
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
  let slug = '';
  for (const word of words) {
    const next = slug ? `${slug}-${word}` : word;
    if (next.length > max) return slug || word.slice(0, max);
    slug = next;
  }
  return slug;
}

/** What a page of each collection is called in its address when its title gives no words: story-2026-11-27. */
const NOUNS: Record<Collection, string> = {
  stories: 'story',
  series: 'series',
  news: 'news',
  projects: 'project',
  events: 'event',
  memo: 'memo',
  dataroom: 'page',
  pages: 'page',
};

/**
 * A readable address for a page of `collection` from `text`: its words (see slugOfText); digits alone get the
 * collection's noun before them (2026 gives story-2026); a text without Latin words (a Chinese title) gives the noun
 * and `day`, 'YYYY-MM-DD' (story-2026-11-27), or null without a day. It may be reserved or taken: the caller checks.
 */
export function readableSlugOf(
  text: string,
  collection: Collection,
  { max = MAX_SLUG_LENGTH, day }: { max?: number; day?: string } = {},
): string | null {
  const words = slugOfText(text, max);
  if (!words) return day ? `${NOUNS[collection]}-${day}` : null;
  return DIGITS.test(words) ? `${NOUNS[collection]}-${words}`.slice(0, max) : words;
}
