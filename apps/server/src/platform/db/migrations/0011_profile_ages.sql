-- Age and date of birth, and the partner age range (docs/decisions.md "Age and date of birth",
-- "Partner age range"). Safe on existing rows: every value is read with functions that answer null
-- instead of failing. They live in pg_temp, so they go with this session (PostgreSQL 15 has no
-- pg_input_is_valid).
CREATE FUNCTION pg_temp.mithaq_try_date(value text) RETURNS date LANGUAGE plpgsql IMMUTABLE AS $$
BEGIN
  IF value !~ '^\d{4}-\d{2}-\d{2}$' THEN
    RETURN NULL;
  END IF;
  RETURN value::date;
EXCEPTION WHEN others THEN
  RETURN NULL;
END $$;--> statement-breakpoint
-- The same rule as apps/server/src/platform/db/legacy-partner-age.ts, form by form (a test holds them together).
CREATE FUNCTION pg_temp.mithaq_partner_age(value text) RETURNS int[] LANGUAGE plpgsql IMMUTABLE AS $$
DECLARE
  s text := lower(btrim(coalesce(value, '')));
  m text[];
  lo int;
  hi int;
BEGIN
  s := regexp_replace(s, '[–—]', '-', 'g');
  s := regexp_replace(s, '\s+', ' ', 'g');
  s := regexp_replace(s, '^(?:age|aged|between) ', '');
  s := regexp_replace(s, ' ?(?:years?|yrs?)(?: old)?\.?$', '');
  IF s ~ '^(?:any(?: age)?|no preference|open|flexible|no bar|not important|doesn''?t matter|does not matter)$' THEN
    RETURN ARRAY[18, 80];
  END IF;
  m := regexp_match(s, '^(\d{2}) ?(?:-|to|and) ?(\d{2})$');
  IF m IS NOT NULL THEN
    lo := least(m[1]::int, m[2]::int);
    hi := greatest(m[1]::int, m[2]::int);
  END IF;
  IF lo IS NULL THEN
    m := regexp_match(s, '^(\d{2}) ?(?:\+|(?:or|and) (?:more|above|older|over))$');
    IF m IS NOT NULL THEN lo := m[1]::int; hi := 80; END IF;
  END IF;
  IF lo IS NULL THEN
    m := regexp_match(s, '^(?:at least|min|minimum|from|>=) ?(\d{2})$');
    IF m IS NOT NULL THEN lo := m[1]::int; hi := 80; END IF;
  END IF;
  IF lo IS NULL THEN
    m := regexp_match(s, '^(?:above|over|more than|older than|>) ?(\d{2})$');
    IF m IS NOT NULL THEN lo := m[1]::int + 1; hi := 80; END IF;
  END IF;
  IF lo IS NULL THEN
    m := regexp_match(s, '^(?:under|below|less than|younger than|<) ?(\d{2})$');
    IF m IS NOT NULL THEN lo := 18; hi := m[1]::int - 1; END IF;
  END IF;
  IF lo IS NULL THEN
    m := regexp_match(s, '^(?:up to|upto|max|maximum|at most|not more than|<=) ?(\d{2})$');
    IF m IS NOT NULL THEN lo := 18; hi := m[1]::int; END IF;
  END IF;
  IF lo IS NULL THEN
    m := regexp_match(s, '^(\d{2}) ?(?:or|and) (?:less|below|younger|under)$');
    IF m IS NOT NULL THEN lo := 18; hi := m[1]::int; END IF;
  END IF;
  IF lo IS NULL THEN
    m := regexp_match(s, '^(\d{2})$');
    IF m IS NOT NULL THEN lo := m[1]::int; hi := lo; END IF;
  END IF;
  IF lo IS NULL THEN
    RETURN NULL;
  END IF;
  lo := greatest(lo, 18);
  hi := least(hi, 80);
  RETURN CASE WHEN lo <= hi THEN ARRAY[lo, hi] END;
END $$;--> statement-breakpoint
ALTER TABLE "members" ALTER COLUMN "dob" SET DATA TYPE date USING pg_temp.mithaq_try_date("dob");--> statement-breakpoint
-- A date of birth that breaks today's rule (future, under 18, over 120) cannot be right beside an age
-- of 18 or more: it goes, and the age the member gave stays. The rest set the stored age.
UPDATE "members" SET "dob" = NULL
 WHERE "dob" > (now() AT TIME ZONE 'utc')::date
    OR extract(year FROM age((now() AT TIME ZONE 'utc')::date, "dob")) NOT BETWEEN 18 AND 120;--> statement-breakpoint
UPDATE "members" SET "age" = extract(year FROM age((now() AT TIME ZONE 'utc')::date, "dob"))::int
 WHERE "dob" IS NOT NULL
   AND "age" <> extract(year FROM age((now() AT TIME ZONE 'utc')::date, "dob"))::int;--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "partner_age_min" integer;--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "partner_age_max" integer;--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "partner_age_note" text;--> statement-breakpoint
-- The free-text partner age moves out of the partner object: into the range where it reads as one,
-- into the note (as written) where it does not.
UPDATE "members" AS m
   SET "partner_age_min" = parsed.range[1],
       "partner_age_max" = parsed.range[2],
       "partner_age_note" = CASE WHEN parsed.range IS NULL THEN left(btrim(m."partner"->>'age'), 200) END
  FROM (SELECT "id", pg_temp.mithaq_partner_age("partner"->>'age') AS range FROM "members"
         WHERE coalesce(btrim("partner"->>'age'), '') <> '') AS parsed
 WHERE m."id" = parsed."id";--> statement-breakpoint
UPDATE "members" SET "partner" = "partner" - 'age' WHERE "partner" ? 'age';--> statement-breakpoint
ALTER TABLE "members" ADD CONSTRAINT "members_partner_age_pair_check" CHECK (("members"."partner_age_min" is null) = ("members"."partner_age_max" is null));--> statement-breakpoint
ALTER TABLE "members" ADD CONSTRAINT "members_partner_age_range_check" CHECK ("members"."partner_age_min" between 18 and 80 and "members"."partner_age_max" between 18 and 80 and "members"."partner_age_min" <= "members"."partner_age_max");--> statement-breakpoint
DROP FUNCTION pg_temp.mithaq_partner_age(text);--> statement-breakpoint
DROP FUNCTION pg_temp.mithaq_try_date(text);
