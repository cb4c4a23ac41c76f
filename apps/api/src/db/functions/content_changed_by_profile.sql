CREATE OR REPLACE FUNCTION public.content_changed_by_profile()
 RETURNS trigger
 LANGUAGE plpgsql
 SET plan_cache_mode TO 'force_generic_plan'
AS $function$
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
END $function$;
