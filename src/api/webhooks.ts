import type { CreateWebhookBody, UpdateWebhookBody, WebhookDeliveryResource, WebhookEndpointResource } from '../../contract/webhooks';
import { staffApi } from './readClient';

/** Issue 36: the administrators' webhook calls (GET/POST/PATCH/DELETE /api/admin/webhooks…). */
export async function listEndpoints(): Promise<WebhookEndpointResource[]> {
  return (await (await staffApi()).get('admin/webhooks').json<{ data: WebhookEndpointResource[] }>()).data;
}

export type WithSecret = WebhookEndpointResource & { secret: string };

export async function createEndpoint(body: CreateWebhookBody): Promise<WithSecret> {
  return (await (await staffApi()).post('admin/webhooks', { json: body, retry: 0 }).json<{ data: WithSecret }>()).data;
}

export async function updateEndpoint(id: number, body: UpdateWebhookBody): Promise<WebhookEndpointResource> {
  return (await (await staffApi()).patch(`admin/webhooks/${id}`, { json: body, retry: 0 }).json<{ data: WebhookEndpointResource }>()).data;
}

export async function deleteEndpoint(id: number): Promise<void> {
  await (await staffApi()).delete(`admin/webhooks/${id}`, { retry: 0 });
}

export async function rotateSecret(id: number): Promise<WithSecret> {
  return (await (await staffApi()).post(`admin/webhooks/${id}/secret`, { retry: 0 }).json<{ data: WithSecret }>()).data;
}

export async function listDeliveries(id: number, before?: string): Promise<{ data: WebhookDeliveryResource[]; next: string | null }> {
  const answer = await (
    await staffApi()
  )
    .get(`admin/webhooks/${id}/deliveries`, { searchParams: before ? { before } : {} })
    .json<{ data: WebhookDeliveryResource[]; meta: { next: string | null } }>();
  return { data: answer.data, next: answer.meta.next };
}

export async function resendDelivery(id: number, deliveryId: number): Promise<void> {
  await (await staffApi()).post(`admin/webhooks/${id}/deliveries/${deliveryId}/resend`, { retry: 0 });
}
