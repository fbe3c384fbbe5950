-- Issue 33: changes to a published site page stay a draft until published. The `pages` row stays what readers see
-- (every reader path, feed, sitemap, search and the static site read it, untouched); the working copy of a published
-- page with saved changes is this row, which editors open, save, preview and publish. Its version is the page's own
-- (`pages.version` counts draft saves too, so every call that sends a version keeps working with one number);
-- `live_version` is the page's version when the draft began, the live copy's.
CREATE TABLE page_drafts (
  page_id integer PRIMARY KEY REFERENCES pages(id) ON DELETE CASCADE,
  title text NOT NULL,
  precis text NOT NULL DEFAULT '',
  body json NOT NULL,
  live_version integer NOT NULL,
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL,
  updated_by integer REFERENCES users(id) ON DELETE SET NULL
);

-- Revisions made on a draft (saves and restores of a published page's working copy): those who may only read the
-- page never see them; publishing the draft makes them the page's history.
ALTER TABLE page_revisions ADD COLUMN draft boolean NOT NULL DEFAULT false;
