import type { FetchedEventAttributes, One, PageSummary, SaveEventDetailsBody } from '../../contract';
import { staffApi } from './readClient';

/*
 * The editor's calls about events, apart from events.ts: a reader's event page loads events.ts with its programme in
 * one chunk (vite.config.ts), which the editor need not load.
 */

/** Event data for a link to one of the organisation's own pages (spec 5.2). */
export async function fetchEvent(url: string, { signal }: { signal?: AbortSignal } = {}): Promise<FetchedEventAttributes> {
  const body = await (
    await staffApi()
  )
    .get('fetch_event', { searchParams: { url }, signal, retry: 0 })
    .json<One<FetchedEventAttributes, 'event'>>();
  return body.data.attributes;
}

/** PUT /api/pages/{id}/event: an event page's date, times, place and time zone; a stale version fails with a 409 ApiError. */
export async function saveEventDetails(pageId: number, body: SaveEventDetailsBody): Promise<PageSummary> {
  const answer = await (await staffApi()).put(`pages/${pageId}/event`, { json: body, retry: 0 }).json<One<PageSummary, 'page'>>();
  return answer.data.attributes;
}
