-- Issue 28: block prints are made with SHA-256 (22 characters) instead of a hand-written 96-bit hash (16 characters)
-- whose shared buffer could go stale and give different blocks of one length one print, so revisions stored the wrong
-- blocks. Revisions stored before keep `print_version` 1 until the 'revision-reprint' job
-- (server/services/revisionReprint.ts), put on the queue at start while any is left, checks each stored block against
-- the print it was stored under, stores it again under its SHA-256 print and rewrites the revisions' prints; a
-- revision holding a block that does not reprint to its print gets `damaged`: it may not hold what was saved.
-- Revisions that keep their whole document (before 0014) print it when read and need nothing.
ALTER TABLE page_revisions ADD COLUMN print_version smallint NOT NULL DEFAULT 1;
ALTER TABLE page_revisions ALTER COLUMN print_version SET DEFAULT 2;
UPDATE page_revisions SET print_version = 2 WHERE body IS NOT NULL OR block_hashes IS NULL;
ALTER TABLE page_revisions ADD COLUMN damaged boolean NOT NULL DEFAULT false;
CREATE INDEX page_revisions_reprint_idx ON page_revisions (page_id) WHERE print_version = 1;
