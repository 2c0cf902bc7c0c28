CREATE TABLE "held_interests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"from_id" uuid NOT NULL,
	"to_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "held_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"sender_id" uuid NOT NULL,
	"receiver_id" uuid NOT NULL,
	"content" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT clock_timestamp() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "opener_prints" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"sender_id" uuid NOT NULL,
	"receiver_id" uuid NOT NULL,
	"print" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "refused_openers" (
	"sender_id" uuid NOT NULL,
	"print" bigint NOT NULL,
	"sample" text NOT NULL,
	"receivers" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "refused_openers_sender_id_print_pk" PRIMARY KEY("sender_id","print")
);
--> statement-breakpoint
CREATE TABLE "risk_cases" (
	"member_id" uuid PRIMARY KEY NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"reasons" text[] NOT NULL,
	"entered_at" timestamp with time zone NOT NULL,
	"decided_at" timestamp with time zone,
	"decided_by" uuid,
	"note" text,
	CONSTRAINT "risk_cases_status_check" CHECK ("risk_cases"."status" in ('open', 'restricted', 'dismissed', 'warned', 'released', 'deactivated'))
);
--> statement-breakpoint
CREATE TABLE "risk_signals" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"member_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"counterpart_id" uuid,
	"signals" text[] DEFAULT '{}'::text[] NOT NULL,
	"content" text,
	"report_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "risk_signals_kind_check" CHECK ("risk_signals"."kind" in ('message', 'report', 'opener'))
);
--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "restricted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "held_interests" ADD CONSTRAINT "held_interests_from_id_members_id_fk" FOREIGN KEY ("from_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "held_interests" ADD CONSTRAINT "held_interests_to_id_members_id_fk" FOREIGN KEY ("to_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "held_messages" ADD CONSTRAINT "held_messages_sender_id_members_id_fk" FOREIGN KEY ("sender_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "held_messages" ADD CONSTRAINT "held_messages_receiver_id_members_id_fk" FOREIGN KEY ("receiver_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "opener_prints" ADD CONSTRAINT "opener_prints_sender_id_members_id_fk" FOREIGN KEY ("sender_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "opener_prints" ADD CONSTRAINT "opener_prints_receiver_id_members_id_fk" FOREIGN KEY ("receiver_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refused_openers" ADD CONSTRAINT "refused_openers_sender_id_members_id_fk" FOREIGN KEY ("sender_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "risk_cases" ADD CONSTRAINT "risk_cases_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "risk_cases" ADD CONSTRAINT "risk_cases_decided_by_admins_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."admins"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "risk_signals" ADD CONSTRAINT "risk_signals_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "risk_signals" ADD CONSTRAINT "risk_signals_counterpart_id_members_id_fk" FOREIGN KEY ("counterpart_id") REFERENCES "public"."members"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "risk_signals" ADD CONSTRAINT "risk_signals_report_id_reports_id_fk" FOREIGN KEY ("report_id") REFERENCES "public"."reports"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "held_interests_pair_idx" ON "held_interests" USING btree ("from_id","to_id");--> statement-breakpoint
CREATE INDEX "held_messages_sender_idx" ON "held_messages" USING btree ("sender_id","receiver_id","created_at");--> statement-breakpoint
CREATE INDEX "opener_prints_sender_idx" ON "opener_prints" USING btree ("sender_id","created_at");--> statement-breakpoint
CREATE INDEX "opener_prints_receiver_idx" ON "opener_prints" USING btree ("receiver_id");--> statement-breakpoint
CREATE INDEX "risk_cases_status_idx" ON "risk_cases" USING btree ("status","entered_at");--> statement-breakpoint
CREATE INDEX "risk_signals_member_idx" ON "risk_signals" USING btree ("member_id","created_at");