CREATE OR REPLACE FUNCTION public.live_presence_changed()
 RETURNS trigger
 LANGUAGE plpgsql
 SET plan_cache_mode TO 'force_generic_plan'
AS $function$
DECLARE
  item_ids uuid[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    item_ids := ARRAY(SELECT DISTINCT item_id FROM new_rows);
  ELSIF TG_OP = 'UPDATE' THEN
    item_ids := ARRAY(SELECT n.item_id FROM new_rows n JOIN old_rows o USING (item_id, user_id)
      WHERE n.editing IS DISTINCT FROM o.editing);
  ELSE
    item_ids := ARRAY(SELECT DISTINCT item_id FROM old_rows);
  END IF;
  PERFORM record_live_event('presence', NULL,
    (SELECT jsonb_agg(jsonb_build_array(i.id, i.folder_id)) FROM items i WHERE i.id = ANY(item_ids)), NULL);
  RETURN NULL;
END $function$;
