-- A verified phone belongs to one active account, and staff see accounts that share one (docs/decisions/0066-catching-scammers-early.md "Accounts that belong together").
CREATE INDEX CONCURRENTLY IF NOT EXISTS "members_verified_phone_idx" ON "members" USING btree ("phone") WHERE "members"."phone_verified";
