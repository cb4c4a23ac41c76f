CREATE TABLE "api_tokens" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"name" text NOT NULL,
	"scope" text NOT NULL,
	"token_hash" text NOT NULL,
	"token_start" text NOT NULL,
	"expires_at" timestamp with time zone,
	"last_used_at" timestamp with time zone,
	"revoked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "api_tokens_scope" CHECK ("api_tokens"."scope" in ('read', 'write')),
	CONSTRAINT "api_tokens_name_length" CHECK (char_length("api_tokens"."name") between 1 and 60)
);
--> statement-breakpoint
CREATE TABLE "webhook_deliveries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"webhook_id" uuid NOT NULL,
	"event" text NOT NULL,
	"payload" jsonb NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"claimed_until" timestamp with time zone,
	"last_attempt_at" timestamp with time zone,
	"response_status" integer,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "webhook_deliveries_status" CHECK ("webhook_deliveries"."status" in ('pending', 'delivered', 'failed'))
);
--> statement-breakpoint
CREATE TABLE "webhooks" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"folder_id" uuid NOT NULL,
	"created_by" uuid NOT NULL,
	"url" text NOT NULL,
	"events" text[] NOT NULL,
	"secret" text NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"failing_since" timestamp with time zone,
	"paused_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "webhooks_status" CHECK ("webhooks"."status" in ('active', 'paused'))
);
--> statement-breakpoint
ALTER TABLE "api_tokens" ADD CONSTRAINT "api_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "webhook_deliveries" ADD CONSTRAINT "webhook_deliveries_webhook_id_webhooks_id_fk" FOREIGN KEY ("webhook_id") REFERENCES "public"."webhooks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "webhooks" ADD CONSTRAINT "webhooks_folder_id_folders_id_fk" FOREIGN KEY ("folder_id") REFERENCES "public"."folders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "webhooks" ADD CONSTRAINT "webhooks_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "api_tokens_token_hash_key" ON "api_tokens" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "api_tokens_user_idx" ON "api_tokens" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "webhook_deliveries_due_idx" ON "webhook_deliveries" USING btree ("next_attempt_at") WHERE "webhook_deliveries"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "webhook_deliveries_webhook_idx" ON "webhook_deliveries" USING btree ("webhook_id","created_at");--> statement-breakpoint
CREATE INDEX "webhooks_folder_idx" ON "webhooks" USING btree ("folder_id");--> statement-breakpoint
-- Webhook deliveries are written in the transaction of the change: one row per active webhook of the folder or
-- an ancestor folder that names the event. An activity row is what every feature writes for a change, so
-- this one trigger hears them all. Private items are never told to a webhook.
CREATE FUNCTION webhook_deliveries_of_activity() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  events text[];
BEGIN
  events := CASE NEW.kind
    WHEN 'item.added' THEN ARRAY['item.added']
    WHEN 'item.shared' THEN ARRAY['item.added']
    WHEN 'item.edited' THEN ARRAY['item.changed']
    WHEN 'price.changed' THEN ARRAY['item.price_changed']
    WHEN 'item.status' THEN CASE WHEN NEW.payload->>'status' = 'chosen'
      THEN ARRAY['item.status_changed', 'decision.made'] ELSE ARRAY['item.status_changed'] END
    WHEN 'vote.closed' THEN ARRAY['vote.closed']
    ELSE NULL
  END;
  IF events IS NULL THEN
    RETURN NULL;
  END IF;
  IF NEW.item_id IS NOT NULL AND EXISTS (SELECT 1 FROM items i WHERE i.id = NEW.item_id AND i.is_private) THEN
    RETURN NULL;
  END IF;
  INSERT INTO webhook_deliveries (webhook_id, event, payload, next_attempt_at, created_at)
  SELECT w.id, e.event,
    jsonb_build_object('folderId', NEW.folder_id, 'itemId', NEW.item_id, 'actorId', NEW.actor_id,
      'details', NEW.payload),
    NEW.created_at, NEW.created_at
  FROM (
    WITH RECURSIVE up(id, parent_folder_id) AS (
      SELECT f.id, f.parent_folder_id FROM folders f WHERE f.id = NEW.folder_id
      UNION ALL
      SELECT f.id, f.parent_folder_id FROM folders f JOIN up ON f.id = up.parent_folder_id
    )
    SELECT id FROM up
  ) tree
  JOIN webhooks w ON w.folder_id = tree.id AND w.status = 'active'
  CROSS JOIN unnest(events) AS e(event)
  WHERE e.event = ANY (w.events);
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER activity_events_webhook_deliveries AFTER INSERT ON activity_events
  FOR EACH ROW EXECUTE FUNCTION webhook_deliveries_of_activity();
