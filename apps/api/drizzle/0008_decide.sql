CREATE TABLE "decision_records" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"folder_id" uuid NOT NULL,
	"item_id" uuid,
	"decided_by" uuid,
	"decided_at" timestamp with time zone NOT NULL,
	"reopened_at" timestamp with time zone,
	"snapshot" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "decision_settings" (
	"folder_id" uuid PRIMARY KEY NOT NULL,
	"budget_cents" integer,
	"criteria" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"locked_group_weights" jsonb,
	"last_winner_item_id" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "decision_views" (
	"folder_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"seen" jsonb NOT NULL,
	"seen_at" timestamp with time zone NOT NULL,
	CONSTRAINT "decision_views_folder_id_user_id_pk" PRIMARY KEY("folder_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "decision_weights" (
	"folder_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"weights" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "decision_weights_folder_id_user_id_pk" PRIMARY KEY("folder_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "item_decision_states" (
	"item_id" uuid PRIMARY KEY NOT NULL,
	"status" text DEFAULT 'considering' NOT NULL,
	"status_reason" text,
	"target_price_cents" integer,
	"budget_side" text,
	"target_side" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "item_decision_states_status" CHECK ("item_decision_states"."status" in ('considering', 'shortlisted', 'rejected', 'chosen'))
);
--> statement-breakpoint
ALTER TABLE "decision_records" ADD CONSTRAINT "decision_records_folder_id_folders_id_fk" FOREIGN KEY ("folder_id") REFERENCES "public"."folders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "decision_records" ADD CONSTRAINT "decision_records_item_id_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."items"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "decision_records" ADD CONSTRAINT "decision_records_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "decision_settings" ADD CONSTRAINT "decision_settings_folder_id_folders_id_fk" FOREIGN KEY ("folder_id") REFERENCES "public"."folders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "decision_settings" ADD CONSTRAINT "decision_settings_last_winner_item_id_items_id_fk" FOREIGN KEY ("last_winner_item_id") REFERENCES "public"."items"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "decision_views" ADD CONSTRAINT "decision_views_folder_id_folders_id_fk" FOREIGN KEY ("folder_id") REFERENCES "public"."folders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "decision_views" ADD CONSTRAINT "decision_views_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "decision_weights" ADD CONSTRAINT "decision_weights_folder_id_folders_id_fk" FOREIGN KEY ("folder_id") REFERENCES "public"."folders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "decision_weights" ADD CONSTRAINT "decision_weights_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "item_decision_states" ADD CONSTRAINT "item_decision_states_item_id_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "decision_records_folder_idx" ON "decision_records" USING btree ("folder_id","decided_at");--> statement-breakpoint
-- The decision view revalidates from the folder tree's revision (decision 0014): its tables bump it too.
DO $$
DECLARE
  spec text[];
  specs text[][] := ARRAY[
    ARRAY['decision_settings', 'content_changed_by_folder_id', 'INSERT,UPDATE,DELETE'],
    ARRAY['decision_weights', 'content_changed_by_folder_id', 'INSERT,UPDATE,DELETE'],
    ARRAY['decision_records', 'content_changed_by_folder_id', 'INSERT,UPDATE,DELETE'],
    ARRAY['decision_views', 'content_changed_by_folder_id', 'INSERT,UPDATE,DELETE'],
    ARRAY['item_decision_states', 'content_changed_by_item_id', 'INSERT,UPDATE,DELETE']
  ];
  event text;
  refs text;
BEGIN
  FOREACH spec SLICE 1 IN ARRAY specs LOOP
    FOREACH event IN ARRAY string_to_array(spec[3], ',') LOOP
      refs := CASE event
        WHEN 'INSERT' THEN 'NEW TABLE AS new_rows'
        WHEN 'UPDATE' THEN 'NEW TABLE AS new_rows OLD TABLE AS old_rows'
        ELSE 'OLD TABLE AS old_rows' END;
      EXECUTE format(
        'CREATE TRIGGER %I AFTER %s ON %I REFERENCING %s FOR EACH STATEMENT EXECUTE FUNCTION %I()',
        spec[1] || '_content_revision_' || lower(event), event, spec[1], refs, spec[2]);
    END LOOP;
  END LOOP;
END $$;
