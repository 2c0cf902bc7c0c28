-- Browse "contains" filters on city, profession and education (ILIKE '%text%'): trigram indexes, so a
-- rare value is found without walking the browse index (bench/load, issue 10). pg_trgm came in 0002.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE INDEX "members_city_trgm_idx" ON "members" USING gin ("city" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "members_profession_trgm_idx" ON "members" USING gin ("profession" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "members_education_trgm_idx" ON "members" USING gin ("education" gin_trgm_ops);
