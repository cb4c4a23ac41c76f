ALTER TABLE "folder_collaborators" ADD COLUMN "role" text DEFAULT 'editor' NOT NULL;--> statement-breakpoint
ALTER TABLE "folder_invitations" ADD COLUMN "role" text DEFAULT 'editor' NOT NULL;--> statement-breakpoint
ALTER TABLE "folder_collaborators" ADD CONSTRAINT "folder_collaborators_role_check" CHECK ("folder_collaborators"."role" in ('viewer', 'rater', 'editor'));