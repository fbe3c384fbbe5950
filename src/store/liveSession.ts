import * as liveApi from '../api/live';
import { ApiError } from '../api/errors';
import { useSession } from './session';

/** Who I am in a live session: my id and name, and a colour of my own for my caret (the server may overwrite it). */
export interface LiveUser {
  id: string;
  name: string;
  color: string;
}

// Dark enough for white names on them (WCAG AA at 12 px bold) and apart from each other.
const CARET_COLOURS = ['#b3261e', '#1f5f99', '#2e7d32', '#8e24aa', '#a15c00', '#00796b', '#c2185b', '#455a64'];

/** A colour for a person, the same on every browser: from their id. */
export function colourOf(id: string): string {
  let hash = 0;
  for (const character of id) hash = (hash * 31 + character.charCodeAt(0)) >>> 0;
  return CARET_COLOURS[hash % CARET_COLOURS.length];
}

export function liveUser(): LiveUser | null {
  const user = useSession.getState().user;
  if (!user) return null;
  const id = user.attributes.uid;
  return { id, name: user.attributes.name || user.attributes.email, color: colourOf(id) };
}

export type TicketAnswer = { ticket: string } | { refused: 401 | 403 | 404 } | { unreachable: true };

/**
 * A fresh ticket for the page's live session (one per connection); or refused (signed out, access removed, the page
 * gone); or unreachable (offline, or a server without live sessions, which answers 404 for a route it does not know
 * and 405 or 501 alike, so any other answer counts as no live session on offer).
 */
export async function liveTicket(pageId: number): Promise<TicketAnswer> {
  try {
    return { ticket: await liveApi.liveTicket(pageId) };
  } catch (failure) {
    if (failure instanceof ApiError && (failure.status === 401 || failure.status === 403)) return { refused: failure.status };
    if (failure instanceof ApiError && failure.status === 404 && failure.body && typeof failure.body === 'object') return { refused: 404 };
    return { unreachable: true };
  }
}

export const liveAddress = liveApi.liveAddress;
