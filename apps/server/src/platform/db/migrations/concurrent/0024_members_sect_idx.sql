-- A rare sect within a distance: ANDed with the location index instead of reading every member in the box (bench/discovery).
CREATE INDEX CONCURRENTLY IF NOT EXISTS "members_sect_idx" ON "members" USING btree ("account_status","gender","sect");
