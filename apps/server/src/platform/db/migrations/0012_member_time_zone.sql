-- The member's IANA time zone: their day, and so the daily interest quota, starts at its midnight
-- (docs/decisions.md "Member time zone"). Existing members get India's zone; a constant default adds
-- the column without a table rewrite.
ALTER TABLE "members" ADD COLUMN "time_zone" text DEFAULT 'Asia/Kolkata' NOT NULL;
