CREATE TABLE "item_comments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"item_id" uuid NOT NULL,
	"author_id" uuid,
	"text" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"edited_at" timestamp with time zone,
	CONSTRAINT "item_comments_text_length" CHECK (char_length("item_comments"."text") between 1 and 2000)
);
--> statement-breakpoint
ALTER TABLE "item_comments" ADD CONSTRAINT "item_comments_item_id_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "item_comments" ADD CONSTRAINT "item_comments_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "item_comments_item_idx" ON "item_comments" USING btree ("item_id","created_at");--> statement-breakpoint
-- Comments show on the item page (the thread) and on item cards (the count): a write bumps the tree's content
-- revision like notes do (decision 0014), so the next conditional GET is a 200 and live events (issue 15) see it.
CREATE TRIGGER item_comments_content_revision_insert AFTER INSERT ON item_comments
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION content_changed_by_item_id();
--> statement-breakpoint
CREATE TRIGGER item_comments_content_revision_update AFTER UPDATE ON item_comments
  REFERENCING NEW TABLE AS new_rows OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION content_changed_by_item_id();
--> statement-breakpoint
CREATE TRIGGER item_comments_content_revision_delete AFTER DELETE ON item_comments
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION content_changed_by_item_id();
