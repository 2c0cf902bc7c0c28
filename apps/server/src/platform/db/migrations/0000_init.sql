CREATE TABLE "blocks" (
	"blocker_id" uuid NOT NULL,
	"blocked_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "blocks_blocker_id_blocked_id_pk" PRIMARY KEY("blocker_id","blocked_id")
);
--> statement-breakpoint
CREATE TABLE "interests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"from_id" uuid NOT NULL,
	"to_id" uuid NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"responded_at" timestamp with time zone,
	CONSTRAINT "interests_status_check" CHECK ("interests"."status" in ('pending', 'accepted', 'declined')),
	CONSTRAINT "interests_not_self_check" CHECK ("interests"."from_id" <> "interests"."to_id")
);
--> statement-breakpoint
CREATE TABLE "members" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"email" text NOT NULL,
	"password_hash" text NOT NULL,
	"full_name" text NOT NULL,
	"phone" text,
	"contact" text,
	"age" integer NOT NULL,
	"gender" text NOT NULL,
	"city" text NOT NULL,
	"profession" text,
	"dob" text,
	"marital_status" text,
	"height" text,
	"sect" text,
	"madhab" text,
	"caste" text,
	"language" text,
	"region" text,
	"prays" boolean,
	"fasts" boolean,
	"reads_quran" boolean,
	"hijab" boolean,
	"beard" boolean,
	"religious_commitment" text,
	"education" text,
	"field" text,
	"employer" text,
	"income" text,
	"father_name" text,
	"father_profession" text,
	"mother_name" text,
	"mother_profession" text,
	"family_type" text,
	"siblings" text,
	"family_values" text,
	"religious_environment" text,
	"partner" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"is_verified" boolean DEFAULT false NOT NULL,
	"verification_status" text DEFAULT 'unverified' NOT NULL,
	"email_verified" boolean DEFAULT false NOT NULL,
	"phone_verified" boolean DEFAULT false NOT NULL,
	"membership_tier" text DEFAULT 'free' NOT NULL,
	"plan_id" text DEFAULT 'free' NOT NULL,
	"account_status" text DEFAULT 'active' NOT NULL,
	"photo_blurred" boolean DEFAULT false NOT NULL,
	"photo_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"status_updated_at" timestamp with time zone,
	CONSTRAINT "members_age_check" CHECK ("members"."age" >= 18),
	CONSTRAINT "members_gender_check" CHECK ("members"."gender" in ('Male', 'Female', 'Other')),
	CONSTRAINT "members_account_status_check" CHECK ("members"."account_status" in ('active', 'deactivated', 'deleted')),
	CONSTRAINT "members_tier_check" CHECK ("members"."membership_tier" in ('free', 'premium'))
);
--> statement-breakpoint
CREATE TABLE "photo_variants" (
	"photo_id" uuid NOT NULL,
	"variant" text NOT NULL,
	"content_type" text NOT NULL,
	"bytes" "bytea" NOT NULL,
	CONSTRAINT "photo_variants_photo_id_variant_pk" PRIMARY KEY("photo_id","variant"),
	CONSTRAINT "photo_variants_variant_check" CHECK ("photo_variants"."variant" in ('display', 'thumb', 'blur', 'blur_thumb'))
);
--> statement-breakpoint
CREATE TABLE "photos" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"member_id" uuid NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"review_notes" text,
	"reviewed_at" timestamp with time zone,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "photos_status_check" CHECK ("photos"."status" in ('pending', 'approved', 'rejected'))
);
--> statement-breakpoint
CREATE TABLE "rate_limit_hits" (
	"key" text NOT NULL,
	"window_start" timestamp with time zone NOT NULL,
	"hits" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "rate_limit_hits_key_window_start_pk" PRIMARY KEY("key","window_start")
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"member_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "blocks" ADD CONSTRAINT "blocks_blocker_id_members_id_fk" FOREIGN KEY ("blocker_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "blocks" ADD CONSTRAINT "blocks_blocked_id_members_id_fk" FOREIGN KEY ("blocked_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interests" ADD CONSTRAINT "interests_from_id_members_id_fk" FOREIGN KEY ("from_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interests" ADD CONSTRAINT "interests_to_id_members_id_fk" FOREIGN KEY ("to_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "photo_variants" ADD CONSTRAINT "photo_variants_photo_id_photos_id_fk" FOREIGN KEY ("photo_id") REFERENCES "public"."photos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "photos" ADD CONSTRAINT "photos_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "blocks_blocked_idx" ON "blocks" USING btree ("blocked_id");--> statement-breakpoint
CREATE UNIQUE INDEX "interests_pair_idx" ON "interests" USING btree ("from_id","to_id");--> statement-breakpoint
CREATE INDEX "interests_to_idx" ON "interests" USING btree ("to_id","status");--> statement-breakpoint
CREATE INDEX "interests_from_created_idx" ON "interests" USING btree ("from_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "members_email_lower_idx" ON "members" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "members_browse_idx" ON "members" USING btree ("account_status","gender","created_at","id");--> statement-breakpoint
CREATE INDEX "photos_member_idx" ON "photos" USING btree ("member_id","created_at");--> statement-breakpoint
CREATE INDEX "photos_status_idx" ON "photos" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "sessions_member_idx" ON "sessions" USING btree ("member_id");