-- members_zone_idx is built CONCURRENTLY (migrations/concurrent/0028_members_zone_idx.sql).
CREATE TABLE "daily_picks" (
	"member_id" uuid NOT NULL,
	"pick_id" uuid NOT NULL,
	"day" date NOT NULL,
	"position" smallint NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "daily_picks_member_id_pick_id_pk" PRIMARY KEY("member_id","pick_id")
);
--> statement-breakpoint
CREATE TABLE "pick_days" (
	"member_id" uuid PRIMARY KEY NOT NULL,
	"day" date NOT NULL,
	"picked" smallint DEFAULT 0 NOT NULL,
	"kept_note_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "pick_zone_runs" (
	"time_zone" text NOT NULL,
	"day" date NOT NULL,
	"planned_at" timestamp with time zone NOT NULL,
	"members" integer NOT NULL,
	"batches" integer NOT NULL,
	CONSTRAINT "pick_zone_runs_time_zone_day_pk" PRIMARY KEY("time_zone","day")
);
--> statement-breakpoint
CREATE TABLE "saved_search_hits" (
	"search_id" uuid NOT NULL,
	"member_id" uuid NOT NULL,
	"found_at" timestamp with time zone NOT NULL,
	"alerted_at" timestamp with time zone,
	CONSTRAINT "saved_search_hits_search_id_member_id_pk" PRIMARY KEY("search_id","member_id")
);
--> statement-breakpoint
CREATE TABLE "saved_searches" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"member_id" uuid NOT NULL,
	"name" text NOT NULL,
	"query" text NOT NULL,
	"alerts" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_alert_at" timestamp with time zone,
	"gender" text NOT NULL,
	"age_min" smallint,
	"age_max" smallint,
	"height_min_inches" smallint,
	"height_max_inches" smallint,
	"marital_statuses" text[] DEFAULT '{}' NOT NULL,
	"sects" text[] DEFAULT '{}' NOT NULL,
	"madhabs" text[] DEFAULT '{}' NOT NULL,
	"commitments" text[] DEFAULT '{}' NOT NULL,
	"professions" text[] DEFAULT '{}' NOT NULL,
	"languages" text[] DEFAULT '{}' NOT NULL,
	"countries" text[] DEFAULT '{}' NOT NULL,
	"min_education_rank" smallint,
	"city_id" integer,
	"within_km" integer,
	"center_latitude" double precision,
	"center_longitude" double precision,
	"with_photo" boolean DEFAULT false NOT NULL,
	"verified_only" boolean DEFAULT false NOT NULL,
	"joined_this_week" boolean DEFAULT false NOT NULL,
	"location_text" text,
	"profession_text" text,
	"education_text" text,
	CONSTRAINT "saved_searches_alerts_check" CHECK ("saved_searches"."alerts" in ('daily', 'instant', 'off'))
);
--> statement-breakpoint
ALTER TABLE "daily_picks" ADD CONSTRAINT "daily_picks_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "daily_picks" ADD CONSTRAINT "daily_picks_pick_id_members_id_fk" FOREIGN KEY ("pick_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pick_days" ADD CONSTRAINT "pick_days_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_search_hits" ADD CONSTRAINT "saved_search_hits_search_id_saved_searches_id_fk" FOREIGN KEY ("search_id") REFERENCES "public"."saved_searches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_search_hits" ADD CONSTRAINT "saved_search_hits_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_searches" ADD CONSTRAINT "saved_searches_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "daily_picks_day_idx" ON "daily_picks" USING btree ("member_id","day","position");--> statement-breakpoint
CREATE INDEX "daily_picks_pick_idx" ON "daily_picks" USING btree ("pick_id");--> statement-breakpoint
CREATE INDEX "pick_zone_runs_planned_idx" ON "pick_zone_runs" USING btree ("planned_at");--> statement-breakpoint
CREATE INDEX "saved_search_hits_untold_idx" ON "saved_search_hits" USING btree ("search_id","found_at") WHERE "saved_search_hits"."alerted_at" is null;--> statement-breakpoint
CREATE INDEX "saved_search_hits_member_idx" ON "saved_search_hits" USING btree ("member_id");--> statement-breakpoint
CREATE INDEX "saved_searches_member_idx" ON "saved_searches" USING btree ("member_id","created_at");--> statement-breakpoint
CREATE INDEX "saved_searches_alerting_idx" ON "saved_searches" USING btree ("gender","id") WHERE "saved_searches"."alerts" <> 'off';