CREATE TABLE "item_price_history" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"item_id" uuid NOT NULL,
	"price_cents" integer NOT NULL,
	"currency" text NOT NULL,
	"source" text NOT NULL,
	"recorded_at" timestamp with time zone DEFAULT now() NOT NULL,
	"seq" bigint GENERATED ALWAYS AS IDENTITY (sequence name "item_price_history_seq_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	CONSTRAINT "item_price_history_source" CHECK ("item_price_history"."source" in ('manual', 'refresh', 'import')),
	CONSTRAINT "item_price_history_price" CHECK ("item_price_history"."price_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "item_refresh_settings" (
	"item_id" uuid PRIMARY KEY NOT NULL,
	"interval" text DEFAULT 'off' NOT NULL,
	"updated_by" uuid,
	"next_run_at" timestamp with time zone,
	"last_run_at" timestamp with time zone,
	"last_success_at" timestamp with time zone,
	"failure_count" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"locked_until" timestamp with time zone,
	"claimed_by" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "item_refresh_settings_interval" CHECK ("item_refresh_settings"."interval" in ('off', '6h', 'daily', 'weekly'))
);
--> statement-breakpoint
ALTER TABLE "item_price_history" ADD CONSTRAINT "item_price_history_item_id_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "item_refresh_settings" ADD CONSTRAINT "item_refresh_settings_item_id_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "item_refresh_settings" ADD CONSTRAINT "item_refresh_settings_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "item_price_history_item_idx" ON "item_price_history" USING btree ("item_id","recorded_at","seq");--> statement-breakpoint
CREATE INDEX "item_refresh_settings_due_idx" ON "item_refresh_settings" USING btree ("next_run_at") WHERE "item_refresh_settings"."interval" <> 'off';