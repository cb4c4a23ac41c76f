CREATE TABLE "folder_exchange_rates" (
	"folder_id" uuid NOT NULL,
	"currency" text NOT NULL,
	"rate" double precision NOT NULL,
	"updated_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "folder_exchange_rates_folder_id_currency_pk" PRIMARY KEY("folder_id","currency"),
	CONSTRAINT "folder_exchange_rates_currency_code" CHECK ("folder_exchange_rates"."currency" ~ '^[A-Z]{3}$'),
	CONSTRAINT "folder_exchange_rates_rate_positive" CHECK ("folder_exchange_rates"."rate" > 0)
);
--> statement-breakpoint
ALTER TABLE "folders" ADD COLUMN "currency" text DEFAULT 'USD' NOT NULL;--> statement-breakpoint
ALTER TABLE "folder_exchange_rates" ADD CONSTRAINT "folder_exchange_rates_folder_id_folders_id_fk" FOREIGN KEY ("folder_id") REFERENCES "public"."folders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "folder_exchange_rates" ADD CONSTRAINT "folder_exchange_rates_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "folders" ADD CONSTRAINT "folders_currency_code" CHECK ("folders"."currency" ~ '^[A-Z]{3}$');--> statement-breakpoint
-- A folder whose items were already priced (captured prices kept their page's currency) takes its items' commonest
-- currency; every other folder keeps the old default, USD.
UPDATE "folders" f SET "currency" = c.currency
FROM (
  SELECT DISTINCT ON (i.folder_id) i.folder_id, i.currency
  FROM "items" i
  WHERE i.price_cents IS NOT NULL AND i.currency ~ '^[A-Z]{3}$'
  GROUP BY i.folder_id, i.currency
  ORDER BY i.folder_id, count(*) DESC, i.currency
) c
WHERE c.folder_id = f.id AND f.currency <> c.currency;
--> statement-breakpoint
-- Rates change Decide's ranking and Compare's notices: the folder tree's revision moves with them.
CREATE TRIGGER folder_exchange_rates_content_revision_insert AFTER INSERT ON folder_exchange_rates
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION content_changed_by_folder_id();
--> statement-breakpoint
CREATE TRIGGER folder_exchange_rates_content_revision_update AFTER UPDATE ON folder_exchange_rates
  REFERENCING NEW TABLE AS new_rows OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION content_changed_by_folder_id();
--> statement-breakpoint
CREATE TRIGGER folder_exchange_rates_content_revision_delete AFTER DELETE ON folder_exchange_rates
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION content_changed_by_folder_id();
