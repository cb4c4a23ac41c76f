CREATE OR REPLACE FUNCTION public.live_notifications_changed()
 RETURNS trigger
 LANGUAGE plpgsql
 SET plan_cache_mode TO 'force_generic_plan'
AS $function$
BEGIN
  IF TG_OP = 'DELETE' THEN
    PERFORM record_live_event('notifications', NULL, NULL, ARRAY(SELECT DISTINCT user_id FROM old_rows));
  ELSE
    PERFORM record_live_event('notifications', NULL, NULL, ARRAY(SELECT DISTINCT user_id FROM new_rows));
  END IF;
  RETURN NULL;
END $function$;
