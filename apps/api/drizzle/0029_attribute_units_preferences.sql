ALTER TABLE "category_attributes" ADD COLUMN "unit" text;--> statement-breakpoint
ALTER TABLE "category_attributes" ADD COLUMN "preference" text DEFAULT 'none' NOT NULL;--> statement-breakpoint
-- A text attribute whose options are yes and no becomes a yes/no attribute storing 'yes' / 'no'.
UPDATE "item_attribute_values" SET "value" = lower("value")
  WHERE "category_attribute_id" IN (SELECT "id" FROM "category_attributes" WHERE "attribute_type" = 'text'
    AND jsonb_array_length("options") = 2
    AND (SELECT bool_and(lower(o) IN ('yes', 'no')) AND count(DISTINCT lower(o)) = 2 FROM jsonb_array_elements_text("options") o));--> statement-breakpoint
UPDATE "category_attributes" SET "attribute_type" = 'yes_no', "options" = '[]'::jsonb,
    "default_value" = lower("default_value")
  WHERE "attribute_type" = 'text' AND jsonb_array_length("options") = 2
    AND (SELECT bool_and(lower(o) IN ('yes', 'no')) AND count(DISTINCT lower(o)) = 2 FROM jsonb_array_elements_text("options") o);--> statement-breakpoint
-- Any other text attribute with options is an options attribute, its list in the order it had.
UPDATE "category_attributes" SET "attribute_type" = 'options'
  WHERE "attribute_type" = 'text' AND jsonb_array_length("options") > 0;--> statement-breakpoint
-- Preferences as the category dialog guesses them from the name (contracts' LOWER_IS_BETTER_WORDS).
UPDATE "category_attributes" SET "preference" = CASE
    WHEN "attribute_type" = 'number' AND "name" ~* '(^|[^[:alpha:]])(price|rent|cost|fee|distance|commute|time|weight|noise)' THEN 'lower'
    WHEN "attribute_type" = 'text' THEN 'none'
    ELSE 'higher' END;--> statement-breakpoint
ALTER TABLE "category_attributes" ADD CONSTRAINT "category_attributes_type_check" CHECK ("category_attributes"."attribute_type" in ('text', 'number', 'yes_no', 'options'));--> statement-breakpoint
ALTER TABLE "category_attributes" ADD CONSTRAINT "category_attributes_preference_check" CHECK ("category_attributes"."preference" in ('higher', 'lower', 'none'));