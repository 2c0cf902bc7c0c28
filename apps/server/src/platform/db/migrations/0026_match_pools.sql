CREATE TABLE "match_pools" (
	"member_id" uuid PRIMARY KEY NOT NULL,
	"plan_key" text NOT NULL,
	"computed_at" timestamp with time zone NOT NULL,
	"member_ids" uuid[] NOT NULL,
	"levels" smallint[] NOT NULL
);
--> statement-breakpoint
ALTER TABLE "match_pools" ADD CONSTRAINT "match_pools_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;