-- The morning run of daily picks walks one time zone's active members in id order (docs/decisions/0065-coming-back.md "Daily picks").
CREATE INDEX CONCURRENTLY IF NOT EXISTS "members_zone_idx" ON "members" USING btree ("time_zone","account_status","id");
