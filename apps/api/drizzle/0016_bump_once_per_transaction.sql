-- Issue 13 (Writes), decision 0033: the content-revision triggers of 0006/0008/0012/0013 (as 0014 left them) did
-- their whole work once per statement: creating an item (item, rating, attribute values, price history, activity)
-- bumped its tree's root five times (five UPDATEs of the same row) and recorded five live events with five
-- pg_notify calls, four of them naming the same item. A transaction's writes become visible together at commit,
-- so one bump of each root per transaction tells every reader as much as five, and an event that names nothing
-- a previous one of the same kind in the same transaction has not named tells no listener anything new.
-- Both are now done once per transaction, remembered in transaction-local settings (set_config(..., true)): they
-- vanish at commit or rollback, and a ROLLBACK TO SAVEPOINT undoes them together with the bump they stand for.
-- The guarantee is unchanged: every write still bumps its tree's root in its own transaction, under the root's
-- row lock (taken at the first bump, held to commit), so a revision still only grows in commit order.

CREATE OR REPLACE FUNCTION bump_content_roots(folder_ids uuid[]) RETURNS void LANGUAGE plpgsql
SET plan_cache_mode = force_generic_plan AS $$
DECLARE
  roots uuid[];
  done uuid[] := coalesce(string_to_array(nullif(current_setting('shortlist.bumped_roots', true), ''), ',')::uuid[], '{}');
BEGIN
  IF folder_ids IS NULL OR cardinality(folder_ids) = 0 THEN
    RETURN;
  END IF;
  WITH RECURSIVE up(id, parent_folder_id) AS (
    SELECT f.id, f.parent_folder_id FROM folders f WHERE f.id = ANY(folder_ids)
    UNION
    SELECT f.id, f.parent_folder_id FROM folders f JOIN up ON f.id = up.parent_folder_id
  )
  SELECT array_agg(DISTINCT up.id ORDER BY up.id) INTO roots
  FROM up WHERE up.parent_folder_id IS NULL AND up.id <> ALL(done);
  IF roots IS NULL THEN
    RETURN;
  END IF;
  PERFORM 1 FROM folders WHERE id = ANY(roots) ORDER BY id FOR NO KEY UPDATE;
  UPDATE folders SET revision = nextval('content_revision') WHERE id = ANY(roots);
  PERFORM set_config('shortlist.bumped_roots', array_to_string(done || roots, ','), true);
END $$;
--> statement-breakpoint

CREATE OR REPLACE FUNCTION record_live_event(event_kind text, event_folder_ids uuid[], event_items jsonb, event_user_ids uuid[])
RETURNS void LANGUAGE plpgsql SET plan_cache_mode = force_generic_plan AS $$
DECLARE
  folder_list uuid[] := coalesce(array_remove(event_folder_ids, NULL), '{}');
  item_list jsonb := coalesce(event_items, '[]'::jsonb);
  user_list uuid[] := coalesce(array_remove(event_user_ids, NULL), '{}');
  -- items as 'item:folder' texts, to compare as sets
  item_keys text[] := ARRAY(SELECT (e ->> 0) || ':' || (e ->> 1) FROM jsonb_array_elements(item_list) e);
  seen_name text := 'shortlist.live_' || event_kind;
  seen jsonb := coalesce(nullif(current_setting(seen_name, true), '')::jsonb,
    '{"f": [], "i": [], "u": []}'::jsonb);
  seen_folders uuid[] := ARRAY(SELECT jsonb_array_elements_text(seen -> 'f'))::uuid[];
  seen_items text[] := ARRAY(SELECT jsonb_array_elements_text(seen -> 'i'));
  seen_users uuid[] := ARRAY(SELECT jsonb_array_elements_text(seen -> 'u'))::uuid[];
  new_id bigint;
BEGIN
  IF cardinality(folder_list) = 0 AND cardinality(item_keys) = 0 AND cardinality(user_list) = 0 THEN
    RETURN;
  END IF;
  -- named already by this transaction's events of the same kind: every listener has heard all of it
  IF folder_list <@ seen_folders AND item_keys <@ seen_items AND user_list <@ seen_users THEN
    RETURN;
  END IF;
  INSERT INTO live_events (kind, folder_ids, items, user_ids)
    VALUES (event_kind, folder_list, item_list, user_list)
    RETURNING id INTO new_id;
  PERFORM pg_notify('live_events', new_id::text);
  PERFORM set_config(seen_name, jsonb_build_object(
    'f', to_jsonb(seen_folders || folder_list),
    'i', to_jsonb(seen_items || item_keys),
    'u', to_jsonb(seen_users || user_list))::text, true);
END $$;
--> statement-breakpoint

-- The triggers' statements take arrays of ids (`id = ANY(folder_ids)`): for those PostgreSQL's plan cache kept
-- choosing a custom plan, so every call planned its statements again (a profile of the Add Item bench: planning
-- was about half of the triggers' time, and the triggers 40% of the backends' CPU). Their generic plans are the
-- same index scans.
ALTER FUNCTION bump_content_revision(uuid[]) SET plan_cache_mode = force_generic_plan;
--> statement-breakpoint
ALTER FUNCTION content_changed_by_folder_id() SET plan_cache_mode = force_generic_plan;
--> statement-breakpoint
ALTER FUNCTION content_changed_by_item_id() SET plan_cache_mode = force_generic_plan;
--> statement-breakpoint
ALTER FUNCTION content_changed_in_folders() SET plan_cache_mode = force_generic_plan;
--> statement-breakpoint
ALTER FUNCTION content_changed_by_category() SET plan_cache_mode = force_generic_plan;
--> statement-breakpoint
ALTER FUNCTION content_changed_by_profile() SET plan_cache_mode = force_generic_plan;
--> statement-breakpoint
ALTER FUNCTION live_notifications_changed() SET plan_cache_mode = force_generic_plan;
--> statement-breakpoint
ALTER FUNCTION live_sessions_changed() SET plan_cache_mode = force_generic_plan;
--> statement-breakpoint
ALTER FUNCTION live_presence_changed() SET plan_cache_mode = force_generic_plan;
