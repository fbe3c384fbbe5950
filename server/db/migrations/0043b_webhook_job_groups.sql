-- Issue 36: webhook deliveries to different endpoints are sent side by side, one at a time per endpoint (the job's
-- payload names its `group`, server/jobs/queue.ts). Deliveries queued before this release get their endpoint's group.
UPDATE jobs
SET payload = jobs.payload || jsonb_build_object('group', 'webhook-endpoint:' || d.endpoint_id)
FROM webhook_deliveries d
WHERE jobs.kind = 'webhook-delivery' AND jobs.payload->>'group' IS NULL AND d.id = (jobs.payload->>'deliveryId')::bigint;
