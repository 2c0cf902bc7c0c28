-- members_verified_phone_idx and members_registration_ip_idx are built CONCURRENTLY (migrations/concurrent/0029_*.sql).
CREATE TABLE "image_fingerprints" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"source" text NOT NULL,
	"member_id" uuid,
	"photo_id" uuid,
	"known_image_id" uuid,
	"hash" bigint NOT NULL,
	"band0" integer NOT NULL,
	"band1" integer NOT NULL,
	"band2" integer NOT NULL,
	"band3" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "image_fingerprints_source_check" CHECK ("image_fingerprints"."source" in ('photo', 'selfie', 'known-scam')),
	CONSTRAINT "image_fingerprints_owner_check" CHECK (("image_fingerprints"."source" = 'photo' and "image_fingerprints"."photo_id" is not null and "image_fingerprints"."member_id" is not null)
        or ("image_fingerprints"."source" = 'selfie' and "image_fingerprints"."member_id" is not null and "image_fingerprints"."photo_id" is null)
        or ("image_fingerprints"."source" = 'known-scam' and "image_fingerprints"."known_image_id" is not null and "image_fingerprints"."member_id" is null))
);
--> statement-breakpoint
CREATE TABLE "known_scam_images" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"note" text NOT NULL,
	"content_type" text NOT NULL,
	"storage_key" text NOT NULL,
	"added_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "known_scam_images_storage_key_unique" UNIQUE("storage_key")
);
--> statement-breakpoint
CREATE TABLE "photo_flags" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"photo_id" uuid NOT NULL,
	"matched_source" text NOT NULL,
	"matched_member_id" uuid,
	"matched_photo_id" uuid,
	"matched_known_image_id" uuid,
	"distance" integer NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"decided_by" uuid,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "photo_flags_source_check" CHECK ("photo_flags"."matched_source" in ('photo', 'selfie', 'known-scam')),
	CONSTRAINT "photo_flags_status_check" CHECK ("photo_flags"."status" in ('open', 'dismissed', 'confirmed')),
	CONSTRAINT "photo_flags_distance_check" CHECK ("photo_flags"."distance" between 0 and 64)
);
--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "interest_from_verified_only" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "messages_from_verified_only" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "registration_ip" text;--> statement-breakpoint
ALTER TABLE "image_fingerprints" ADD CONSTRAINT "image_fingerprints_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "image_fingerprints" ADD CONSTRAINT "image_fingerprints_photo_id_photos_id_fk" FOREIGN KEY ("photo_id") REFERENCES "public"."photos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "image_fingerprints" ADD CONSTRAINT "image_fingerprints_known_image_id_known_scam_images_id_fk" FOREIGN KEY ("known_image_id") REFERENCES "public"."known_scam_images"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "known_scam_images" ADD CONSTRAINT "known_scam_images_added_by_admins_id_fk" FOREIGN KEY ("added_by") REFERENCES "public"."admins"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "photo_flags" ADD CONSTRAINT "photo_flags_photo_id_photos_id_fk" FOREIGN KEY ("photo_id") REFERENCES "public"."photos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "photo_flags" ADD CONSTRAINT "photo_flags_matched_member_id_members_id_fk" FOREIGN KEY ("matched_member_id") REFERENCES "public"."members"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "photo_flags" ADD CONSTRAINT "photo_flags_matched_photo_id_photos_id_fk" FOREIGN KEY ("matched_photo_id") REFERENCES "public"."photos"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "photo_flags" ADD CONSTRAINT "photo_flags_matched_known_image_id_known_scam_images_id_fk" FOREIGN KEY ("matched_known_image_id") REFERENCES "public"."known_scam_images"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "photo_flags" ADD CONSTRAINT "photo_flags_decided_by_admins_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."admins"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "image_fingerprints_band0_idx" ON "image_fingerprints" USING btree ("band0");--> statement-breakpoint
CREATE INDEX "image_fingerprints_band1_idx" ON "image_fingerprints" USING btree ("band1");--> statement-breakpoint
CREATE INDEX "image_fingerprints_band2_idx" ON "image_fingerprints" USING btree ("band2");--> statement-breakpoint
CREATE INDEX "image_fingerprints_band3_idx" ON "image_fingerprints" USING btree ("band3");--> statement-breakpoint
CREATE INDEX "image_fingerprints_member_idx" ON "image_fingerprints" USING btree ("member_id","source");--> statement-breakpoint
CREATE INDEX "image_fingerprints_photo_idx" ON "image_fingerprints" USING btree ("photo_id");--> statement-breakpoint
CREATE INDEX "image_fingerprints_known_idx" ON "image_fingerprints" USING btree ("known_image_id");--> statement-breakpoint
CREATE INDEX "photo_flags_photo_idx" ON "photo_flags" USING btree ("photo_id","status");--> statement-breakpoint
CREATE INDEX "photo_flags_matched_member_idx" ON "photo_flags" USING btree ("matched_member_id");