-- When the sweep of unused uploads last found something pointing to the upload (server/services/mediaUsage.ts).
ALTER TABLE media ADD COLUMN checked_at timestamptz;
CREATE INDEX media_created_at_idx ON media (created_at);
