-- Issue 36: a notification need not be about a page. An endpoint the server switched off (too many failed
-- deliveries) tells each administrator in the notification centre: page_id is null and webhook_id names the endpoint
-- (its notifications go with it). The list, the unread count and "mark read" stay each person's own; a page-less
-- notification is shown only to its recipient, and a webhook's only while they may administer.
ALTER TABLE notifications ALTER COLUMN page_id DROP NOT NULL;
ALTER TABLE notifications ADD COLUMN IF NOT EXISTS webhook_id integer REFERENCES webhook_endpoints (id) ON DELETE CASCADE;
ALTER TABLE notifications DROP CONSTRAINT IF EXISTS notifications_about_something;
ALTER TABLE notifications ADD CONSTRAINT notifications_about_something CHECK (page_id IS NOT NULL OR webhook_id IS NOT NULL);
