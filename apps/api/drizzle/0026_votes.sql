CREATE TABLE "this_or_that_rounds" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"folder_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"item_ids" uuid[] NOT NULL,
	"answers" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "vote_ballots" (
	"vote_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"folder_id" uuid NOT NULL,
	"dots" jsonb NOT NULL,
	"dots_total" integer NOT NULL,
	"veto_item_id" uuid,
	"veto_reason" text,
	"cast_at" timestamp with time zone NOT NULL,
	CONSTRAINT "vote_ballots_vote_id_user_id_pk" PRIMARY KEY("vote_id","user_id"),
	CONSTRAINT "vote_ballots_dots_total" CHECK ("vote_ballots"."dots_total" between 0 and 10),
	CONSTRAINT "vote_ballots_veto_reason" CHECK ("vote_ballots"."veto_reason" is null or char_length("vote_ballots"."veto_reason") between 1 and 200)
);
--> statement-breakpoint
CREATE TABLE "vote_overrules" (
	"vote_id" uuid NOT NULL,
	"item_id" uuid NOT NULL,
	"folder_id" uuid NOT NULL,
	"overruled_by" uuid,
	"reason" text NOT NULL,
	"overruled_at" timestamp with time zone NOT NULL,
	CONSTRAINT "vote_overrules_vote_id_item_id_pk" PRIMARY KEY("vote_id","item_id"),
	CONSTRAINT "vote_overrules_reason" CHECK (char_length("vote_overrules"."reason") between 1 and 200)
);
--> statement-breakpoint
CREATE TABLE "votes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"folder_id" uuid NOT NULL,
	"opened_by" uuid,
	"item_ids" uuid[] NOT NULL,
	"opened_at" timestamp with time zone NOT NULL,
	"closes_at" timestamp with time zone,
	"closed_at" timestamp with time zone,
	"revealed_at" timestamp with time zone,
	"reminded_at" timestamp with time zone,
	"replaced_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "this_or_that_rounds" ADD CONSTRAINT "this_or_that_rounds_folder_id_folders_id_fk" FOREIGN KEY ("folder_id") REFERENCES "public"."folders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "this_or_that_rounds" ADD CONSTRAINT "this_or_that_rounds_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vote_ballots" ADD CONSTRAINT "vote_ballots_vote_id_votes_id_fk" FOREIGN KEY ("vote_id") REFERENCES "public"."votes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vote_ballots" ADD CONSTRAINT "vote_ballots_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vote_ballots" ADD CONSTRAINT "vote_ballots_folder_id_folders_id_fk" FOREIGN KEY ("folder_id") REFERENCES "public"."folders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vote_ballots" ADD CONSTRAINT "vote_ballots_veto_item_id_items_id_fk" FOREIGN KEY ("veto_item_id") REFERENCES "public"."items"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vote_overrules" ADD CONSTRAINT "vote_overrules_vote_id_votes_id_fk" FOREIGN KEY ("vote_id") REFERENCES "public"."votes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vote_overrules" ADD CONSTRAINT "vote_overrules_item_id_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vote_overrules" ADD CONSTRAINT "vote_overrules_folder_id_folders_id_fk" FOREIGN KEY ("folder_id") REFERENCES "public"."folders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vote_overrules" ADD CONSTRAINT "vote_overrules_overruled_by_users_id_fk" FOREIGN KEY ("overruled_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "votes" ADD CONSTRAINT "votes_folder_id_folders_id_fk" FOREIGN KEY ("folder_id") REFERENCES "public"."folders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "votes" ADD CONSTRAINT "votes_opened_by_users_id_fk" FOREIGN KEY ("opened_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "this_or_that_rounds_person_key" ON "this_or_that_rounds" USING btree ("folder_id","user_id");--> statement-breakpoint
CREATE INDEX "votes_folder_idx" ON "votes" USING btree ("folder_id","opened_at");--> statement-breakpoint
-- A vote, a ballot and an overrule show in the folder's vote panel and on its Decide tab: each write bumps the
-- tree's content revision and tells the folder's live streams, as every other write to a folder does.
CREATE TRIGGER votes_content_revision_insert AFTER INSERT ON votes
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION content_changed_by_folder_id();
--> statement-breakpoint
CREATE TRIGGER votes_content_revision_update AFTER UPDATE ON votes
  REFERENCING NEW TABLE AS new_rows OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION content_changed_by_folder_id();
--> statement-breakpoint
CREATE TRIGGER vote_ballots_content_revision_insert AFTER INSERT ON vote_ballots
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION content_changed_by_folder_id();
--> statement-breakpoint
CREATE TRIGGER vote_ballots_content_revision_update AFTER UPDATE ON vote_ballots
  REFERENCING NEW TABLE AS new_rows OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION content_changed_by_folder_id();
--> statement-breakpoint
CREATE TRIGGER vote_overrules_content_revision_insert AFTER INSERT ON vote_overrules
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION content_changed_by_folder_id();
