CREATE OR REPLACE FUNCTION public.content_changed_by_folder_id()
 RETURNS trigger
 LANGUAGE plpgsql
 SET plan_cache_mode TO 'force_generic_plan'
AS $function$
DECLARE
  folder_list uuid[];
  item_list jsonb;
  user_list uuid[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    folder_list := ARRAY(SELECT DISTINCT folder_id FROM new_rows);
  ELSIF TG_OP = 'UPDATE' THEN
    folder_list := ARRAY(SELECT folder_id FROM new_rows UNION SELECT folder_id FROM old_rows);
  ELSE
    folder_list := ARRAY(SELECT DISTINCT folder_id FROM old_rows);
  END IF;
  IF TG_TABLE_NAME = 'items' THEN
    IF TG_OP = 'DELETE' THEN
      SELECT jsonb_agg(jsonb_build_array(o.id, o.folder_id)) INTO item_list FROM old_rows o;
    ELSE
      SELECT jsonb_agg(jsonb_build_array(n.id, n.folder_id)) INTO item_list FROM new_rows n;
    END IF;
  ELSIF TG_TABLE_NAME = 'folder_collaborators' THEN
    IF TG_OP = 'INSERT' THEN
      user_list := ARRAY(SELECT DISTINCT user_id FROM new_rows);
    ELSIF TG_OP = 'UPDATE' THEN
      user_list := ARRAY(SELECT user_id FROM new_rows UNION SELECT user_id FROM old_rows);
    ELSE
      user_list := ARRAY(SELECT DISTINCT user_id FROM old_rows);
    END IF;
  ELSIF folder_list <@ coalesce(
      string_to_array(nullif(current_setting('shortlist.live_content_f', true), ''), ',')::uuid[], '{}')
    AND folder_list <@ coalesce(
      string_to_array(nullif(current_setting('shortlist.bumped_folders', true), ''), ',')::uuid[], '{}') THEN
    -- rows that only name folders, all of them told and bumped already in this transaction (Add Item's activity)
    RETURN NULL;
  END IF;
  PERFORM record_live_event('content', folder_list, item_list, user_list);
  PERFORM bump_content_roots(folder_list);
  RETURN NULL;
END $function$;
