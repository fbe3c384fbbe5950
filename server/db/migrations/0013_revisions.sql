-- Issue 19: every save, publish, unpublish, trash, restore and restore-from-revision of a page keeps a revision.
-- `block_prints` are the document's blocks' prints (contract/revisionCompare.ts), so counting what changed from one
-- revision to the next never reads two documents.
CREATE TABLE page_revisions (
  id serial PRIMARY KEY,
  page_id integer NOT NULL REFERENCES pages(id) ON DELETE CASCADE,
  author_id integer REFERENCES users(id) ON DELETE SET NULL,
  event text NOT NULL,
  title text NOT NULL,
  precis text NOT NULL,
  body json NOT NULL,
  block_prints json NOT NULL,
  blocks_added integer NOT NULL DEFAULT 0,
  blocks_removed integer NOT NULL DEFAULT 0,
  blocks_changed integer NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL
);
CREATE INDEX page_revisions_page_idx ON page_revisions (page_id, id DESC);
CREATE INDEX page_revisions_page_time_idx ON page_revisions (page_id, created_at);
