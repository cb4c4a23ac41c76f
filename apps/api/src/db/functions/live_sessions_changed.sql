CREATE OR REPLACE FUNCTION public.live_sessions_changed()
 RETURNS trigger
 LANGUAGE plpgsql
 SET plan_cache_mode TO 'force_generic_plan'
AS $function$
BEGIN
  PERFORM record_live_event('session', NULL, NULL, ARRAY(
    SELECT n.id FROM new_rows n JOIN old_rows o ON o.id = n.id
    WHERE (n.tokens_valid_after, n.deleted_at) IS DISTINCT FROM (o.tokens_valid_after, o.deleted_at)));
  RETURN NULL;
END $function$;
