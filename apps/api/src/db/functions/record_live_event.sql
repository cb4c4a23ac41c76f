CREATE OR REPLACE FUNCTION public.record_live_event(event_kind text, event_folder_ids uuid[], event_items jsonb, event_user_ids uuid[])
 RETURNS void
 LANGUAGE plpgsql
 SET plan_cache_mode TO 'force_generic_plan'
AS $function$
DECLARE
  folder_list uuid[] := coalesce(array_remove(event_folder_ids, NULL), '{}');
  item_list jsonb := coalesce(event_items, '[]'::jsonb);
  user_list uuid[] := coalesce(array_remove(event_user_ids, NULL), '{}');
  item_keys text[] := '{}';
  seen_f text := 'shortlist.live_' || event_kind || '_f';
  seen_i text := 'shortlist.live_' || event_kind || '_i';
  seen_u text := 'shortlist.live_' || event_kind || '_u';
  seen_folders uuid[];
  seen_items text[];
  seen_users uuid[];
  new_id bigint;
  ignored text;
BEGIN
  IF jsonb_array_length(item_list) > 0 THEN
    -- items as 'item:folder' texts, to compare as sets
    item_keys := ARRAY(SELECT (e ->> 0) || ':' || (e ->> 1) FROM jsonb_array_elements(item_list) e);
  END IF;
  IF cardinality(folder_list) = 0 AND cardinality(item_keys) = 0 AND cardinality(user_list) = 0 THEN
    RETURN;
  END IF;
  seen_folders := coalesce(string_to_array(nullif(current_setting(seen_f, true), ''), ',')::uuid[], '{}');
  seen_items := coalesce(string_to_array(nullif(current_setting(seen_i, true), ''), ','), '{}');
  seen_users := coalesce(string_to_array(nullif(current_setting(seen_u, true), ''), ',')::uuid[], '{}');
  -- named already by this transaction's events of the same kind: every listener has heard all of it
  IF folder_list <@ seen_folders AND item_keys <@ seen_items AND user_list <@ seen_users THEN
    RETURN;
  END IF;
  INSERT INTO live_events (kind, folder_ids, items, user_ids)
    VALUES (event_kind, folder_list, item_list, user_list)
    RETURNING id INTO new_id;
  PERFORM pg_notify('live_events', new_id::text);
  ignored := set_config(seen_f, array_to_string(seen_folders || folder_list, ','), true);
  ignored := set_config(seen_i, array_to_string(seen_items || item_keys, ','), true);
  ignored := set_config(seen_u, array_to_string(seen_users || user_list, ','), true);
END $function$;
