CREATE OR REPLACE FUNCTION public.content_changed_in_folders()
 RETURNS trigger
 LANGUAGE plpgsql
 SET plan_cache_mode TO 'force_generic_plan'
AS $function$
DECLARE
  changed uuid[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    changed := ARRAY(SELECT id FROM new_rows);
  ELSIF TG_OP = 'UPDATE' THEN
    changed := ARRAY(
      SELECT n.id FROM new_rows n JOIN old_rows o ON o.id = n.id
      WHERE (n.name, n.description, n.parent_folder_id, n.owner_id)
        IS DISTINCT FROM (o.name, o.description, o.parent_folder_id, o.owner_id)
      UNION
      SELECT o.parent_folder_id FROM new_rows n JOIN old_rows o ON o.id = n.id
      WHERE n.parent_folder_id IS DISTINCT FROM o.parent_folder_id AND o.parent_folder_id IS NOT NULL);
  ELSE
    changed := ARRAY(SELECT DISTINCT parent_folder_id FROM old_rows WHERE parent_folder_id IS NOT NULL);
  END IF;
  -- a revision bump (bump_content_roots' own update of the root) changes nothing a reader sees
  IF cardinality(changed) > 0 THEN
    PERFORM bump_content_revision(changed);
  END IF;
  RETURN NULL;
END $function$;
