CREATE OR REPLACE FUNCTION public.webhook_deliveries_of_activity()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
DECLARE
  told text[];
BEGIN
  told := CASE NEW.kind
    WHEN 'item.added' THEN ARRAY['item.added']
    WHEN 'item.shared' THEN ARRAY['item.added']
    WHEN 'item.edited' THEN ARRAY['item.changed']
    WHEN 'price.changed' THEN ARRAY['item.price_changed']
    WHEN 'item.status' THEN CASE WHEN NEW.payload->>'status' = 'chosen'
      THEN ARRAY['item.status_changed', 'decision.made'] ELSE ARRAY['item.status_changed'] END
    WHEN 'vote.closed' THEN ARRAY['vote.closed']
    ELSE NULL
  END;
  IF told IS NULL THEN
    RETURN NULL;
  END IF;
  IF NEW.item_id IS NOT NULL AND EXISTS (SELECT 1 FROM items i WHERE i.id = NEW.item_id AND i.is_private) THEN
    RETURN NULL;
  END IF;
  INSERT INTO webhook_deliveries (webhook_id, event, payload, next_attempt_at, created_at)
  SELECT w.id, e.name,
    jsonb_build_object('folderId', NEW.folder_id, 'itemId', NEW.item_id, 'actorId', NEW.actor_id,
      'details', NEW.payload),
    NEW.created_at, NEW.created_at
  FROM (
    WITH RECURSIVE up(id, parent_folder_id) AS (
      SELECT f.id, f.parent_folder_id FROM folders f WHERE f.id = NEW.folder_id
      UNION ALL
      SELECT f.id, f.parent_folder_id FROM folders f JOIN up ON f.id = up.parent_folder_id
    )
    SELECT up.id FROM up
  ) tree
  JOIN webhooks w ON w.folder_id = tree.id AND w.status = 'active'
  CROSS JOIN unnest(told) AS e(name)
  WHERE e.name = ANY (w.events);
  RETURN NULL;
END;
$function$;
