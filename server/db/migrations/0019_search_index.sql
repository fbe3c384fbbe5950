-- Search reads a narrow table of its own (issue 20). 0016 kept the search vectors on `pages`, whose rows also carry
-- the document and its text: most vectors were then moved out of line (TOAST), and a phrase, which PostgreSQL must
-- check against each candidate's positions, fetched every candidate's vector through the TOAST index. In a table of
-- only the vectors and the columns search filters and orders by, a vector under about 2 kB stays in its row: the
-- bench's phrase query went from 31 to 12 ms.
-- A trigger keeps the table in step with `pages` in the same transaction, so every insert, save, publish, move to the
-- trash and restore is seen by the next search, with no application code; deleting a page deletes its row.
-- The vectors are computed by the functions of 0016; only the columns that hold them move.

-- No page is written between the copy below and the trigger's creation (another server of a rolling deploy).
LOCK TABLE pages IN SHARE ROW EXCLUSIVE MODE;

CREATE TABLE page_search (
  page_id integer PRIMARY KEY REFERENCES pages (id) ON DELETE CASCADE,
  collection text NOT NULL,
  locale text NOT NULL,
  owner_id integer,
  published boolean NOT NULL,
  published_at timestamptz,
  trashed_at timestamptz,
  updated_at timestamptz NOT NULL,
  title_vector tsvector NOT NULL,
  vector tsvector NOT NULL
);

INSERT INTO page_search
SELECT id, collection, locale, owner_id, published, published_at, trashed_at, updated_at, search_title, search_vector
FROM pages;

-- Without GIN's pending list (fastupdate): a save writes its words into the index itself. With it, recent saves
-- wait in an unsorted list that every search reads through until a VACUUM, and PGlite has no autovacuum.
CREATE INDEX page_search_vector_idx ON page_search USING gin (vector) WITH (fastupdate = off);
-- No statistics on the vectors, so the planner takes its default guess (few pages match a word) and always reads
-- the index. With statistics, PostgreSQL's autovacuum let it choose a sequential scan for a word on half the pages,
-- which reads every vector out of TOAST: 63 ms, where the index took 21 ms (the bench's one Chinese character).
ALTER TABLE page_search ALTER COLUMN vector SET STATISTICS 0;

-- The text's vectors are computed again only when the title, precis or text changed; the other columns are copied
-- on every change.
CREATE FUNCTION public.page_search_sync() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
  BEGIN
    IF TG_OP = 'UPDATE' AND NEW.title IS NOT DISTINCT FROM OLD.title AND NEW.precis IS NOT DISTINCT FROM OLD.precis
       AND NEW.plain_text IS NOT DISTINCT FROM OLD.plain_text THEN
      UPDATE public.page_search
         SET collection = NEW.collection, locale = NEW.locale, owner_id = NEW.owner_id, published = NEW.published,
             published_at = NEW.published_at, trashed_at = NEW.trashed_at, updated_at = NEW.updated_at
       WHERE page_id = NEW.id;
      IF FOUND THEN
        RETURN NULL;
      END IF;
    END IF;
    INSERT INTO public.page_search
      VALUES (NEW.id, NEW.collection, NEW.locale, NEW.owner_id, NEW.published, NEW.published_at, NEW.trashed_at,
              NEW.updated_at, public.search_field(NEW.title), public.search_document(NEW.title, NEW.precis, NEW.plain_text))
      ON CONFLICT (page_id) DO UPDATE
         SET collection = EXCLUDED.collection, locale = EXCLUDED.locale, owner_id = EXCLUDED.owner_id,
             published = EXCLUDED.published, published_at = EXCLUDED.published_at, trashed_at = EXCLUDED.trashed_at,
             updated_at = EXCLUDED.updated_at, title_vector = EXCLUDED.title_vector, vector = EXCLUDED.vector;
    RETURN NULL;
  END
  $$;

CREATE TRIGGER pages_search_sync
  AFTER INSERT OR UPDATE ON pages
  FOR EACH ROW EXECUTE FUNCTION public.page_search_sync();

DROP INDEX pages_search_idx;
ALTER TABLE pages DROP COLUMN search_vector, DROP COLUMN search_title;
