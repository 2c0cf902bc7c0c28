ALTER TABLE "guardians" ADD COLUMN "link_used_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "previous_time_zone" text;--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "time_zone_changes_at" timestamp with time zone;--> statement-breakpoint
-- A link opened before links opened once counts as used: its sessions stay, a new use asks for a new invitation.
UPDATE "guardians" SET "link_used_at" = "first_opened_at" WHERE "first_opened_at" IS NOT NULL;