-- Files move out of their rows into one keyed store (docs/decisions.md "Files in object storage"):
-- storage_objects while STORAGE_URL is unset, the bucket when it is set. The bytes already stored are
-- copied here once and their rows name them by key (the shapes of platform/storage/file-keys.ts);
-- `npm run storage:migrate` later moves them on to a bucket.
CREATE TABLE "storage_objects" (
	"key" text PRIMARY KEY NOT NULL,
	"content_type" text NOT NULL,
	"bytes" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
INSERT INTO "storage_objects" ("key", "content_type", "bytes")
	SELECT 'photos/' || "photo_id" || '/' || "variant", "content_type", "bytes" FROM "photo_variants";--> statement-breakpoint
-- The ciphertext as it was; the document's own type stays in govt_ids.content_type. One document per
-- member, so a uuid-shaped digest of the member and upload time names it uniquely.
INSERT INTO "storage_objects" ("key", "content_type", "bytes")
	SELECT 'govt-ids/' || "member_id" || '/' || md5("member_id" || '/' || "uploaded_at")::uuid,
		'application/octet-stream', "file"
	FROM "govt_ids";--> statement-breakpoint
ALTER TABLE "photo_variants" ADD COLUMN "storage_key" text;--> statement-breakpoint
ALTER TABLE "photo_variants" ALTER COLUMN "bytes" DROP NOT NULL;--> statement-breakpoint
UPDATE "photo_variants" SET "storage_key" = 'photos/' || "photo_id" || '/' || "variant", "bytes" = NULL;--> statement-breakpoint
ALTER TABLE "photo_variants" ALTER COLUMN "storage_key" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "photo_variants" DROP COLUMN "bytes";--> statement-breakpoint
ALTER TABLE "govt_ids" ADD COLUMN "storage_key" text;--> statement-breakpoint
ALTER TABLE "govt_ids" ALTER COLUMN "file" DROP NOT NULL;--> statement-breakpoint
UPDATE "govt_ids"
	SET "storage_key" = 'govt-ids/' || "member_id" || '/' || md5("member_id" || '/' || "uploaded_at")::uuid, "file" = NULL;--> statement-breakpoint
ALTER TABLE "govt_ids" ALTER COLUMN "storage_key" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "govt_ids" DROP COLUMN "file";--> statement-breakpoint
-- Not CONCURRENTLY: these run in the migration's transaction, which has just rewritten both tables.
CREATE UNIQUE INDEX "govt_ids_storage_key_idx" ON "govt_ids" USING btree ("storage_key");--> statement-breakpoint
CREATE UNIQUE INDEX "photo_variants_storage_key_idx" ON "photo_variants" USING btree ("storage_key");--> statement-breakpoint
-- Rewriting both tables now returns the old copies' space at once, rather than the database keeping
-- every file twice on disk (a dropped column's values stay until its rows are rewritten).
CLUSTER "photo_variants" USING "photo_variants_photo_id_variant_pk";--> statement-breakpoint
CLUSTER "govt_ids" USING "govt_ids_pkey";
