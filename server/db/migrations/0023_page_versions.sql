-- Issue 28: saves merge block by block against the version they started from. Each version of a page whose title,
-- stand first or document changed keeps those here as prints (server/services/mergeBases.ts): a save made on version
-- v merges against the newest row at or below v. Rows older than 30 days go with the hourly purge, but the newest of
-- each page, which stays.
CREATE TABLE page_versions (
  page_id integer NOT NULL REFERENCES pages(id) ON DELETE CASCADE,
  version integer NOT NULL,
  title text NOT NULL,
  precis text NOT NULL,
  block_hashes text NOT NULL,
  block_types text NOT NULL,
  created_at timestamptz NOT NULL,
  PRIMARY KEY (page_id, version)
);
