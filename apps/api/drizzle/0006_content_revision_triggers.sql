-- Content revisions (decision 0014). Every write to what a folder tree's answers show bumps the tree root's
-- `revision` in the same transaction, from triggers, so no write path (routes, jobs, purges, FK cascades) can
-- forget it. Statement-level triggers with transition tables: one bump per statement, however many rows.

-- Bumps the roots of the trees holding the given folders. Roots are locked in id order first, so two
-- transactions bumping the same roots cannot deadlock; nextval runs under the lock, so a root's revision only
-- grows in commit order.
CREATE FUNCTION bump_content_revision(folder_ids uuid[]) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  roots uuid[];
BEGIN
  IF folder_ids IS NULL OR cardinality(folder_ids) = 0 THEN
    RETURN;
  END IF;
  WITH RECURSIVE up(id, parent_folder_id) AS (
    SELECT f.id, f.parent_folder_id FROM folders f WHERE f.id = ANY(folder_ids)
    UNION
    SELECT f.id, f.parent_folder_id FROM folders f JOIN up ON f.id = up.parent_folder_id
  )
  SELECT array_agg(DISTINCT up.id ORDER BY up.id) INTO roots FROM up WHERE up.parent_folder_id IS NULL;
  IF roots IS NULL THEN
    RETURN;
  END IF;
  PERFORM 1 FROM folders WHERE id = ANY(roots) ORDER BY id FOR NO KEY UPDATE;
  UPDATE folders SET revision = nextval('content_revision') WHERE id = ANY(roots);
END $$;
--> statement-breakpoint

-- Tables with a folder_id: items, collaborators, invitations.
CREATE FUNCTION content_changed_by_folder_id() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM bump_content_revision(ARRAY(SELECT DISTINCT folder_id FROM new_rows));
  ELSIF TG_OP = 'UPDATE' THEN
    PERFORM bump_content_revision(ARRAY(
      SELECT folder_id FROM new_rows UNION SELECT folder_id FROM old_rows));
  ELSE
    PERFORM bump_content_revision(ARRAY(SELECT DISTINCT folder_id FROM old_rows));
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint

-- Tables hanging off an item: ratings, attribute values, notes, next steps, photos, price history, refresh.
-- (When the item itself goes, its folder's trigger has bumped already and the join finds nothing.)
CREATE FUNCTION content_changed_by_item_id() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM bump_content_revision(ARRAY(
      SELECT DISTINCT i.folder_id FROM items i WHERE i.id IN (SELECT item_id FROM new_rows)));
  ELSIF TG_OP = 'UPDATE' THEN
    PERFORM bump_content_revision(ARRAY(
      SELECT DISTINCT i.folder_id FROM items i
      WHERE i.id IN (SELECT item_id FROM new_rows UNION SELECT item_id FROM old_rows)));
  ELSE
    PERFORM bump_content_revision(ARRAY(
      SELECT DISTINCT i.folder_id FROM items i WHERE i.id IN (SELECT item_id FROM old_rows)));
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint

-- Folders: a new folder bumps its tree; an edit or move bumps the old and the new tree; a delete bumps the
-- tree it left (a deleted root takes its revision with it, which every conditional GET then sees as a change).
-- The bump itself only sets `revision`, which is not a change here, so it does not trigger again.
CREATE FUNCTION content_changed_in_folders() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM bump_content_revision(ARRAY(SELECT id FROM new_rows));
  ELSIF TG_OP = 'UPDATE' THEN
    PERFORM bump_content_revision(ARRAY(
      SELECT n.id FROM new_rows n JOIN old_rows o ON o.id = n.id
      WHERE (n.name, n.description, n.parent_folder_id, n.owner_id)
        IS DISTINCT FROM (o.name, o.description, o.parent_folder_id, o.owner_id)
      UNION
      SELECT o.parent_folder_id FROM new_rows n JOIN old_rows o ON o.id = n.id
      WHERE n.parent_folder_id IS DISTINCT FROM o.parent_folder_id AND o.parent_folder_id IS NOT NULL));
  ELSE
    PERFORM bump_content_revision(ARRAY(
      SELECT DISTINCT parent_folder_id FROM old_rows WHERE parent_folder_id IS NOT NULL));
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint

-- Category names and attributes show on item cards, item pages and comparisons of every item using them.
CREATE FUNCTION content_changed_by_category() RETURNS trigger LANGUAGE plpgsql AS $$
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
END $$;
--> statement-breakpoint

-- Names and avatars show on folder cards (owner), item cards (creator) and comparisons (members).
CREATE FUNCTION content_changed_by_profile() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM bump_content_revision(ARRAY(
    WITH changed AS (
      SELECT n.id FROM new_rows n JOIN old_rows o ON o.id = n.id
      WHERE (n.full_name, n.nickname, n.avatar_url) IS DISTINCT FROM (o.full_name, o.nickname, o.avatar_url)
    )
    SELECT f.id FROM folders f WHERE f.owner_id IN (SELECT id FROM changed) AND f.parent_folder_id IS NULL
    UNION
    SELECT fc.folder_id FROM folder_collaborators fc WHERE fc.user_id IN (SELECT id FROM changed)
    UNION
    SELECT i.folder_id FROM items i WHERE i.creator_id IN (SELECT id FROM changed)));
  RETURN NULL;
END $$;
--> statement-breakpoint

-- One trigger per event (transition tables allow only one event per trigger).
DO $$
DECLARE
  spec text[];
  specs text[][] := ARRAY[
    ARRAY['items', 'content_changed_by_folder_id', 'INSERT,UPDATE,DELETE'],
    ARRAY['folder_collaborators', 'content_changed_by_folder_id', 'INSERT,UPDATE,DELETE'],
    ARRAY['folder_invitations', 'content_changed_by_folder_id', 'INSERT,UPDATE,DELETE'],
    ARRAY['item_ratings', 'content_changed_by_item_id', 'INSERT,UPDATE,DELETE'],
    ARRAY['item_attribute_values', 'content_changed_by_item_id', 'INSERT,UPDATE,DELETE'],
    ARRAY['item_notes', 'content_changed_by_item_id', 'INSERT,UPDATE,DELETE'],
    ARRAY['item_next_steps', 'content_changed_by_item_id', 'INSERT,UPDATE,DELETE'],
    ARRAY['item_media', 'content_changed_by_item_id', 'INSERT,UPDATE,DELETE'],
    ARRAY['item_price_history', 'content_changed_by_item_id', 'INSERT,UPDATE,DELETE'],
    ARRAY['item_refresh_settings', 'content_changed_by_item_id', 'INSERT,UPDATE,DELETE'],
    ARRAY['folders', 'content_changed_in_folders', 'INSERT,UPDATE,DELETE'],
    ARRAY['categories', 'content_changed_by_category', 'UPDATE,DELETE'],
    ARRAY['category_attributes', 'content_changed_by_category', 'INSERT,UPDATE,DELETE'],
    ARRAY['profiles', 'content_changed_by_profile', 'UPDATE']
  ];
  event text;
  refs text;
BEGIN
  FOREACH spec SLICE 1 IN ARRAY specs LOOP
    FOREACH event IN ARRAY string_to_array(spec[3], ',') LOOP
      refs := CASE event
        WHEN 'INSERT' THEN 'NEW TABLE AS new_rows'
        WHEN 'UPDATE' THEN 'NEW TABLE AS new_rows OLD TABLE AS old_rows'
        ELSE 'OLD TABLE AS old_rows' END;
      EXECUTE format(
        'CREATE TRIGGER %I AFTER %s ON %I REFERENCING %s FOR EACH STATEMENT EXECUTE FUNCTION %I()',
        spec[1] || '_content_revision_' || lower(event), event, spec[1], refs, spec[2]);
    END LOOP;
  END LOOP;
END $$;
