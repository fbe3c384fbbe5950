import type { Collection, Locale, One, PageAttributes, PageSummary, SavedDocument } from '../../contract';
import { api } from './client';
import type { PageResource, PageSummaryResource } from './content';

export async function editablePage(slug: string, { signal }: { signal?: AbortSignal } = {}): Promise<PageResource> {
  const body = await api.get(`pages/${encodeURIComponent(slug)}`, { signal }).json<One<PageAttributes, 'page'>>();
  return body.data;
}

export interface PageChanges {
  version: number;
  title?: string;
  precis?: string;
  lexical_body?: SavedDocument;
}

/** A save's answer: the page, and when the server merged the save into a newer version, the merged document. */
export type SavedPage = PageSummary & { merged?: boolean; lexical_body?: SavedDocument };

/**
 * PUT /api/pages/{page_id} with the version it was made on. Made on an older version, it is merged into the page as
 * it is (`merged` and the merged document in the answer), or fails with a 409 ApiError whose body has the `merge`
 * (contract/blockMerge.ts SaveMerge) and `current_version`.
 */
export async function savePage(pageId: string, changes: PageChanges): Promise<{ id: string; type: 'page'; attributes: SavedPage }> {
  const body = await api.put(`pages/${encodeURIComponent(pageId)}`, { json: { page: changes }, retry: 0 }).json<One<SavedPage, 'page'>>();
  return body.data;
}

export interface NewPage {
  title: string;
  collection: Collection;
  locale: Locale;
  document?: SavedDocument;
  /** The stand first. */
  precis?: string;
  parentId?: number;
}

export async function createPage(page: NewPage): Promise<PageSummaryResource> {
  const body = await api
    .post('pages', {
      json: {
        page: {
          title: page.title,
          page_collection_slug: page.collection,
          lexical_flag: true,
          locale: page.locale,
          ...(page.parentId ? { subpage: true, parent_sub_page_id: page.parentId } : {}),
          ...(page.document ? { lexical_body: page.document } : {}),
          ...(page.precis ? { precis: page.precis } : {}),
        },
      },
      retry: 0,
    })
    .json<One<PageSummary, 'page'>>();
  return body.data;
}

export interface PageSettingsChanges {
  version: number;
  slug?: string;
  seo_description?: string;
  social_image?: string | null;
  counterpart_page_id?: number | null;
}

/** PUT /api/pages/{id}/settings: the page's address (the old one answers 301), SEO description, social image, counterpart. */
export async function savePageSettings(pageId: number, page: PageSettingsChanges): Promise<PageSummaryResource> {
  const body = await api
    .put(`pages/${pageId}/settings`, { json: { page }, retry: 0 })
    .json<One<PageSummaryResource['attributes'], 'page'>>();
  return body.data as PageSummaryResource;
}

/**
 * Spec 7.1: whether the signed-in person may open the page a pasted link names (its 32-hex uid); refused when `access`
 * is false, the status is 400 or more, or the call fails.
 */
export async function hasLinkAccess(uid: string): Promise<boolean> {
  try {
    const response = await api.get(`link-access/${uid}`, {
      throwHttpErrors: false,
      retry: 0,
      context: { keepSessionOnUnauthorized: true },
    });
    const body = (await response.json().catch(() => null)) as { access?: unknown; status?: unknown } | null;
    const status = typeof body?.status === 'number' ? body.status : response.status;
    return response.ok && body?.access === true && status < 400;
  } catch {
    return false;
  }
}
