-- Issue 31: the static site follows every change readers can see. A change of a page that is or was readable
-- (published, not in the trash, not a memo) is noted here by a trigger, in the transaction that made it, whatever
-- code made it; the 'static-sync' job writes the files it affects and removes its notes. `old_path` is the page's
-- address before a change of address, to redirect or remove. Rows with no page are changes of What's on or of the
-- whole site (`scope`).
CREATE TABLE static_changes (
  id bigserial PRIMARY KEY,
  page_id integer,
  old_path text,
  scope text NOT NULL DEFAULT 'page'
);

-- Whether the site publishes a static site: a row while servers start with STATIC_DIR or STATIC_S3_BUCKET (a setting
-- all servers of a site share); without it, nothing is noted.
CREATE TABLE static_publishing (id smallint PRIMARY KEY DEFAULT 1 CHECK (id = 1));

-- The files the static site holds, so that a full export removes what no longer belongs (a page deleted while no
-- server ran) from a folder or a bucket alike.
CREATE TABLE static_files (path text PRIMARY KEY);

-- The 'static-sync' job, due at once (at 1970: the database's clock is never read), one at a time. When it is
-- there already, the no-op update waits for a run that is ending (which holds its row while it decides whether to
-- come back), so a change is never left without a run to write it.
CREATE FUNCTION public.static_sync_due() RETURNS void
  LANGUAGE sql
  AS $$
    INSERT INTO public.jobs (kind, key, payload, run_at, created_at)
      VALUES ('static-sync', 'static-sync', '{}'::jsonb, '1970-01-01T00:00:00Z', '1970-01-01T00:00:00Z')
      ON CONFLICT (key) DO UPDATE SET kind = EXCLUDED.kind
  $$;

CREATE FUNCTION public.static_page_change() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
  DECLARE
    was_readable boolean := TG_OP <> 'INSERT' AND OLD.published AND OLD.trashed_at IS NULL AND OLD.collection <> 'memo';
    is_readable boolean := TG_OP <> 'DELETE' AND NEW.published AND NEW.trashed_at IS NULL AND NEW.collection <> 'memo';
  BEGIN
    IF NOT (was_readable OR is_readable) OR NOT EXISTS (SELECT 1 FROM public.static_publishing) THEN
      RETURN NULL;
    END IF;
    IF TG_OP = 'DELETE' THEN
      PERFORM public.static_sync_due();
      INSERT INTO public.static_changes (page_id, old_path) VALUES (OLD.id, '/' || OLD.locale || '/' || OLD.collection || '/' || OLD.slug);
      RETURN NULL;
    END IF;
    IF TG_OP = 'UPDATE' AND was_readable = is_readable
       AND NEW.slug = OLD.slug AND NEW.locale = OLD.locale AND NEW.collection = OLD.collection
       AND NEW.title = OLD.title AND NEW.precis = OLD.precis AND NEW.parent_id IS NOT DISTINCT FROM OLD.parent_id
       AND NEW.body::text = OLD.body::text AND NEW.seo_description = OLD.seo_description
       AND NEW.social_image IS NOT DISTINCT FROM OLD.social_image AND NEW.counterpart_id IS NOT DISTINCT FROM OLD.counterpart_id
       AND NEW.event::text IS NOT DISTINCT FROM OLD.event::text AND NEW.image_url IS NOT DISTINCT FROM OLD.image_url
       AND NEW.published_at IS NOT DISTINCT FROM OLD.published_at THEN
      RETURN NULL;
    END IF;
    PERFORM public.static_sync_due();
    INSERT INTO public.static_changes (page_id, old_path) VALUES (
      NEW.id,
      CASE WHEN TG_OP = 'UPDATE' AND (NEW.slug <> OLD.slug OR NEW.locale <> OLD.locale OR NEW.collection <> OLD.collection)
        THEN '/' || OLD.locale || '/' || OLD.collection || '/' || OLD.slug END
    );
    RETURN NULL;
  END
  $$;

CREATE TRIGGER pages_static_change
  AFTER INSERT OR UPDATE OR DELETE ON pages
  FOR EACH ROW EXECUTE FUNCTION public.static_page_change();
