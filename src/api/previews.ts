import type { PageAttributes } from '../../contract';
import { api } from './client';
import { getJson } from './readClient';

export interface PreviewLink {
  id: string;
  expiresAt: string;
  createdBy: string | null;
  /** Only on the answer that created it: the link is shown once, as the server keeps only its hash. */
  path?: string;
}

interface PreviewResource {
  id: string;
  attributes: { created_at: string; expires_at: string; created_by: string | null; token?: string; path?: string };
}

const linkOf = (resource: PreviewResource): PreviewLink => ({
  id: resource.id,
  expiresAt: resource.attributes.expires_at,
  createdBy: resource.attributes.created_by,
  ...(resource.attributes.path ? { path: resource.attributes.path } : {}),
});

export async function createPreview(pageId: number, days = 7): Promise<PreviewLink> {
  const body = await api.post(`pages/${pageId}/previews`, { json: { days }, retry: 0 }).json<{ data: PreviewResource }>();
  return linkOf(body.data);
}

export async function listPreviews(pageId: number): Promise<PreviewLink[]> {
  const body = await api.get(`pages/${pageId}/previews`).json<{ data: PreviewResource[] }>();
  return body.data.map(linkOf);
}

export async function revokePreview(pageId: number, previewId: string): Promise<void> {
  await api.delete(`pages/${pageId}/previews/${encodeURIComponent(previewId)}`, { retry: 0 });
}

/** GET /api/previews/{token}: the page's current draft as readers would see it, for whoever holds the link. */
export async function readPreview(token: string, { signal }: { signal?: AbortSignal } = {}): Promise<PageAttributes & { preview: true }> {
  const body = await getJson<{ data: { attributes: PageAttributes & { preview: true } } }>(`previews/${encodeURIComponent(token)}`, {
    signal,
  });
  return body.data.attributes;
}
