-- Staff see accounts registered from the same address within a day (docs/decisions/0066-catching-scammers-early.md "Accounts that belong together").
CREATE INDEX CONCURRENTLY IF NOT EXISTS "members_registration_ip_idx" ON "members" USING btree ("registration_ip","created_at") WHERE "members"."registration_ip" is not null;
