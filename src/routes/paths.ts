import { pagePathOf } from '../../contract/pagePaths';
import { LOCALES, type Collection, type Locale, type System } from '../../contract/resources';

const EDITOR_SEGMENT = 'page-templates';
const CREATE_PAGE_SEGMENT = 'create-page';
const PROJECTS_SEGMENTS = new Set(['news', 'series', 'memo']);
const DATA_SEGMENTS = new Set(['dataroom']);

interface SplitPath {
  origin: string;
  segments: string[];
  trailingSlash: boolean;
  suffix: string;
}

// One expression for the whole path took cubic time on a long path whose query held a line break (issue 15).
const ORIGIN = /^[a-z][a-z0-9+.-]*:\/\/[^/?#]*/i;
const QUERY_OR_FRAGMENT = /[?#]/;

function splitPath(path: string): SplitPath {
  const origin = ORIGIN.exec(path)?.[0] ?? '';
  const rest = path.slice(origin.length);
  const suffixStart = rest.search(QUERY_OR_FRAGMENT);
  const pathname = suffixStart < 0 ? rest : rest.slice(0, suffixStart);
  const segments = pathname.split('/').filter(Boolean);
  return {
    origin,
    segments,
    trailingSlash: segments.length > 0 && pathname.endsWith('/'),
    suffix: suffixStart < 0 ? '' : rest.slice(suffixStart),
  };
}

function joinPath({ origin, segments, trailingSlash, suffix }: SplitPath): string {
  const pathname = `/${segments.join('/')}${trailingSlash && segments.length > 0 ? '/' : ''}`;
  return `${origin}${pathname}${suffix}`;
}

export function isLocale(segment: string | undefined): segment is Locale {
  return (LOCALES as readonly string[]).includes(segment ?? '');
}

function editorSegmentIndex(segments: string[]): number {
  const index = isLocale(segments[0]) ? 1 : 0;
  return segments[index] === EDITOR_SEGMENT ? index : -1;
}

export function localeOfPath(path: string): Locale | null {
  const [first] = splitPath(path).segments;
  return isLocale(first) ? first : null;
}

export function systemOfPath(path: string): System {
  const { segments } = splitPath(path);
  if (segments.some((segment) => PROJECTS_SEGMENTS.has(segment))) return 'projects';
  if (segments.some((segment) => DATA_SEGMENTS.has(segment))) return 'data';
  return 'csw';
}

export function pageCollectionSlugOfPath(path: string): 'stories' | 'series' {
  const { segments } = splitPath(path);
  return segments.includes('series') ? 'series' : 'stories';
}

export function isEditorRoute(path: string): boolean {
  return editorSegmentIndex(splitPath(path).segments) >= 0;
}

export function isCreatePage(path: string): boolean {
  return splitPath(path).segments.includes(CREATE_PAGE_SEGMENT);
}

export function editorRouteOf(publicPath: string): string {
  const parts = splitPath(publicPath);
  if (editorSegmentIndex(parts.segments) >= 0) return publicPath;
  const insertAt = isLocale(parts.segments[0]) ? 1 : 0;
  const segments = [...parts.segments.slice(0, insertAt), EDITOR_SEGMENT, ...parts.segments.slice(insertAt)];
  return joinPath({ ...parts, segments });
}

export function publicPathOfEditorRoute(path: string): string {
  const parts = splitPath(path);
  const index = editorSegmentIndex(parts.segments);
  if (index < 0) return path;
  const segments = parts.segments.filter((_, position) => position !== index);
  return joinPath({ ...parts, segments });
}

function appendsSlug(segments: string[]): boolean {
  if (!isLocale(segments[0])) return segments.length === 0;
  const rest = segments.slice(1);
  if (rest[0] === EDITOR_SEGMENT) rest.shift();
  return rest.length === 0 || (rest.length === 1 && rest[0] === 'memo');
}

export function routeWithNewSlug(path: string, slug: string): string {
  const trimmed = slug.trim();
  if (!trimmed) return path;
  const parts = splitPath(path);
  const encoded = encodeURIComponent(trimmed);
  const segments = appendsSlug(parts.segments) ? [...parts.segments, encoded] : [...parts.segments.slice(0, -1), encoded];
  return joinPath({ ...parts, segments, suffix: '' });
}

export function switchLocale(path: string, locale: Locale): string {
  const parts = splitPath(path);
  const rest = isLocale(parts.segments[0]) ? parts.segments.slice(1) : parts.segments;
  return joinPath({ ...parts, segments: [locale, ...rest] });
}

export function homePathOf(locale: Locale): string {
  return `/${locale}`;
}

export function collectionPathOf(locale: Locale, collection: Collection): string {
  return `/${locale}/${collection}`;
}

export function publicPathOf(locale: Locale, collection: Collection, slug: string): string {
  return pagePathOf({ locale, collection, slug });
}

export function signInPathOf(locale: Locale, next?: string): string {
  const base = `/${locale}/login`;
  return next ? `${base}?next=${encodeURIComponent(next)}` : base;
}

export function safeNextPath(next: string | null | undefined): string | null {
  if (!next || !next.startsWith('/') || next.startsWith('//')) return null;
  if ([...next].some((character) => character <= ' ' || character === '\u007f' || character === '\\')) return null;
  return next;
}

const MEMO_SEGMENT = 'memo';

export function isMemoPath(path: string): boolean {
  const { segments } = splitPath(path);
  const rest = isLocale(segments[0]) ? segments.slice(1) : segments;
  if (rest[0] === EDITOR_SEGMENT) rest.shift();
  return rest[0] === MEMO_SEGMENT;
}

/** Spec 2.7: the favourite star belongs to memo paths with more than 2 segments, i.e. one memo rather than the list. */
export function hasFavouriteToggle(path: string): boolean {
  return isMemoPath(path) && splitPath(path).segments.length > 2;
}

export function memoListPathOf(locale: Locale): string {
  return `/${locale}/${MEMO_SEGMENT}`;
}

export function memoPathOf(locale: Locale, slug: string): string {
  return `/${locale}/${MEMO_SEGMENT}/${encodeURIComponent(slug)}`;
}

export function memoTrashListPathOf(locale: Locale): string {
  return `/${locale}/${MEMO_SEGMENT}/trash`;
}

export function memoFavouritesPathOf(locale: Locale): string {
  return `/${locale}/${MEMO_SEGMENT}/favourites`;
}

/** Spec 2.1: a trashed memo's path has no locale. */
export function trashedMemoPathOf(slug: string): string {
  return `/${MEMO_SEGMENT}/trash/${encodeURIComponent(slug)}`;
}
