-- Browse ranks by join day, then trust checks, then newest (docs/decisions.md "Trust badges").
CREATE INDEX CONCURRENTLY IF NOT EXISTS "members_browse_rank_idx" ON "members" USING btree ("account_status","gender",(("created_at" at time zone 'UTC')::date),("email_verified"::int + "phone_verified"::int + "is_verified"::int + "photo_verified"::int),"created_at","id");
