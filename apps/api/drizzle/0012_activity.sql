CREATE TABLE "activity_events" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "activity_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"folder_id" uuid NOT NULL,
	"item_id" uuid,
	"actor_id" uuid,
	"kind" text NOT NULL,
	"payload" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "activity_events" ADD CONSTRAINT "activity_events_folder_id_folders_id_fk" FOREIGN KEY ("folder_id") REFERENCES "public"."folders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity_events" ADD CONSTRAINT "activity_events_item_id_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity_events" ADD CONSTRAINT "activity_events_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "activity_events_folder_idx" ON "activity_events" USING btree ("folder_id","id");--> statement-breakpoint
CREATE INDEX "activity_events_item_idx" ON "activity_events" USING btree ("item_id");--> statement-breakpoint
-- The folder feed is a conditional GET like the folder (decision 0026): an activity row bumps its tree's revision.
-- Rows are written in the transaction of a change that bumps the same root already, so this costs a nextval, not a
-- second lock. Rows are only inserted (a cascade deletes them with their folder or item, which bumped already).
CREATE TRIGGER activity_events_content_revision_insert AFTER INSERT ON activity_events
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION content_changed_by_folder_id();
