CREATE TABLE "bulk_import_entries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"bulk_import_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"url" text NOT NULL,
	"manual_name" text,
	"state" text DEFAULT 'waiting' NOT NULL,
	"error" text,
	"name" text,
	"item_id" uuid,
	"locked_until" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bulk_import_entries_state" CHECK ("bulk_import_entries"."state" in ('waiting', 'read', 'failed', 'added', 'duplicate'))
);
--> statement-breakpoint
CREATE TABLE "bulk_imports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"folder_id" uuid NOT NULL,
	"category_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "public_links" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"folder_id" uuid NOT NULL,
	"token" text NOT NULL,
	"token_hash" text NOT NULL,
	"created_by" uuid,
	"expires_at" timestamp with time zone,
	"revoked_at" timestamp with time zone,
	"include_notes" boolean DEFAULT false NOT NULL,
	"include_subfolders" boolean DEFAULT false NOT NULL,
	"view_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "bulk_import_entries" ADD CONSTRAINT "bulk_import_entries_bulk_import_id_bulk_imports_id_fk" FOREIGN KEY ("bulk_import_id") REFERENCES "public"."bulk_imports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bulk_import_entries" ADD CONSTRAINT "bulk_import_entries_item_id_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."items"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bulk_imports" ADD CONSTRAINT "bulk_imports_folder_id_folders_id_fk" FOREIGN KEY ("folder_id") REFERENCES "public"."folders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bulk_imports" ADD CONSTRAINT "bulk_imports_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bulk_imports" ADD CONSTRAINT "bulk_imports_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "public_links" ADD CONSTRAINT "public_links_folder_id_folders_id_fk" FOREIGN KEY ("folder_id") REFERENCES "public"."folders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "public_links" ADD CONSTRAINT "public_links_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bulk_import_entries_import_idx" ON "bulk_import_entries" USING btree ("bulk_import_id","position");--> statement-breakpoint
CREATE INDEX "bulk_import_entries_waiting_idx" ON "bulk_import_entries" USING btree ("updated_at") WHERE "bulk_import_entries"."state" = 'waiting';--> statement-breakpoint
CREATE INDEX "bulk_imports_user_idx" ON "bulk_imports" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "public_links_token_hash_key" ON "public_links" USING btree ("token_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "public_links_live_folder_key" ON "public_links" USING btree ("folder_id") WHERE "public_links"."revoked_at" is null;