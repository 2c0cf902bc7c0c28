-- "Within N km" and "nearest": a box around the centre on the built-in point type (docs/decisions/0064-finding-the-right-person.md "Distance").
CREATE INDEX CONCURRENTLY IF NOT EXISTS "members_location_idx" ON "members" USING gist (point("longitude", "latitude")) WHERE "members"."latitude" is not null;
