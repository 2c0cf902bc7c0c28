import { type AgeRange, PARTNER_AGE_MAX, PARTNER_AGE_MIN } from '@mithaq/contracts/profile-rules';

/**
 * How migration 0011 reads the free-text partner age it replaces with a range. The migration does
 * it in SQL (`pg_temp.mithaq_partner_age`); this is the same rule in TypeScript, and
 * `profile-ages-migration.api.test.ts` holds the two to the same answers. Kept for that test and
 * for the next maintainer: the app itself never reads free-text ages (docs/decisions/0003-profile.md "Partner age
 * range").
 */

const NO_PREFERENCE =
  /^(?:any(?: age)?|no preference|open|flexible|no bar|not important|doesn'?t matter|does not matter)$/;

/** Each form with the range it means; `n` and `m` are the two-digit numbers it holds. */
const FORMS: [RegExp, (n: number, m: number) => [number, number]][] = [
  [/^(\d{2}) ?(?:-|to|and) ?(\d{2})$/, (n, m) => [Math.min(n, m), Math.max(n, m)]],
  [/^(\d{2}) ?(?:\+|(?:or|and) (?:more|above|older|over))$/, (n) => [n, PARTNER_AGE_MAX]],
  [/^(?:at least|min|minimum|from|>=) ?(\d{2})$/, (n) => [n, PARTNER_AGE_MAX]],
  [/^(?:above|over|more than|older than|>) ?(\d{2})$/, (n) => [n + 1, PARTNER_AGE_MAX]],
  [/^(?:under|below|less than|younger than|<) ?(\d{2})$/, (n) => [PARTNER_AGE_MIN, n - 1]],
  [/^(?:up to|upto|max|maximum|at most|not more than|<=) ?(\d{2})$/, (n) => [PARTNER_AGE_MIN, n]],
  [/^(\d{2}) ?(?:or|and) (?:less|below|younger|under)$/, (n) => [PARTNER_AGE_MIN, n]],
  [/^(\d{2})$/, (n) => [n, n]],
];

/** Lower case, dashes as '-', single spaces, without a leading 'age'/'between' or trailing 'years (old)'. */
function normalize(text: string): string {
  return text
    .trim()
    .toLowerCase()
    .replace(/[–—]/g, '-')
    .replace(/\s+/g, ' ')
    .replace(/^(?:age|aged|between) /, '')
    .replace(/ ?(?:years?|yrs?)(?: old)?\.?$/, '');
}

/**
 * '25-30', '25 to 30', '25–30 years', '25+', 'under 30', '28', 'Any' -> a range within 18–80
 * (ends beyond it are brought inside); null when the text does not read as one.
 */
export function parseLegacyPartnerAge(text: string | null | undefined): AgeRange | null {
  const s = normalize(text ?? '');
  if (NO_PREFERENCE.test(s)) return { min: PARTNER_AGE_MIN, max: PARTNER_AGE_MAX };
  for (const [pattern, toRange] of FORMS) {
    const m = s.match(pattern);
    if (!m) continue;
    const [lo, hi] = toRange(Number(m[1]), Number(m[2]));
    const min = Math.max(lo, PARTNER_AGE_MIN);
    const max = Math.min(hi, PARTNER_AGE_MAX);
    return min <= max ? { min, max } : null;
  }
  return null;
}
