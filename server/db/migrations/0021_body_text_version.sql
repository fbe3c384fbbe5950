-- Which version of contract/plainText.ts bodyTextOf wrote a page's body_text. Migration 0020 filled body_text from the
-- text nodes of each document, without the fields of blocks that are not text nodes (a card's title, a button's
-- label): those pages get 0 here, and the 'body-text' job (server/services/bodyTextBackfill.ts), put on the queue at
-- start while any is left, writes them again from the whole document. Pages written from now on are of version 1.

ALTER TABLE pages ADD COLUMN body_text_version smallint NOT NULL DEFAULT 0;
ALTER TABLE pages ALTER COLUMN body_text_version SET DEFAULT 1;
