-- Issue 35: comments on blocks. A thread is anchored in the page's document by a mark carrying its `uid`
-- (@lexical/mark's MarkNode, `ids`); its quote is the text it was made on, shown when the mark is gone ("detached").
-- A page's threads go with it only when it is purged: the trash keeps them.
CREATE TABLE IF NOT EXISTS comment_threads (
  id serial PRIMARY KEY,
  uid text NOT NULL UNIQUE,
  page_id integer NOT NULL REFERENCES pages(id) ON DELETE CASCADE,
  quote text NOT NULL DEFAULT '',
  created_by integer REFERENCES users(id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL,
  resolved_at timestamptz,
  resolved_by integer REFERENCES users(id) ON DELETE SET NULL
);
CREATE INDEX IF NOT EXISTS comment_threads_page_idx ON comment_threads (page_id, id);

-- Each comment of a thread; a deleted one keeps its row (deleted_at) and its history.
CREATE TABLE IF NOT EXISTS comments (
  id serial PRIMARY KEY,
  thread_id integer NOT NULL REFERENCES comment_threads(id) ON DELETE CASCADE,
  author_id integer REFERENCES users(id) ON DELETE SET NULL,
  body text NOT NULL,
  mention_ids integer[] NOT NULL DEFAULT '{}',
  created_at timestamptz NOT NULL,
  edited_at timestamptz,
  deleted_at timestamptz
);
CREATE INDEX IF NOT EXISTS comments_thread_idx ON comments (thread_id, id);

-- The text a comment had before each edit.
CREATE TABLE IF NOT EXISTS comment_edits (
  id serial PRIMARY KEY,
  comment_id integer NOT NULL REFERENCES comments(id) ON DELETE CASCADE,
  body text NOT NULL,
  edited_at timestamptz NOT NULL
);

-- A notification about a comment leads to its thread.
ALTER TABLE notifications ADD COLUMN IF NOT EXISTS comment_uid text;

-- Invitations to a memo: 'viewer' reads it, 'commenter' reads and comments.
ALTER TABLE page_invitations DROP CONSTRAINT IF EXISTS page_invitations_permission_check;
ALTER TABLE page_invitations ADD CONSTRAINT page_invitations_permission_check CHECK (permission IN ('viewer', 'commenter', 'owner'));
