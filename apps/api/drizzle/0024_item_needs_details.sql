ALTER TABLE "items" ADD COLUMN "needs_details" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- An item added as "needs details" stops needing them once every required attribute of its category has a value,
-- however the value is written (item page, table editing, an import).
CREATE OR REPLACE FUNCTION items_needs_details_filled() RETURNS trigger LANGUAGE plpgsql AS $$
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
END $$;
--> statement-breakpoint
CREATE TRIGGER item_attribute_values_needs_details AFTER INSERT OR UPDATE ON item_attribute_values
  FOR EACH ROW EXECUTE FUNCTION items_needs_details_filled();
