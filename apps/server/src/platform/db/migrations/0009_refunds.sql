CREATE TABLE "payu_sandbox_refunds" (
	"token" text PRIMARY KEY NOT NULL,
	"mihpayid" text NOT NULL,
	"amount_paise" integer NOT NULL,
	"request_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "payments" DROP CONSTRAINT "payments_status_check";--> statement-breakpoint
ALTER TABLE "refund_requests" ADD COLUMN "id" uuid DEFAULT gen_random_uuid() NOT NULL;--> statement-breakpoint
ALTER TABLE "refund_requests" ADD COLUMN "status" text DEFAULT 'pending' NOT NULL;--> statement-breakpoint
ALTER TABLE "refund_requests" ADD COLUMN "kind" text;--> statement-breakpoint
ALTER TABLE "refund_requests" ADD COLUMN "amount_paise" integer;--> statement-breakpoint
ALTER TABLE "refund_requests" ADD COLUMN "payu_request_id" text;--> statement-breakpoint
ALTER TABLE "refund_requests" ADD COLUMN "decline_reason" text;--> statement-breakpoint
ALTER TABLE "refund_requests" ADD COLUMN "decided_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "refund_requests" ADD COLUMN "decided_by" uuid;--> statement-breakpoint
ALTER TABLE "refund_requests" ADD CONSTRAINT "refund_requests_decided_by_admins_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."admins"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "refund_requests_id_idx" ON "refund_requests" USING btree ("id");--> statement-breakpoint
CREATE INDEX "refund_requests_status_idx" ON "refund_requests" USING btree ("status","created_at");--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_status_check" CHECK ("payments"."status" in ('initiated', 'success', 'failure', 'refunded'));--> statement-breakpoint
ALTER TABLE "refund_requests" ADD CONSTRAINT "refund_requests_status_check" CHECK ("refund_requests"."status" in ('pending', 'approved', 'declined'));--> statement-breakpoint
ALTER TABLE "refund_requests" ADD CONSTRAINT "refund_requests_kind_check" CHECK ("refund_requests"."kind" is null or "refund_requests"."kind" in ('full', 'prorated'));--> statement-breakpoint
ALTER TABLE "refund_requests" ADD CONSTRAINT "refund_requests_decision_check" CHECK (("refund_requests"."status" = 'pending' and "refund_requests"."decided_at" is null)
        or ("refund_requests"."status" = 'approved' and "refund_requests"."kind" is not null and "refund_requests"."amount_paise" > 0 and "refund_requests"."decided_at" is not null)
        or ("refund_requests"."status" = 'declined' and "refund_requests"."decline_reason" is not null and "refund_requests"."decided_at" is not null));