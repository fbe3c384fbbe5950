-- Issue 31: the static site also holds memos anyone with their link may read (published, not in the trash, general
-- access anyone-with-link), at their link's address. The trigger notes their changes too, with the old link's path
-- (`/memo/{slug}-{share_token}`, without a locale) whenever that link stops leading to the memo: a new slug, a new
-- token, access restricted, unpublished, trashed or deleted.
CREATE OR REPLACE FUNCTION public.static_page_change() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
  DECLARE
    was_memo boolean := TG_OP <> 'INSERT' AND OLD.collection = 'memo';
    is_memo boolean := TG_OP <> 'DELETE' AND NEW.collection = 'memo';
    was_readable boolean := TG_OP <> 'INSERT' AND OLD.published AND OLD.trashed_at IS NULL
      AND (NOT was_memo OR (OLD.is_public AND OLD.share_token IS NOT NULL));
    is_readable boolean := TG_OP <> 'DELETE' AND NEW.published AND NEW.trashed_at IS NULL
      AND (NOT is_memo OR (NEW.is_public AND NEW.share_token IS NOT NULL));
    old_link text := CASE WHEN was_memo AND was_readable THEN '/memo/' || OLD.slug || '-' || OLD.share_token END;
    new_link text := CASE WHEN is_memo AND is_readable THEN '/memo/' || NEW.slug || '-' || NEW.share_token END;
  BEGIN
    IF NOT (was_readable OR is_readable) OR NOT EXISTS (SELECT 1 FROM public.static_publishing) THEN
      RETURN NULL;
    END IF;
    IF TG_OP = 'DELETE' THEN
      PERFORM public.static_sync_due();
      INSERT INTO public.static_changes (page_id, old_path)
        VALUES (OLD.id, COALESCE(old_link, '/' || OLD.locale || '/' || OLD.collection || '/' || OLD.slug));
      RETURN NULL;
    END IF;
    IF TG_OP = 'UPDATE' AND was_readable = is_readable
       AND NEW.slug = OLD.slug AND NEW.locale = OLD.locale AND NEW.collection = OLD.collection
       AND NEW.title = OLD.title AND NEW.precis = OLD.precis AND NEW.parent_id IS NOT DISTINCT FROM OLD.parent_id
       AND NEW.body::text = OLD.body::text AND NEW.seo_description = OLD.seo_description
       AND NEW.social_image IS NOT DISTINCT FROM OLD.social_image AND NEW.counterpart_id IS NOT DISTINCT FROM OLD.counterpart_id
       AND NEW.event::text IS NOT DISTINCT FROM OLD.event::text AND NEW.image_url IS NOT DISTINCT FROM OLD.image_url
       AND NEW.published_at IS NOT DISTINCT FROM OLD.published_at
       AND NEW.is_public = OLD.is_public AND NEW.share_token IS NOT DISTINCT FROM OLD.share_token THEN
      RETURN NULL;
    END IF;
    PERFORM public.static_sync_due();
    INSERT INTO public.static_changes (page_id, old_path) VALUES (
      NEW.id,
      CASE
        WHEN was_memo OR is_memo THEN CASE WHEN old_link IS DISTINCT FROM new_link THEN old_link END
        WHEN TG_OP = 'UPDATE' AND (NEW.slug <> OLD.slug OR NEW.locale <> OLD.locale OR NEW.collection <> OLD.collection)
          THEN '/' || OLD.locale || '/' || OLD.collection || '/' || OLD.slug
      END
    );
    RETURN NULL;
  END
  $$;
