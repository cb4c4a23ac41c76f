CREATE OR REPLACE FUNCTION public.items_needs_details_filled()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
BEGIN
  UPDATE items i SET needs_details = false
  WHERE i.id = NEW.item_id AND i.needs_details
    AND NOT EXISTS (
      SELECT 1 FROM category_attributes a
      WHERE a.category_id = i.category_id AND a.is_required
        AND NOT EXISTS (
          SELECT 1 FROM item_attribute_values v
          WHERE v.item_id = i.id AND v.category_attribute_id = a.id AND v.value <> ''
        )
    );
  RETURN NULL;
END $function$;
