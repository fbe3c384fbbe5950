import type { Checklist } from '../../contract/checklist';
import { api } from './client';

/** GET /api/pages/{id}/checklist: what blocks publishing the page and what is worth a look (issue 33). */
export async function fetchChecklist(pageId: number): Promise<Checklist> {
  const body = await api.get(`pages/${pageId}/checklist`, { retry: 0 }).json<{ data: Checklist }>();
  return body.data;
}
