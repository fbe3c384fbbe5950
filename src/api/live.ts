import { api } from './client';

/**
 * POST /api/pages/{id}/live/tickets: a single-use ticket (30 s) to open the page's live session, since a browser
 * cannot send the Authorization header on a WebSocket. Refused (404 from an older server, 403, offline) means no live
 * session: the editor saves as before.
 */
export async function liveTicket(pageId: number): Promise<string> {
  const body = await api
    .post(`pages/${pageId}/live/tickets`, { retry: 0, context: { keepSessionOnUnauthorized: true } })
    .json<{ data: { ticket: string } }>();
  return body.data.ticket;
}

/** The live session's WebSocket address (without the ticket, which the provider adds as a parameter). */
export function liveAddress(pageId: number): string {
  const origin = globalThis.location?.origin ?? '';
  return `${origin.replace(/^http/, 'ws')}/api/pages/${pageId}/live`;
}
