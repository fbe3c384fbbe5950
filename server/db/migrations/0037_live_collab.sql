-- Issue 34: live co-editing (server/collab/, docs/architecture.md "Live co-editing").
-- One row per page that has live state: the last update's sequence number (taken under this row's lock, so servers
-- sharing the database number a page's updates one after another), the compacted snapshot and the sequence it
-- includes, and the page version the live state was last written to or merged from.
CREATE TABLE IF NOT EXISTS live_pages (
  page_id integer PRIMARY KEY REFERENCES pages(id) ON DELETE CASCADE,
  last_seq integer NOT NULL DEFAULT 0,
  snapshot bytea,
  snapshot_seq integer NOT NULL DEFAULT 0,
  saved_version integer,
  updated_at timestamptz NOT NULL
);
-- The update log: each Yjs update as a client sent it, after the snapshot's sequence until compaction folds it in.
CREATE TABLE IF NOT EXISTS live_updates (
  page_id integer NOT NULL REFERENCES pages(id) ON DELETE CASCADE,
  seq integer NOT NULL,
  "update" bytea NOT NULL,
  user_id integer REFERENCES users(id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL,
  PRIMARY KEY (page_id, seq)
);
-- Single-use tickets for opening the WebSocket (browsers cannot send the Bearer header on one): valid 30 s, bound to
-- the person, the page and the session they were asked for with (only its hash is kept, as in sessions).
CREATE TABLE IF NOT EXISTS live_tickets (
  ticket_hash text PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  page_id integer NOT NULL REFERENCES pages(id) ON DELETE CASCADE,
  session_hash text NOT NULL,
  expires_at timestamptz NOT NULL
);
CREATE INDEX IF NOT EXISTS live_tickets_expires_idx ON live_tickets (expires_at);
