import * as sectionPagesApi from '../api/sectionPages';
import { useRemote } from '../routes/useRemote';

/** The section pages (What's on): read by everyone, saved by editors with the version they opened (a stale one: 409). */
export { saveSectionPage } from '../api/sectionPages';

/** A section page by slug; a new `generation` loads it again (after a save). */
export function useSectionPage(slug: string, generation: number) {
  return useRemote(`section-page:${slug}:${generation}`, (signal) => sectionPagesApi.sectionPage(slug, { signal }));
}
