-- Search reads every word of a page's text (issue 20). `plain_text` is the spec's plainText, with repeated words
-- dropped ("built on the edge of the water ... on top of it" keeps "built on edge of water ... top it"), so a
-- phrase that repeats a word could not be found and snippets read as broken English. `body_text` holds the text in
-- order, written with plain_text by every save (contract/plainText.ts bodyTextOf), and page_search's vector is made
-- from it. Pages saved before this get the text nodes of their document here, in order; fields of blocks that are not
-- text nodes (a card's title) come with their next save.

LOCK TABLE pages IN SHARE ROW EXCLUSIVE MODE;

ALTER TABLE pages ADD COLUMN body_text text NOT NULL DEFAULT '';

CREATE OR REPLACE FUNCTION public.page_search_sync() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
  BEGIN
    IF TG_OP = 'UPDATE' AND NEW.title IS NOT DISTINCT FROM OLD.title AND NEW.precis IS NOT DISTINCT FROM OLD.precis
       AND NEW.body_text IS NOT DISTINCT FROM OLD.body_text THEN
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
              NEW.updated_at, public.search_field(NEW.title), public.search_document(NEW.title, NEW.precis, NEW.body_text))
      ON CONFLICT (page_id) DO UPDATE
         SET collection = EXCLUDED.collection, locale = EXCLUDED.locale, owner_id = EXCLUDED.owner_id,
             published = EXCLUDED.published, published_at = EXCLUDED.published_at, trashed_at = EXCLUDED.trashed_at,
             updated_at = EXCLUDED.updated_at, title_vector = EXCLUDED.title_vector, vector = EXCLUDED.vector;
    RETURN NULL;
  END
  $$;

-- The backfill fires the trigger, which makes each page's vector from its whole text.
UPDATE pages SET body_text = coalesce((
  SELECT string_agg(value #>> '{}', ' ')
    FROM jsonb_path_query(body::jsonb, 'strict $.**.text') AS value
   WHERE jsonb_typeof(value) = 'string'
), '');
