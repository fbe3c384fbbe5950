-- Issue 19: who has a page open in the editor, by a heartbeat every 20 seconds; rows older than a minute are stale
-- and the hourly purge job removes them.
CREATE TABLE page_presence (
  page_id integer NOT NULL REFERENCES pages(id) ON DELETE CASCADE,
  user_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  seen_at timestamptz NOT NULL,
  PRIMARY KEY (page_id, user_id)
);
CREATE INDEX page_presence_seen_idx ON page_presence (seen_at);
