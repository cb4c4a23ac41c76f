-- Issue 13 (p99 under 4x p50), decision 0052: every write in a folder tree bumps the tree root's revision under
-- the root's row lock, so writers in one tree take turns there. A row lock is not a queue: when its holder
-- commits, whoever asks next in the instant before the woken waiter runs takes it, and on two busy cores the
-- woken waiter often loses again. In the bench ten writers in one tree (ten connections adding items, or moving
-- different sets of 50 items) saw answers overtaken by 20 to 46 later ones, p99 5 to 7 times p50.
-- Now a writer first takes the root's turn, a transaction-level advisory lock: PostgreSQL grants those in the
-- order asked, and nobody jumps a queue that has waiters. Then the row lock, as before, which keeps revisions in
-- commit order. The turns are in root id order, each followed by its row, as the row locks alone were.
-- A transaction that already holds the root's row (it changed the root folder itself, or took the row while the
-- turn was changing hands) must not wait for a turn behind a writer who waits for that row: it finds its row
-- with SKIP LOCKED (which skips only other transactions' locks) and goes on without the turn.
-- The turn's key: the two-integer advisory-lock space (apart from the one-bigint space pg-boss uses), with a
-- fixed first integer and the root id's hash; two roots with the same hash share a queue, nothing more.
-- Advisory locks live in the shared lock table (row locks do not): a statement that writes in more than 16 trees
-- at once (the bench's seed adds 25,000 top-level folders in one) takes the row locks alone, as before; every
-- write a person makes touches one or two trees.

CREATE OR REPLACE FUNCTION bump_content_roots(folder_ids uuid[]) RETURNS void LANGUAGE plpgsql
SET plan_cache_mode = force_generic_plan AS $$
DECLARE
  wanted uuid[] := coalesce(array_remove(folder_ids, NULL), '{}');
  covered uuid[] := coalesce(
    string_to_array(nullif(current_setting('shortlist.bumped_folders', true), ''), ',')::uuid[], '{}');
  done uuid[];
  roots uuid[];
  root uuid;
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
    FOREACH root IN ARRAY roots LOOP
      IF cardinality(roots) <= 16 AND NOT pg_try_advisory_xact_lock(1851, hashtext(root::text)) THEN
        PERFORM 1 FROM folders WHERE id = root FOR NO KEY UPDATE SKIP LOCKED;
        IF NOT FOUND THEN
          PERFORM pg_advisory_xact_lock(1851, hashtext(root::text));
        END IF;
      END IF;
      PERFORM 1 FROM folders WHERE id = root FOR NO KEY UPDATE;
    END LOOP;
    UPDATE folders SET revision = nextval('content_revision') WHERE id = ANY(roots);
    ignored := set_config('shortlist.bumped_roots', array_to_string(done || roots, ','), true);
  END IF;
  ignored := set_config('shortlist.bumped_folders', array_to_string(covered || wanted, ','), true);
END $$;
