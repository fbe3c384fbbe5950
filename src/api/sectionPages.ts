import type { One, SaveSectionPageBody, SectionPageAttributes } from '../../contract';
import { getJson, staffApi } from './readClient';

export async function sectionPage(slug: string, { signal }: { signal?: AbortSignal } = {}): Promise<SectionPageAttributes> {
  const body = await getJson<One<SectionPageAttributes, 'section_page'>>(`section_pages/${encodeURIComponent(slug)}`, { signal });
  return body.data.attributes;
}

/** PUT with the version the change was made on; a stale version fails with a 409 ApiError. */
export async function saveSectionPage(slug: string, changes: SaveSectionPageBody['section_page']): Promise<SectionPageAttributes> {
  const body = await (
    await staffApi()
  )
    .put(`section_pages/${encodeURIComponent(slug)}`, { json: { section_page: changes }, retry: 0 })
    .json<One<SectionPageAttributes, 'section_page'>>();
  return body.data.attributes;
}
