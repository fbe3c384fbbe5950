-- Issue 29: a subpage block's title is its page's, not the parent's text, and search by it answered the parent (with
-- the title in the snippet) to callers who may not read that page. bodyTextOf version 2 leaves such titles out: pages
-- holding a subpage block get version 1 here, for the 'body-text' job to write again; the others are of version 2
-- as they are.
ALTER TABLE pages ALTER COLUMN body_text_version SET DEFAULT 2;
UPDATE pages SET body_text_version = 2 WHERE body_text_version = 1 AND position('"type":"subpage"' in body::text) = 0;
