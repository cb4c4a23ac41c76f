CREATE TABLE "calendar_feeds" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"salt" text NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "calendar_feeds_tokenHash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "next_step_reminders" (
	"step_id" uuid PRIMARY KEY NOT NULL,
	"remind_at" timestamp with time zone NOT NULL,
	"sent_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "item_next_steps" ADD COLUMN "due_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "item_next_steps" ADD COLUMN "assignee_id" uuid;--> statement-breakpoint
ALTER TABLE "item_next_steps" ADD COLUMN "remind_before_minutes" integer;--> statement-breakpoint
ALTER TABLE "calendar_feeds" ADD CONSTRAINT "calendar_feeds_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "next_step_reminders" ADD CONSTRAINT "next_step_reminders_step_id_item_next_steps_id_fk" FOREIGN KEY ("step_id") REFERENCES "public"."item_next_steps"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "next_step_reminders_due_idx" ON "next_step_reminders" USING btree ("remind_at");--> statement-breakpoint
ALTER TABLE "item_next_steps" ADD CONSTRAINT "item_next_steps_assignee_id_users_id_fk" FOREIGN KEY ("assignee_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "item_next_steps_due_idx" ON "item_next_steps" USING btree ("due_at");--> statement-breakpoint
CREATE INDEX "item_next_steps_assignee_idx" ON "item_next_steps" USING btree ("assignee_id","due_at");