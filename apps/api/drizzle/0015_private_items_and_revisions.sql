ALTER TABLE "items" ADD COLUMN "is_private" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "items" ADD COLUMN "revision" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "items" ADD COLUMN "revised_by" uuid;--> statement-breakpoint
ALTER TABLE "items" ADD CONSTRAINT "items_revised_by_users_id_fk" FOREIGN KEY ("revised_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
-- items added before creators were always stored belong to the folder's owner (issue 15: a private item needs one)
UPDATE "items" SET "creator_id" = "folders"."owner_id" FROM "folders" WHERE "folders"."id" = "items"."folder_id" AND "items"."creator_id" IS NULL;
