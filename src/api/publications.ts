import type { FavouriteAttributes, FavouriteSummary, Many, One } from '../../contract';
import { api } from './client';

/** POST /api/publications/{id}/favourite; a publication's id is its page id. */
export async function favourite(pageId: number): Promise<FavouriteAttributes> {
  const body = await api.post(`publications/${pageId}/favourite`, { retry: 0 }).json<One<FavouriteAttributes, 'favourite'>>();
  return body.data.attributes;
}

export async function unfavourite(pageId: number): Promise<FavouriteAttributes> {
  const body = await api.delete(`publications/${pageId}/unfavourite`, { retry: 0 }).json<One<FavouriteAttributes, 'favourite'>>();
  return body.data.attributes;
}

export function favourites({ signal }: { signal?: AbortSignal } = {}): Promise<Many<FavouriteSummary, 'memo'>> {
  return api.get('publications/favourites', { signal }).json<Many<FavouriteSummary, 'memo'>>();
}
