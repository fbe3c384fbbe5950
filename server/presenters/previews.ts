import type { Page, User } from '../db/schema';
import { presentPage, publicRouteOf, type PageWithOwner } from './pages';

/** Where a preview link opens: the reader's page of the draft, in the page's locale. */
export const previewPathOf = (locale: string, token: string) => `/${locale}/preview/${token}`;

/** A preview link as its page's list shows it: without its token, which only its creation's answer carries. */
export function presentPreview(row: { id: number; createdAt: Date; expiresAt: Date; creatorName: string | null }) {
  return {
    id: String(row.id),
    type: 'page_preview' as const,
    attributes: { created_at: row.createdAt.toISOString(), expires_at: row.expiresAt.toISOString(), created_by: row.creatorName },
  };
}

/** A preview link just made: the only answer that carries its token. */
export function presentCreatedPreview(
  row: { id: number; createdAt: Date; expiresAt: Date },
  creator: User,
  page: Pick<Page, 'locale'>,
  token: string,
) {
  const preview = presentPreview({ ...row, creatorName: creator.name });
  return { ...preview, attributes: { ...preview.attributes, token, path: previewPathOf(page.locale, token) } };
}

/** The draft a preview link opens, presented as to a reader who is not signed in. */
export function presentPreviewedPage(page: PageWithOwner) {
  const answer = presentPage(page, null);
  return { ...answer, attributes: { ...answer.attributes, preview: true, public_route: publicRouteOf(page) } };
}
