CREATE TABLE "hidden_members" (
	"member_id" uuid NOT NULL,
	"hidden_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "hidden_members_member_id_hidden_id_pk" PRIMARY KEY("member_id","hidden_id"),
	CONSTRAINT "hidden_members_not_self" CHECK ("hidden_members"."member_id" <> "hidden_members"."hidden_id")
);
--> statement-breakpoint
CREATE TABLE "profile_visits" (
	"viewed_id" uuid NOT NULL,
	"viewer_id" uuid NOT NULL,
	"viewed_at" timestamp with time zone NOT NULL,
	CONSTRAINT "profile_visits_viewed_id_viewer_id_pk" PRIMARY KEY("viewed_id","viewer_id")
);
--> statement-breakpoint
CREATE TABLE "saved_members" (
	"member_id" uuid NOT NULL,
	"saved_id" uuid NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"note_updated_at" timestamp with time zone,
	CONSTRAINT "saved_members_member_id_saved_id_pk" PRIMARY KEY("member_id","saved_id"),
	CONSTRAINT "saved_members_not_self" CHECK ("saved_members"."member_id" <> "saved_members"."saved_id")
);
--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "incognito" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "visits_shown" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "activity_shown" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "hidden_members" ADD CONSTRAINT "hidden_members_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hidden_members" ADD CONSTRAINT "hidden_members_hidden_id_members_id_fk" FOREIGN KEY ("hidden_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profile_visits" ADD CONSTRAINT "profile_visits_viewed_id_members_id_fk" FOREIGN KEY ("viewed_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profile_visits" ADD CONSTRAINT "profile_visits_viewer_id_members_id_fk" FOREIGN KEY ("viewer_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_members" ADD CONSTRAINT "saved_members_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_members" ADD CONSTRAINT "saved_members_saved_id_members_id_fk" FOREIGN KEY ("saved_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "hidden_members_list_idx" ON "hidden_members" USING btree ("member_id","created_at","hidden_id");--> statement-breakpoint
CREATE INDEX "hidden_members_hidden_idx" ON "hidden_members" USING btree ("hidden_id");--> statement-breakpoint
CREATE INDEX "profile_visits_list_idx" ON "profile_visits" USING btree ("viewed_id","viewed_at","viewer_id");--> statement-breakpoint
CREATE INDEX "profile_visits_viewer_idx" ON "profile_visits" USING btree ("viewer_id");--> statement-breakpoint
CREATE INDEX "profile_visits_viewed_at_idx" ON "profile_visits" USING btree ("viewed_at");--> statement-breakpoint
CREATE INDEX "saved_members_list_idx" ON "saved_members" USING btree ("member_id","created_at","saved_id");--> statement-breakpoint
CREATE INDEX "saved_members_saved_idx" ON "saved_members" USING btree ("saved_id");--> statement-breakpoint
-- A block either way takes each member off the other's Saved list, in the blocking statement's own
-- transaction (docs/decisions/0065-coming-back.md "Saved and not interested").
CREATE FUNCTION "saved_members_forget_blocked"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM "saved_members"
   WHERE ("member_id" = NEW."blocker_id" AND "saved_id" = NEW."blocked_id")
      OR ("member_id" = NEW."blocked_id" AND "saved_id" = NEW."blocker_id");
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "blocks_forget_saved" AFTER INSERT ON "blocks"
  FOR EACH ROW EXECUTE FUNCTION "saved_members_forget_blocked"();
