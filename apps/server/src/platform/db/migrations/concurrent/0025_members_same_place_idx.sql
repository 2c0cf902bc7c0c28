-- "Nearest" from a busy city: the members at the viewer's own point, paged by id (docs/decisions/0064-finding-the-right-person.md "Distance", bench/discovery).
CREATE INDEX CONCURRENTLY IF NOT EXISTS "members_same_place_idx" ON "members" USING btree ("account_status","gender","latitude","longitude","id");
