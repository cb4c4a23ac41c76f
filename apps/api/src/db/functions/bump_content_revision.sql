CREATE OR REPLACE FUNCTION public.bump_content_revision(folder_ids uuid[])
 RETURNS void
 LANGUAGE plpgsql
 SET plan_cache_mode TO 'force_generic_plan'
AS $function$
BEGIN
  -- a folder's revision bump updates the root's row: its own update trigger comes here with nothing
  IF folder_ids IS NULL OR cardinality(folder_ids) = 0 THEN
    RETURN;
  END IF;
  PERFORM record_live_event('content', folder_ids, NULL, NULL);
  PERFORM bump_content_roots(folder_ids);
END $function$;
