import { beforeAll } from 'vitest';
import { webhookDeliveries, webhookEndpoints } from '../server/db/webhooksSchema';
import type { Role, RoleName } from './accessTargets';
import { TEST_NOW, type TestApp } from './apiHarness';

/**
 * The webhook routes' rows of the access matrix (issue 36): administrators only. An endpoint (switched off, so the
 * matrix's other changes send nothing) and one logged delivery are made before the matrix runs; the last row deletes it.
 */
export function webhookRoutes(
  app: () => TestApp,
  send: (role: Role, method: string, path: string, body?: unknown) => Promise<Response>,
  administers: (role: RoleName) => boolean,
) {
  let id = 0;
  let deliveryId = 0;
  beforeAll(async () => {
    const { db } = app().deps.database;
    const [endpoint] = await db
      .insert(webhookEndpoints)
      .values({
        url: 'https://hooks.example.org/matrix',
        events: ['comment.added'],
        secret: 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw',
        enabled: false,
        createdAt: TEST_NOW,
        updatedAt: TEST_NOW,
      })
      .returning();
    id = endpoint.id;
    const [delivery] = await db
      .insert(webhookDeliveries)
      .values({
        endpointId: id,
        messageId: 'msg_matrix',
        event: 'comment.added',
        payload: { type: 'comment.added' },
        status: 'failed',
        createdAt: TEST_NOW,
        updatedAt: TEST_NOW,
      })
      .returning();
    deliveryId = delivery.id;
  });
  const admin = (role: RoleName) => administers(role);
  return [
    { name: 'GET /api/admin/webhooks', call: (role: Role) => send(role, 'GET', '/api/admin/webhooks'), allowed: admin },
    {
      name: 'POST /api/admin/webhooks',
      writes: true,
      call: (role: Role) => send(role, 'POST', '/api/admin/webhooks', { url: 'https://hooks.example.org/new', events: ['page.published'] }),
      allowed: admin,
    },
    {
      name: 'PATCH /api/admin/webhooks/{id}',
      writes: true,
      call: (role: Role) => send(role, 'PATCH', `/api/admin/webhooks/${id}`, { enabled: true }),
      allowed: admin,
    },
    {
      name: 'POST /api/admin/webhooks/{id}/secret',
      writes: true,
      call: (role: Role) => send(role, 'POST', `/api/admin/webhooks/${id}/secret`),
      allowed: admin,
    },
    {
      name: 'GET /api/admin/webhooks/{id}/deliveries',
      call: (role: Role) => send(role, 'GET', `/api/admin/webhooks/${id}/deliveries`),
      allowed: admin,
    },
    {
      name: 'POST /api/admin/webhooks/{id}/deliveries/{delivery}/resend',
      writes: true,
      call: (role: Role) => send(role, 'POST', `/api/admin/webhooks/${id}/deliveries/${deliveryId}/resend`),
      allowed: admin,
    },
    {
      name: 'DELETE /api/admin/webhooks/{id}',
      writes: true,
      // Each call acts on an endpoint of its own: an administrator's deletes it.
      call: async (role: Role) => {
        const answer = await send(role, 'DELETE', `/api/admin/webhooks/${id}`);
        return answer.status === 204 ? Response.json({ deleted: true }) : answer;
      },
      allowed: admin,
    },
  ];
}
