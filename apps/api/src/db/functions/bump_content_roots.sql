CREATE OR REPLACE FUNCTION public.bump_content_roots(folder_ids uuid[])
 RETURNS void
 LANGUAGE plpgsql
 SET plan_cache_mode TO 'force_generic_plan'
AS $function$
DECLARE
  wanted uuid[] := coalesce(array_remove(folder_ids, NULL), '{}');
  covered uuid[] := coalesce(
    string_to_array(nullif(current_setting('shortlist.bumped_folders', true), ''), ',')::uuid[], '{}');
  done uuid[];
  roots uuid[];
  root uuid;
  ignored text;
BEGIN
  IF cardinality(wanted) = 0 OR wanted <@ covered THEN
    RETURN;
  END IF;
  done := coalesce(string_to_array(nullif(current_setting('shortlist.bumped_roots', true), ''), ',')::uuid[], '{}');
  WITH RECURSIVE up(id, parent_folder_id) AS (
    SELECT f.id, f.parent_folder_id FROM folders f WHERE f.id = ANY(wanted)
    UNION
    SELECT f.id, f.parent_folder_id FROM folders f JOIN up ON f.id = up.parent_folder_id
  )
  SELECT array_agg(DISTINCT up.id ORDER BY up.id) INTO roots
  FROM up WHERE up.parent_folder_id IS NULL AND up.id <> ALL(done);
  IF roots IS NOT NULL THEN
    FOREACH root IN ARRAY roots LOOP
      IF cardinality(roots) <= 16 AND NOT pg_try_advisory_xact_lock(1851, hashtext(root::text)) THEN
        PERFORM 1 FROM folders WHERE id = root FOR NO KEY UPDATE SKIP LOCKED;
        IF NOT FOUND THEN
          PERFORM pg_advisory_xact_lock(1851, hashtext(root::text));
        END IF;
      END IF;
      PERFORM 1 FROM folders WHERE id = root FOR NO KEY UPDATE;
    END LOOP;
    UPDATE folders SET revision = nextval('content_revision') WHERE id = ANY(roots);
    ignored := set_config('shortlist.bumped_roots', array_to_string(done || roots, ','), true);
  END IF;
  ignored := set_config('shortlist.bumped_folders', array_to_string(covered || wanted, ','), true);
END $function$;
