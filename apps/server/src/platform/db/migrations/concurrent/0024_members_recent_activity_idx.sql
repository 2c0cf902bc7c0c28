-- My matches and "recently active": one gender's active members, read backwards for the most recently active first (docs/decisions/0064-finding-the-right-person.md, bench/discovery).
CREATE INDEX CONCURRENTLY IF NOT EXISTS "members_recent_activity_idx" ON "members" USING btree ("account_status","gender","last_active_at","id");
