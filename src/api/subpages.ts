import type { Collection, Locale, One, Many, PageSummary, SubpageAttributes, System } from '../../contract';
import { api } from './client';

export const NEW_PAGE_TITLE = 'New page';

export interface CreatedSubpage {
  pageId: number;
  slug: string;
  title: string;
}

interface CreatedResource {
  id: string;
  attributes: Partial<PageSummary> & { name?: string; slug: string; title?: string };
}

/** Spec 3.3: each system has its own creation body; the result is read as the spec says for that system. */
export async function createSubpage(system: System, parent: { pageId: number; collection: Collection }): Promise<CreatedSubpage> {
  let created: CreatedResource;
  if (system === 'data') {
    created = (
      await api
        .post('ex/content_pages', { json: { content_page: { title: NEW_PAGE_TITLE, parent_sub_page_id: parent.pageId } }, retry: 0 })
        .json<One<CreatedResource['attributes']>>()
    ).data;
  } else if (system === 'projects') {
    const page = {
      title: NEW_PAGE_TITLE,
      page_collection_slug: parent.collection,
      subpage: true,
      parent_sub_page_id: parent.pageId,
      lexical_flag: true,
    };
    created = (await api.post('pages', { json: { page }, retry: 0 }).json<One<CreatedResource['attributes']>>()).data;
  } else {
    const page = { name: NEW_PAGE_TITLE, page_collection_slug: parent.collection, subpage: true, parent_sub_page_id: parent.pageId };
    created = (await api.post('pages', { json: { page }, retry: 0 }).json<One<CreatedResource['attributes']>>()).data;
  }
  const title = system === 'csw' ? (created.attributes.name ?? NEW_PAGE_TITLE) : (created.attributes.title ?? NEW_PAGE_TITLE);
  return { pageId: Number(created.id), slug: created.attributes.slug, title };
}

const LOOKUP_PATH: Record<System, string> = { csw: 'csw/lookup', projects: 'projects/lookup', data: 'ex/data/lookup' };

/** One lookup call for all the subpages of a document (spec 7.3). */
export async function lookupSubpages(system: System, ids: number[]): Promise<SubpageAttributes[]> {
  if (!ids.length) return [];
  const body = await api.get(LOOKUP_PATH[system], { searchParams: { page_ids: ids.join(',') } }).json<Many<SubpageAttributes, 'page'>>();
  return body.data.map((item) => item.attributes);
}

export function editorRouteOfSubpage(locale: Locale, collection: Collection, editorSlug: string) {
  return `/${locale}/page-templates/${collection}/${editorSlug}`;
}
