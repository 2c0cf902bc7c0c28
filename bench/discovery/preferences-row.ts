/**
 * A generated member's structured partner preferences (docs/decisions/0064-finding-the-right-person.md
 * "Preferences a server can use"), drawn around their own profile with the odds of population.ts
 * `CRITERION_ODDS`, as the COPY cells of `PREFERENCE_COLUMNS`. `pref_must` names only criteria that
 * are set, as the app requires.
 */
import { heightToInches } from '@mithaq/contracts/options';
import { DISTANCE_CHOICES_KM, type PartnerCriterion } from '@mithaq/contracts/partner-criteria';
import type { Cell, City, RowContext } from './member-row.js';
import { CRITERION_ODDS, heightLabel } from './population.js';
import { clamp } from './random.js';

export const PREFERENCE_COLUMNS = [
  'partner',
  'partner_age_min',
  'partner_age_max',
  'pref_height_min',
  'pref_height_max',
  'pref_marital_statuses',
  'pref_sects',
  'pref_madhabs',
  'pref_commitments',
  'pref_prays',
  'pref_hijab',
  'pref_beard',
  'pref_min_education',
  'pref_professions',
  'pref_languages',
  'pref_countries',
  'pref_city_ids',
  'pref_within_km',
  'pref_must',
];

/** The cells of a member who set no preference. */
export const NO_PREFERENCES: Cell[] = [
  '{}',
  ...[null, null, null, null],
  ...['{}', '{}', '{}', '{}'],
  ...[null, null, null, null],
  ...['{}', '{}', '{}', '{}'],
  null,
  '{}',
];

/** The member as their preferences are drawn around them. */
export interface Own {
  isMan: boolean;
  age: number;
  sect: string;
  madhab: string | null;
  commitment: string | null;
  language: string;
  country: string;
  city: City | null;
  inches: number;
  marital: string;
}

const LOCATION_KM = DISTANCE_CHOICES_KM.filter((km) => km >= 25 && km <= 500);
/** Sects a member of the first often accepts too. */
const RELATED_SECTS: Record<string, string[]> = {
  Sunni: ['Deobandi', 'Barelvi', 'Just Muslim'],
  Deobandi: ['Sunni'],
  Barelvi: ['Sunni'],
  'Just Muslim': ['Sunni'],
  'Ahl-e-Hadith (Salafi)': ['Sunni'],
  Shia: [],
};
const SOUGHT_PROFESSIONS = ['Doctor', 'Engineer', 'IT Professional', 'Software Developer', 'Teacher', 'Business'];

/** A PostgreSQL array literal, every element quoted. */
const arrayLiteral = (values: readonly (string | number)[]) =>
  `{${values.map((v) => (typeof v === 'number' ? String(v) : `"${v.replace(/["\\]/g, (c) => `\\${c}`)}"`)).join(',')}}`;
const unique = <T>(values: T[]) => [...new Set(values)];

export function preferenceCells(ctx: RowContext, own: Own): Cell[] {
  const r = ctx.random;
  const must: PartnerCriterion[] = [];
  /** Whether the member set `c`; a set criterion is a must with its odds. */
  const sets = (c: keyof typeof CRITERION_ODDS, isPossible = true) => {
    if (!isPossible || r() >= CRITERION_ODDS[c].set) return false;
    if (r() < CRITERION_ODDS[c].must) must.push(c);
    return true;
  };
  // Men mostly look for someone younger, women for someone older, both around their own age.
  const [ageMin, ageMax] = !sets('age')
    ? [null, null]
    : own.isMan
      ? [clamp(own.age - 2 - Math.floor(r() * 7), 18, 80), clamp(own.age + Math.floor(r() * 3), 18, 80)]
      : [clamp(own.age - Math.floor(r() * 3), 18, 80), clamp(own.age + 3 + Math.floor(r() * 6), 18, 80)];
  const height = sets('height');
  const heightMin = height && !own.isMan ? heightToInches(heightLabel(own.inches)) : null;
  const heightMax = height && own.isMan ? heightToInches(heightLabel(own.inches + 1)) : null;
  const wasMarried = own.marital !== 'Never Married';
  const marital = !sets('maritalStatus')
    ? []
    : wasMarried
      ? ['Never Married', 'Divorced', 'Widowed']
      : ['Never Married'];
  const sects = sets('sect') ? [own.sect, ...(RELATED_SECTS[own.sect] ?? []).filter(() => r() < 0.4)] : [];
  const madhabs = sets('madhab', own.madhab !== null) && own.madhab ? [own.madhab] : [];
  const commitments =
    sets('religiousCommitment', own.commitment !== null) && own.commitment
      ? unique(own.commitment === 'Liberal' ? ['Moderate', 'Liberal'] : [own.commitment, 'Moderate'])
      : [];
  const prays = sets('prays') ? true : null;
  const hijab = sets('hijab', own.isMan) ? true : null;
  const beard = sets('beard', !own.isMan) ? true : null;
  const education = !sets('education') ? null : r() < 0.75 ? 'Bachelors' : r() < 0.8 ? 'Masters' : 'Diploma';
  const professions = sets('profession') ? SOUGHT_PROFESSIONS.filter(() => r() < 0.5) : [];
  if (!professions.length && must.includes('profession')) must.splice(must.indexOf('profession'), 1);
  const languages = sets('motherTongue') ? unique([own.language, ...(r() < 0.4 ? ['Urdu', 'English'] : [])]) : [];
  const where = sets('location') ? location(ctx, own) : { countries: [], cities: [], withinKm: null };
  return [
    where.cities.length
      ? JSON.stringify({ cities: where.cities.map((c) => ({ id: c.id, name: c.name, countryCode: c.countryCode })) })
      : '{}',
    ageMin,
    ageMax,
    heightMin,
    heightMax,
    arrayLiteral(marital),
    arrayLiteral(sects),
    arrayLiteral(madhabs),
    arrayLiteral(commitments),
    prays,
    hijab,
    beard,
    education,
    arrayLiteral(professions),
    arrayLiteral(languages),
    arrayLiteral(where.countries),
    arrayLiteral(where.cities.map((c) => c.id)),
    where.withinKm,
    arrayLiteral(must),
  ];
}

/** "Where": within N km of home (40 %), countries (50 %: one's own, sometimes another), or cities (10 %). */
function location(ctx: RowContext, own: Own): { countries: string[]; cities: City[]; withinKm: number | null } {
  const r = ctx.random;
  const x = r();
  if (x < 0.4 && own.city) {
    return { countries: [], cities: [], withinKm: LOCATION_KM[Math.floor(r() * LOCATION_KM.length)] as number };
  }
  if (x < 0.9 || !own.city) {
    return { countries: unique([own.country, ...ctx.countries.filter(() => r() < 0.05)]), cities: [], withinKm: null };
  }
  const capital = ctx.capitalOf(own.country);
  const cities = capital && capital.id !== own.city.id ? [own.city, capital] : [own.city];
  return { countries: [], cities, withinKm: null };
}
