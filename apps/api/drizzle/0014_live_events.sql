CREATE TABLE "item_presence" (
	"item_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"editing" boolean DEFAULT false NOT NULL,
	"seen_at" timestamp with time zone NOT NULL,
	CONSTRAINT "item_presence_item_id_user_id_pk" PRIMARY KEY("item_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "live_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"folder_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL,
	"items" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"user_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "item_presence" ADD CONSTRAINT "item_presence_item_id_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "item_presence" ADD CONSTRAINT "item_presence_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "live_events_created_idx" ON "live_events" USING btree ("created_at");--> statement-breakpoint
-- Live events (issue 15, decision 0024). The content-revision triggers of 0006/0008 already run in the
-- transaction of every write to a folder tree: they now also record what changed in live_events and announce
-- the row's id with pg_notify, which PostgreSQL delivers to every listening API instance at commit (never for a
-- rolled-back write). Rows name folders, items and people, never content.

-- One row per statement; nothing when the statement named nothing.
CREATE FUNCTION record_live_event(event_kind text, event_folder_ids uuid[], event_items jsonb, event_user_ids uuid[])
RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  folder_list uuid[] := coalesce(array_remove(event_folder_ids, NULL), '{}');
  item_list jsonb := coalesce(event_items, '[]'::jsonb);
  user_list uuid[] := coalesce(array_remove(event_user_ids, NULL), '{}');
  new_id bigint;
BEGIN
  IF cardinality(folder_list) = 0 AND jsonb_array_length(item_list) = 0 AND cardinality(user_list) = 0 THEN
    RETURN;
  END IF;
  INSERT INTO live_events (kind, folder_ids, items, user_ids)
    VALUES (event_kind, folder_list, item_list, user_list)
    RETURNING id INTO new_id;
  PERFORM pg_notify('live_events', new_id::text);
END $$;
--> statement-breakpoint

-- The bump of 0006, unchanged, under a name of its own; bump_content_revision (called by the category, folder
-- and profile triggers) now records the event too.
CREATE FUNCTION bump_content_roots(folder_ids uuid[]) RETURNS void LANGUAGE plpgsql AS $$
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

CREATE OR REPLACE FUNCTION bump_content_revision(folder_ids uuid[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  PERFORM record_live_event('content', folder_ids, NULL, NULL);
  PERFORM bump_content_roots(folder_ids);
END $$;
--> statement-breakpoint

-- Tables with a folder_id: items name themselves (an open item page revalidates); collaborators name the person
-- whose access changed (their folder list revalidates, even when they just lost the folder).
CREATE OR REPLACE FUNCTION content_changed_by_folder_id() RETURNS trigger LANGUAGE plpgsql AS $$
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
  END IF;
  PERFORM record_live_event('content', folder_list, item_list, user_list);
  PERFORM bump_content_roots(folder_list);
  RETURN NULL;
END $$;
--> statement-breakpoint

-- Tables hanging off an item name the item with its folder.
CREATE OR REPLACE FUNCTION content_changed_by_item_id() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  item_ids uuid[];
  item_list jsonb;
BEGIN
  IF TG_OP = 'INSERT' THEN
    item_ids := ARRAY(SELECT DISTINCT item_id FROM new_rows);
  ELSIF TG_OP = 'UPDATE' THEN
    item_ids := ARRAY(SELECT item_id FROM new_rows UNION SELECT item_id FROM old_rows);
  ELSE
    item_ids := ARRAY(SELECT DISTINCT item_id FROM old_rows);
  END IF;
  SELECT jsonb_agg(jsonb_build_array(i.id, i.folder_id)) INTO item_list FROM items i WHERE i.id = ANY(item_ids);
  PERFORM record_live_event('content',
    ARRAY(SELECT DISTINCT i.folder_id FROM items i WHERE i.id = ANY(item_ids)), item_list, NULL);
  PERFORM bump_content_roots(ARRAY(SELECT DISTINCT i.folder_id FROM items i WHERE i.id = ANY(item_ids)));
  RETURN NULL;
END $$;
--> statement-breakpoint

-- The bell: any new, read or deleted notification of a person.
CREATE FUNCTION live_notifications_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    PERFORM record_live_event('notifications', NULL, NULL, ARRAY(SELECT DISTINCT user_id FROM old_rows));
  ELSE
    PERFORM record_live_event('notifications', NULL, NULL, ARRAY(SELECT DISTINCT user_id FROM new_rows));
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint

-- Sign-out everywhere, a password change, deletion: the person's streams close on every instance.
CREATE FUNCTION live_sessions_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM record_live_event('session', NULL, NULL, ARRAY(
    SELECT n.id FROM new_rows n JOIN old_rows o ON o.id = n.id
    WHERE (n.tokens_valid_after, n.deleted_at) IS DISTINCT FROM (o.tokens_valid_after, o.deleted_at)));
  RETURN NULL;
END $$;
--> statement-breakpoint

-- Someone opened or left an item page, or started or stopped holding staged changes (a heartbeat that only
-- moves seen_at announces nothing).
CREATE FUNCTION live_presence_changed() RETURNS trigger LANGUAGE plpgsql AS $$
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
END $$;
--> statement-breakpoint

CREATE TRIGGER notifications_live_insert AFTER INSERT ON notifications REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION live_notifications_changed();
--> statement-breakpoint
CREATE TRIGGER notifications_live_update AFTER UPDATE ON notifications REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION live_notifications_changed();
--> statement-breakpoint
CREATE TRIGGER notifications_live_delete AFTER DELETE ON notifications REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION live_notifications_changed();
--> statement-breakpoint
CREATE TRIGGER users_live_session AFTER UPDATE ON users REFERENCING NEW TABLE AS new_rows OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION live_sessions_changed();
--> statement-breakpoint
CREATE TRIGGER item_presence_live_insert AFTER INSERT ON item_presence REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION live_presence_changed();
--> statement-breakpoint
CREATE TRIGGER item_presence_live_update AFTER UPDATE ON item_presence
  REFERENCING NEW TABLE AS new_rows OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION live_presence_changed();
--> statement-breakpoint
CREATE TRIGGER item_presence_live_delete AFTER DELETE ON item_presence REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION live_presence_changed();
