import type { One, PageAttributes } from '../../contract';
import { api } from './client';
import type { PageResource } from './content';

export async function editablePage(slug: string, { signal }: { signal?: AbortSignal } = {}): Promise<PageResource> {
  const body = await api.get(`pages/${encodeURIComponent(slug)}`, { signal }).json<One<PageAttributes, 'page'>>();
  return body.data;
}
