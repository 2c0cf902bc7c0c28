-- The language a member reads the site in (en, hi, ur, ar), saved so it follows them to every device
-- and their emails are written in it. Null until they choose: the request's Accept-Language decides.
-- Rolling-safe: a nullable column without a default is added without rewriting the table, and the
-- check is NOT VALID, so adding it does not scan the table under the lock drizzle's one migration
-- transaction holds. Every existing row is null, which the check accepts, and new writes are checked
-- (PostgreSQL docs, ALTER TABLE ... NOT VALID).
ALTER TABLE "members" ADD COLUMN "locale" text;--> statement-breakpoint
ALTER TABLE "members" ADD CONSTRAINT "members_locale_check" CHECK ("members"."locale" in ('en', 'hi', 'ur', 'ar')) NOT VALID;
