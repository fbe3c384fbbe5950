-- The job queue (server/jobs/): work that must happen at a time, taken with FOR UPDATE SKIP LOCKED so that with several
-- server instances on one database each job runs once. A key names the one pending job of its kind for a thing.
CREATE TABLE jobs (
  id bigserial PRIMARY KEY,
  kind text NOT NULL,
  key text NOT NULL UNIQUE,
  payload jsonb NOT NULL,
  run_at timestamptz NOT NULL,
  attempts integer NOT NULL DEFAULT 0,
  last_error text,
  created_at timestamptz NOT NULL
);
CREATE INDEX jobs_run_at_idx ON jobs (run_at);

-- When a page is to be published or unpublished by the queue; null when nothing is scheduled.
ALTER TABLE pages ADD COLUMN publish_at timestamptz;
ALTER TABLE pages ADD COLUMN unpublish_at timestamptz;
