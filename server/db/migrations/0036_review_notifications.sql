-- Issue 33: review and the notification centre.
-- One review per page: where the page's latest hand-over stands. Its steps (submitted, changes requested, scheduled,
-- published, withdrawn) are kept in the page's history as revisions marked with `review_step` and `note`.
CREATE TABLE IF NOT EXISTS page_reviews (
  page_id integer PRIMARY KEY REFERENCES pages(id) ON DELETE CASCADE,
  -- 'in_review' | 'changes_requested' | 'scheduled' | 'published' | 'withdrawn'
  state text NOT NULL,
  submitted_by integer REFERENCES users(id) ON DELETE SET NULL,
  note text NOT NULL DEFAULT '',
  -- The reviewers the submitter chose; empty: every editor and administrator.
  reviewer_ids integer[] NOT NULL DEFAULT '{}',
  decided_by integer REFERENCES users(id) ON DELETE SET NULL,
  reason text NOT NULL DEFAULT '',
  submitted_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL
);
CREATE INDEX IF NOT EXISTS page_reviews_state_idx ON page_reviews (state, updated_at DESC);

ALTER TABLE page_revisions ADD COLUMN IF NOT EXISTS review_step text;
ALTER TABLE page_revisions ADD COLUMN IF NOT EXISTS note text;

-- Each person's notifications: read state per person; a page's go with it.
CREATE TABLE IF NOT EXISTS notifications (
  id serial PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  -- 'review_requested' | 'changes_requested' | 'published' | 'published_on_schedule' | 'shared'
  kind text NOT NULL,
  page_id integer NOT NULL REFERENCES pages(id) ON DELETE CASCADE,
  actor_id integer REFERENCES users(id) ON DELETE SET NULL,
  note text NOT NULL DEFAULT '',
  created_at timestamptz NOT NULL,
  read_at timestamptz
);
CREATE INDEX IF NOT EXISTS notifications_user_idx ON notifications (user_id, id DESC);
CREATE INDEX IF NOT EXISTS notifications_unread_idx ON notifications (user_id) WHERE read_at IS NULL;
