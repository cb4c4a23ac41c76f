CREATE OR REPLACE FUNCTION public.content_changed_by_item_id()
 RETURNS trigger
 LANGUAGE plpgsql
 SET plan_cache_mode TO 'force_generic_plan'
AS $function$
DECLARE
  item_ids uuid[];
  folder_list uuid[];
  item_keys text[];
  item_list jsonb;
BEGIN
  IF TG_OP = 'INSERT' THEN
    item_ids := ARRAY(SELECT DISTINCT item_id FROM new_rows);
  ELSIF TG_OP = 'UPDATE' THEN
    item_ids := ARRAY(SELECT item_id FROM new_rows UNION SELECT item_id FROM old_rows);
  ELSE
    item_ids := ARRAY(SELECT DISTINCT item_id FROM old_rows);
  END IF;
  SELECT array_agg(DISTINCT i.folder_id), array_agg(i.id::text || ':' || i.folder_id::text),
      jsonb_agg(jsonb_build_array(i.id, i.folder_id))
    INTO folder_list, item_keys, item_list
    FROM items i WHERE i.id = ANY(item_ids);
  -- the items are gone (deleted with them): nothing to tell, no tree to bump
  IF folder_list IS NULL THEN
    RETURN NULL;
  END IF;
  -- every item (in its folder) told and every folder bumped already in this transaction (Add Item's rating,
  -- values and first price, after the item's own insert)
  IF folder_list <@ coalesce(
      string_to_array(nullif(current_setting('shortlist.live_content_f', true), ''), ',')::uuid[], '{}')
    AND item_keys <@ coalesce(
      string_to_array(nullif(current_setting('shortlist.live_content_i', true), ''), ','), '{}')
    AND folder_list <@ coalesce(
      string_to_array(nullif(current_setting('shortlist.bumped_folders', true), ''), ',')::uuid[], '{}') THEN
    RETURN NULL;
  END IF;
  PERFORM record_live_event('content', folder_list, item_list, NULL);
  PERFORM bump_content_roots(folder_list);
  RETURN NULL;
END $function$;
