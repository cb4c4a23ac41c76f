CREATE OR REPLACE FUNCTION public.content_changed_by_category()
 RETURNS trigger
 LANGUAGE plpgsql
 SET plan_cache_mode TO 'force_generic_plan'
AS $function$
BEGIN
  IF TG_TABLE_NAME = 'categories' THEN
    PERFORM bump_content_revision(ARRAY(
      SELECT DISTINCT i.folder_id FROM items i WHERE i.category_id IN (SELECT id FROM old_rows)));
  ELSIF TG_OP = 'INSERT' THEN
    PERFORM bump_content_revision(ARRAY(
      SELECT DISTINCT i.folder_id FROM items i WHERE i.category_id IN (SELECT category_id FROM new_rows)));
  ELSE
    PERFORM bump_content_revision(ARRAY(
      SELECT DISTINCT i.folder_id FROM items i WHERE i.category_id IN (SELECT category_id FROM old_rows)));
  END IF;
  RETURN NULL;
END $function$;
