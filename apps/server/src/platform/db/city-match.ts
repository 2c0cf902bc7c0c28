import { type SQL, sql } from 'drizzle-orm';
import { asciiFold } from './gazetteer-file.js';

/**
 * How a city a member typed ("Hyderabad", "Lahore, PK", "Hyderabad, Pakistan") is read as a gazetteer
 * city: one rule for the members typed before the gazetteer (gazetteer.ts) and for a city typed now
 * (modules/places `matchCityName`); docs/decisions/0064-finding-the-right-person.md "Where people are".
 *
 * - The whole text that is a city's name, in Latin letters or as GeoNames writes it, case aside
 *   ("Washington, D.C.").
 * - Else the part before the first comma as the name, and the part after the last comma as the
 *   country when it is one (its English name or its ISO code): the most populous city of that name
 *   in that country.
 * - Else the name alone: the most populous city of that name when nothing follows it; when an
 *   unknown part follows ("Hyderabad, Sindh": the gazetteer has no province names), only when every
 *   city of that name is in one country, so a member is never put in the wrong country.
 * - Else nothing: the text stays as typed, off the map.
 */

/** Names members write for a country that are not its English name in ICU. */
const COUNTRY_ALIASES: Record<string, string> = {
  uae: 'AE',
  emirates: 'AE',
  ksa: 'SA',
  uk: 'GB',
  england: 'GB',
  scotland: 'GB',
  wales: 'GB',
  'great britain': 'GB',
  britain: 'GB',
  usa: 'US',
  america: 'US',
  'united states of america': 'US',
  turkey: 'TR',
  burma: 'MM',
  holland: 'NL',
  'czech republic': 'CZ',
  'ivory coast': 'CI',
  swaziland: 'SZ',
  macedonia: 'MK',
  'cape verde': 'CV',
};

/** A country's name as a member might write it, to look up by (lowercase, without accents). */
export interface CountryNames {
  names: string[];
  codes: string[];
}

const foldedKey = (name: string) => asciiFold(name).toLowerCase().trim();

/**
 * The names that read as each country of `codes` (the countries the gazetteer has a city in): the
 * ISO code, the English name and its short form (Intl.DisplayNames), and the aliases above.
 */
export function countryNamesOf(codes: Iterable<string>): CountryNames {
  const present = new Set(codes);
  const byName = new Map<string, string>();
  const add = (name: string | undefined, code: string) => {
    if (!name) return;
    for (const key of new Set([name.toLowerCase().trim(), foldedKey(name)]))
      if (!byName.has(key)) byName.set(key, code);
  };
  const long = new Intl.DisplayNames(['en'], { type: 'region' });
  const short = new Intl.DisplayNames(['en'], { type: 'region', style: 'short' });
  for (const code of present) {
    add(code, code);
    add(long.of(code), code);
    add(short.of(code), code);
  }
  for (const [alias, code] of Object.entries(COUNTRY_ALIASES)) if (present.has(code)) add(alias, code);
  return { names: [...byName.keys()], codes: [...byName.values()] };
}

/** What a match gives: the city and what a member row copies of it. */
export interface MatchedCity {
  key: string;
  id: number;
  countryCode: string;
  latitude: number;
  longitude: number;
}

/**
 * For each row `(key, text)` of `wanted`, the city its text names (rows that name none are left out),
 * as `key, id, country_code, latitude, longitude`. Set-based: one statement for any number of texts,
 * each name found through the `lower(…) text_pattern_ops` indexes of `cities`.
 */
export function matchedCitiesSql(wanted: SQL, countries: CountryNames): SQL {
  const name = (column: SQL, value: SQL) => sql`(lower(${column}) = ${value})`;
  const isName = (value: SQL) => sql`(${name(sql`c.ascii_name`, value)} or ${name(sql`c.name`, value)})`;
  return sql`with country_names(name, code) as (
      select * from unnest(${sql.param(countries.names)}::text[], ${sql.param(countries.codes)}::text[])
    ), typed as (
      select w.key::text as key, lower(btrim(w.text)) as whole,
             lower(btrim(split_part(w.text, ',', 1))) as first_part,
             case when strpos(w.text, ',') > 0
                  then nullif(lower(rtrim(btrim(regexp_replace(w.text, '^.*,', '')), '.')), '') end as last_part
        from (${wanted}) as w(key, text)
    ), parsed as (
      select t.*, cn.code as country from typed t left join country_names cn on cn.name = t.last_part
    )
    select p.key, m.id, m.country_code, m.latitude, m.longitude
      from parsed p
      cross join lateral (
        select c.id, c.country_code, c.latitude, c.longitude
          from cities c
         where (lower(c.ascii_name) = any(array[p.whole, p.first_part]) or lower(c.name) = any(array[p.whole, p.first_part]))
           and (
             (p.last_part is not null and ${isName(sql`p.whole`)})
             or (${isName(sql`p.first_part`)} and (
               p.last_part is null
               or c.country_code = p.country
               or not exists (
                 select 1 from cities o
                  where (lower(o.ascii_name) = p.first_part or lower(o.name) = p.first_part)
                    and o.country_code <> c.country_code)))
           )
         order by (p.last_part is not null and ${isName(sql`p.whole`)}) desc,
                  (c.country_code = p.country) is true desc,
                  c.population desc, c.id
         limit 1
      ) m`;
}
