ALTER TABLE "items" DROP COLUMN "card_fields";--> statement-breakpoint
ALTER TABLE "items" DROP COLUMN "card_times";--> statement-breakpoint
-- the card is written by its one fragment (modules/items/item-card.fragment.ts); its text columns had no reader
DROP FUNCTION "item_card_fields"(uuid, uuid, text, text, integer, text, text, uuid);--> statement-breakpoint
DROP FUNCTION "item_card_times"(timestamp with time zone, timestamp with time zone);
