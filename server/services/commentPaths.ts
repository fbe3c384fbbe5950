import { commentingPathOf, pagePathOf } from '../../contract/pagePaths';
import type { Page, User } from '../db/schema';
import { canEditPage } from '../policies/pages';

type PathPage = Pick<Page, 'id' | 'locale' | 'collection' | 'slug' | 'ownerId' | 'published'>;

/** Where the editor opens a page: its public address with the editor's segment after the locale (src/routes/paths.ts). */
export const editorPathOf = (page: { locale: string; collection: string; slug: string }) =>
  pagePathOf(page).replace(/^\/(en|hk)\//, '/$1/page-templates/');

/**
 * Where a person reads a page to comment: the editor for those who may edit it, else the page's reading view (a
 * memo's own address; a site page's commenting view, as its draft is no reader's).
 */
export function commentingPathFor(person: User | null, page: PathPage): string {
  if (canEditPage(person, page)) return editorPathOf(page);
  return page.collection === 'memo' ? pagePathOf(page) : commentingPathOf(page);
}

/** Where a comment's notification and e-mail lead that person: the page where they comment, its thread open. */
export const commentPathFor = (person: User | null, page: PathPage, threadUid: string) =>
  `${commentingPathFor(person, page)}?comment=${encodeURIComponent(threadUid)}`;
