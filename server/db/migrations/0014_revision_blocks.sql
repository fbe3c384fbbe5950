-- Issue 19: a revision keeps its document as its blocks' prints plus the document without its blocks (`body_root`,
-- JSON text with `root.children` empty), and each block is stored once per page, under the hash of its print, in
-- `page_revision_blocks`: a save writes only the blocks the page's last revision did not hold. The prints are packed:
-- `block_hashes` the hashes one after another (16 characters each), `block_types` the types as JSON runs
-- [[type, count], ...]. `first_revision_id` is the revision that first stored a block: when a save updates that
-- revision (coalescing), the blocks it stored and no longer holds are no other revision's and go at once. Revisions
-- made before keep their whole `body` and `block_prints`.
ALTER TABLE page_revisions ALTER COLUMN body DROP NOT NULL;
ALTER TABLE page_revisions ALTER COLUMN block_prints DROP NOT NULL;
ALTER TABLE page_revisions ADD COLUMN body_root text;
ALTER TABLE page_revisions ADD COLUMN block_hashes text;
ALTER TABLE page_revisions ADD COLUMN block_types text;
CREATE TABLE page_revision_blocks (
  page_id integer NOT NULL REFERENCES pages(id) ON DELETE CASCADE,
  hash text NOT NULL,
  block text NOT NULL,
  first_revision_id integer NOT NULL,
  PRIMARY KEY (page_id, hash)
);
