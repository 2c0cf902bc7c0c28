CREATE TABLE "cities" (
	"id" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"ascii_name" text NOT NULL,
	"country_code" text NOT NULL,
	"region" text,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL,
	"population" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "city_id" integer;--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "country_code" text;--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "latitude" double precision;--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "longitude" double precision;--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "open_to_relocate" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "pref_height_min" integer;--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "pref_height_max" integer;--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "pref_marital_statuses" text[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "pref_sects" text[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "pref_madhabs" text[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "pref_commitments" text[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "pref_prays" boolean;--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "pref_hijab" boolean;--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "pref_beard" boolean;--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "pref_min_education" text;--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "pref_professions" text[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "pref_languages" text[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "pref_countries" text[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "pref_city_ids" integer[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "pref_within_km" integer;--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "pref_must" text[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "last_active_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
CREATE INDEX "cities_name_prefix_idx" ON "cities" USING btree (lower("ascii_name") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "cities_local_name_prefix_idx" ON "cities" USING btree (lower("name") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "cities_country_idx" ON "cities" USING btree ("country_code","population" DESC NULLS LAST);--> statement-breakpoint
-- Until the member next uses the site, the last time a session of theirs was seen (else when they joined).
UPDATE "members" SET "last_active_at" = coalesce((SELECT max("last_seen_at") FROM "sessions" WHERE "sessions"."member_id" = "members"."id"), "members"."created_at");
