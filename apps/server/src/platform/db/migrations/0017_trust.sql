-- Trust members can see (issue 20): selfie verification with a posed challenge, photo access asked for,
-- granted, revoked and logged one member at a time, guardians with read-only sessions and the chaperone
-- banner's acknowledgements, and the women-reviewer flags. Rolling-safe: new tables, and new columns
-- whose constant defaults PostgreSQL adds without rewriting members or admins.
CREATE TABLE "chaperone_acks" (
	"guardian_id" uuid NOT NULL,
	"member_id" uuid NOT NULL,
	"seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "chaperone_acks_guardian_id_member_id_pk" PRIMARY KEY("guardian_id","member_id")
);
--> statement-breakpoint
CREATE TABLE "guardian_sessions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"guardian_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "guardians" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"member_id" uuid NOT NULL,
	"email" text NOT NULL,
	"name" text NOT NULL,
	"relation" text NOT NULL,
	"locale" text DEFAULT 'en' NOT NULL,
	"link_token_hash" text NOT NULL,
	"daily_email" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"first_opened_at" timestamp with time zone,
	"digest_sent_at" timestamp with time zone,
	"removed_at" timestamp with time zone,
	CONSTRAINT "guardians_relation_check" CHECK ("guardians"."relation" in ('father', 'brother', 'uncle', 'imam', 'other')),
	CONSTRAINT "guardians_locale_check" CHECK ("guardians"."locale" in ('en', 'hi', 'ur', 'ar'))
);
--> statement-breakpoint
CREATE TABLE "photo_access_grants" (
	"owner_id" uuid NOT NULL,
	"grantee_id" uuid NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"granted_at" timestamp with time zone DEFAULT now() NOT NULL,
	"revoked_at" timestamp with time zone,
	CONSTRAINT "photo_access_grants_owner_id_grantee_id_pk" PRIMARY KEY("owner_id","grantee_id"),
	CONSTRAINT "photo_access_grants_not_self_check" CHECK ("photo_access_grants"."owner_id" <> "photo_access_grants"."grantee_id")
);
--> statement-breakpoint
CREATE TABLE "photo_access_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"owner_id" uuid NOT NULL,
	"requester_id" uuid NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone,
	CONSTRAINT "photo_access_requests_status_check" CHECK ("photo_access_requests"."status" in ('pending', 'granted', 'declined')),
	CONSTRAINT "photo_access_requests_not_self_check" CHECK ("photo_access_requests"."owner_id" <> "photo_access_requests"."requester_id")
);
--> statement-breakpoint
CREATE TABLE "photo_views" (
	"owner_id" uuid NOT NULL,
	"viewer_id" uuid NOT NULL,
	"day" date NOT NULL,
	"viewed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "photo_views_owner_id_viewer_id_day_pk" PRIMARY KEY("owner_id","viewer_id","day")
);
--> statement-breakpoint
CREATE TABLE "selfie_challenges" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"member_id" uuid NOT NULL,
	"pose" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "selfies" (
	"member_id" uuid PRIMARY KEY NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"pose" text NOT NULL,
	"content_type" text,
	"storage_key" text,
	"uploaded_at" timestamp with time zone DEFAULT now() NOT NULL,
	"reviewed_at" timestamp with time zone,
	"reviewed_by" uuid,
	"notes" text,
	"erased_at" timestamp with time zone,
	"recheck_since" timestamp with time zone,
	CONSTRAINT "selfies_status_check" CHECK ("selfies"."status" in ('pending', 'verified', 'rejected'))
);
--> statement-breakpoint
ALTER TABLE "admins" ADD COLUMN "reviews_women" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "women_reviewers_only" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "matches_see_photos" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "chaperone_acks" ADD CONSTRAINT "chaperone_acks_guardian_id_guardians_id_fk" FOREIGN KEY ("guardian_id") REFERENCES "public"."guardians"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chaperone_acks" ADD CONSTRAINT "chaperone_acks_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guardian_sessions" ADD CONSTRAINT "guardian_sessions_guardian_id_guardians_id_fk" FOREIGN KEY ("guardian_id") REFERENCES "public"."guardians"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guardians" ADD CONSTRAINT "guardians_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "photo_access_grants" ADD CONSTRAINT "photo_access_grants_owner_id_members_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "photo_access_grants" ADD CONSTRAINT "photo_access_grants_grantee_id_members_id_fk" FOREIGN KEY ("grantee_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "photo_access_requests" ADD CONSTRAINT "photo_access_requests_owner_id_members_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "photo_access_requests" ADD CONSTRAINT "photo_access_requests_requester_id_members_id_fk" FOREIGN KEY ("requester_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "photo_views" ADD CONSTRAINT "photo_views_owner_id_members_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "photo_views" ADD CONSTRAINT "photo_views_viewer_id_members_id_fk" FOREIGN KEY ("viewer_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "selfie_challenges" ADD CONSTRAINT "selfie_challenges_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "selfies" ADD CONSTRAINT "selfies_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "selfies" ADD CONSTRAINT "selfies_reviewed_by_admins_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."admins"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "guardian_sessions_guardian_idx" ON "guardian_sessions" USING btree ("guardian_id");--> statement-breakpoint
CREATE UNIQUE INDEX "guardians_current_idx" ON "guardians" USING btree ("member_id") WHERE "guardians"."removed_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "guardians_link_token_idx" ON "guardians" USING btree ("link_token_hash");--> statement-breakpoint
CREATE INDEX "photo_access_grants_grantee_idx" ON "photo_access_grants" USING btree ("grantee_id");--> statement-breakpoint
CREATE UNIQUE INDEX "photo_access_requests_pair_idx" ON "photo_access_requests" USING btree ("owner_id","requester_id");--> statement-breakpoint
CREATE INDEX "photo_access_requests_requester_idx" ON "photo_access_requests" USING btree ("requester_id","created_at");--> statement-breakpoint
CREATE INDEX "photo_views_owner_idx" ON "photo_views" USING btree ("owner_id","viewed_at");--> statement-breakpoint
CREATE INDEX "photo_views_viewed_idx" ON "photo_views" USING btree ("viewed_at");--> statement-breakpoint
CREATE INDEX "selfie_challenges_member_idx" ON "selfie_challenges" USING btree ("member_id","created_at");--> statement-breakpoint
CREATE INDEX "selfies_status_idx" ON "selfies" USING btree ("status","uploaded_at");--> statement-breakpoint
CREATE UNIQUE INDEX "selfies_storage_key_idx" ON "selfies" USING btree ("storage_key");