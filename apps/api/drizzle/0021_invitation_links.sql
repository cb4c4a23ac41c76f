CREATE TABLE "invitation_links" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"token_hash" text NOT NULL,
	"folder_id" uuid NOT NULL,
	"email" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "invitation_links" ADD CONSTRAINT "invitation_links_folder_id_folders_id_fk" FOREIGN KEY ("folder_id") REFERENCES "public"."folders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "invitation_links_token_hash_key" ON "invitation_links" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "invitation_links_email_idx" ON "invitation_links" USING btree ("email");--> statement-breakpoint
CREATE INDEX "invitation_links_folder_email_idx" ON "invitation_links" USING btree ("folder_id","email");