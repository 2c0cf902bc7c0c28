CREATE TABLE "contact_history" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"member_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"value" text NOT NULL,
	"origin" text NOT NULL,
	"verified" boolean DEFAULT false NOT NULL,
	"added_at" timestamp with time zone DEFAULT now() NOT NULL,
	"replaced_at" timestamp with time zone,
	CONSTRAINT "contact_history_kind_check" CHECK ("contact_history"."kind" in ('email', 'phone')),
	CONSTRAINT "contact_history_origin_check" CHECK ("contact_history"."origin" in ('registered', 'changed', 'restored'))
);
--> statement-breakpoint
CREATE TABLE "contact_undo_tokens" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"member_id" uuid NOT NULL,
	"token_hash" text NOT NULL,
	"previous_email" text NOT NULL,
	"previous_email_verified" boolean NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "contact_history" ADD CONSTRAINT "contact_history_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contact_undo_tokens" ADD CONSTRAINT "contact_undo_tokens_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "contact_history_member_idx" ON "contact_history" USING btree ("member_id","kind","added_at");--> statement-breakpoint
CREATE UNIQUE INDEX "contact_undo_tokens_hash_idx" ON "contact_undo_tokens" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "contact_undo_tokens_member_idx" ON "contact_undo_tokens" USING btree ("member_id");