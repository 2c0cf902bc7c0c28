-- members.photo_verified copies "a verified selfie with no recheck pending" from selfies, kept by the
-- trigger below whoever writes selfies (docs/decisions.md "Trust badges"). A constant default adds
-- the column without rewriting the table. members_browse_rank_idx is built CONCURRENTLY
-- (migrations/concurrent/0018_members_browse_rank_idx.sql).
ALTER TABLE "members" ADD COLUMN "photo_verified" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE FUNCTION "members_sync_photo_verified"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    UPDATE members SET photo_verified = false WHERE id = OLD.member_id AND photo_verified;
    RETURN NULL;
  END IF;
  IF TG_OP = 'UPDATE' THEN
    IF NEW.member_id <> OLD.member_id THEN
      UPDATE members SET photo_verified = false WHERE id = OLD.member_id AND photo_verified;
    END IF;
  END IF;
  UPDATE members SET photo_verified = (NEW.status = 'verified' AND NEW.recheck_since IS NULL)
   WHERE id = NEW.member_id
     AND photo_verified IS DISTINCT FROM (NEW.status = 'verified' AND NEW.recheck_since IS NULL);
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "selfies_sync_photo_verified" AFTER INSERT OR UPDATE OF "member_id", "status", "recheck_since" OR DELETE ON "selfies"
  FOR EACH ROW EXECUTE FUNCTION "members_sync_photo_verified"();--> statement-breakpoint
UPDATE "members" m SET "photo_verified" = true
  FROM "selfies" s
 WHERE s."member_id" = m."id" AND s."status" = 'verified' AND s."recheck_since" IS NULL;
