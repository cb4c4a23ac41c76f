-- Issue 13 (Writes), decision 0037: since 0016 a transaction bumps each tree root once and records each live
-- event once, but every statement-level trigger still did its whole computation before finding that out. Add
-- Item's one statement fires six of them (the item, its rating, its values, its first price, its activity row,
-- its notifications) and the root's revision bump a seventh (folders' own update trigger): in a perf profile of
-- the bench's backends the triggers were about half of PostgreSQL's CPU per create, each a dozen SPI statements
-- (the transition table read, the items looked up three times, record_live_event's arrays parsed from jsonb, the
-- walk up to the root) to do nothing new.
-- Now what a transaction has told and bumped is kept as plain lists in transaction-local settings, and a trigger
-- whose rows name nothing new returns after one lookup:
--   shortlist.bumped_folders        folders whose tree root this transaction has bumped (besides bumped_roots)
--   shortlist.live_<kind>_f/_i/_u   the folders, 'item:folder' keys and people its events of <kind> named
-- The settings are written by assignments (plain expressions, evaluated without starting an executor as PERFORM
-- does), and a folders update that changed nothing a reader sees (the revision bump itself) calls nothing.
-- Same rules as 0016: a root is bumped at least once in every transaction that writes in its tree, under the
-- root's row lock; an event is recorded unless every folder, item and person it names was named by an earlier
-- event of the same kind in the transaction. A folder stays covered when its tree changes later in the
-- transaction: moving a folder (or a tree above it) bumps its new root in that same transaction (the folders
-- trigger walks up from the moved folder). The settings vanish at commit or rollback, and ROLLBACK TO SAVEPOINT
-- undoes them with the work they stand for.

CREATE OR REPLACE FUNCTION bump_content_roots(folder_ids uuid[]) RETURNS void LANGUAGE plpgsql
SET plan_cache_mode = force_generic_plan AS $$
DECLARE
  wanted uuid[] := coalesce(array_remove(folder_ids, NULL), '{}');
  covered uuid[] := coalesce(
    string_to_array(nullif(current_setting('shortlist.bumped_folders', true), ''), ',')::uuid[], '{}');
  done uuid[];
  roots uuid[];
  ignored text;
BEGIN
  IF cardinality(wanted) = 0 OR wanted <@ covered THEN
    RETURN;
  END IF;
  done := coalesce(string_to_array(nullif(current_setting('shortlist.bumped_roots', true), ''), ',')::uuid[], '{}');
  WITH RECURSIVE up(id, parent_folder_id) AS (
    SELECT f.id, f.parent_folder_id FROM folders f WHERE f.id = ANY(wanted)
    UNION
    SELECT f.id, f.parent_folder_id FROM folders f JOIN up ON f.id = up.parent_folder_id
  )
  SELECT array_agg(DISTINCT up.id ORDER BY up.id) INTO roots
  FROM up WHERE up.parent_folder_id IS NULL AND up.id <> ALL(done);
  IF roots IS NOT NULL THEN
    PERFORM 1 FROM folders WHERE id = ANY(roots) ORDER BY id FOR NO KEY UPDATE;
    UPDATE folders SET revision = nextval('content_revision') WHERE id = ANY(roots);
    ignored := set_config('shortlist.bumped_roots', array_to_string(done || roots, ','), true);
  END IF;
  ignored := set_config('shortlist.bumped_folders', array_to_string(covered || wanted, ','), true);
END $$;
--> statement-breakpoint

CREATE OR REPLACE FUNCTION record_live_event(event_kind text, event_folder_ids uuid[], event_items jsonb, event_user_ids uuid[])
RETURNS void LANGUAGE plpgsql SET plan_cache_mode = force_generic_plan AS $$
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
END $$;
--> statement-breakpoint

CREATE OR REPLACE FUNCTION bump_content_revision(folder_ids uuid[]) RETURNS void LANGUAGE plpgsql
SET plan_cache_mode = force_generic_plan AS $$
BEGIN
  -- a folder's revision bump updates the root's row: its own update trigger comes here with nothing
  IF folder_ids IS NULL OR cardinality(folder_ids) = 0 THEN
    RETURN;
  END IF;
  PERFORM record_live_event('content', folder_ids, NULL, NULL);
  PERFORM bump_content_roots(folder_ids);
END $$;
--> statement-breakpoint

CREATE OR REPLACE FUNCTION content_changed_by_folder_id() RETURNS trigger LANGUAGE plpgsql
SET plan_cache_mode = force_generic_plan AS $$
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
END $$;
--> statement-breakpoint

-- Tables hanging off an item name the item with its folder.
CREATE OR REPLACE FUNCTION content_changed_by_item_id() RETURNS trigger LANGUAGE plpgsql
SET plan_cache_mode = force_generic_plan AS $$
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
END $$;
--> statement-breakpoint

CREATE OR REPLACE FUNCTION content_changed_in_folders() RETURNS trigger LANGUAGE plpgsql
SET plan_cache_mode = force_generic_plan AS $$
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
END $$;
