import {
  EDUCATION_LEVELS,
  HEIGHTS,
  heightToInches,
  LANGUAGES,
  MADHABS,
  MARITAL_STATUSES,
  PROFESSIONS,
  RELIGIOUS_COMMITMENTS,
  SECTS,
} from './options.js';
import { PARTNER_AGE_MAX, PARTNER_AGE_MIN } from './profile-rules.js';

/**
 * How the spec's free-text partner preferences (spec section 3: age, height, education, profession,
 * religiousCommitment, sect, region, familyBackground) read as the structured ones. Used twice: by
 * the migration of saved rows and by requests that still send the text fields, so both read a text
 * the same way (docs/decisions/0064-finding-the-right-person.md "Text preferences"). Each reader
 * answers `'any'` for "no preference", the structured value, or null when the text does not read as one.
 */

export type Parsed<T> = T | 'any' | null;

const NO_PREFERENCE =
  /^(?:any(?:one|thing|where| \w+)?|all|open(?: to all| to any)?|flexible|no preference|no bar|not important|doesn'?t matter|does not matter)$/;

function normalize(text: string): string {
  return text.trim().toLowerCase().replace(/[–—]/g, '-').replace(/\s+/g, ' ').replace(/\.$/, '');
}

const isNoPreference = (text: string) => NO_PREFERENCE.test(normalize(text));

/** "28-35", "28 to 35", "under 30", "30+", "28" -> a range within 18–80. */
export function readAgeText(text: string): Parsed<{ ageMin: number; ageMax: number }> {
  if (isNoPreference(text)) return 'any';
  const t = normalize(text)
    .replace(/^(?:age|aged|between|from) /, '')
    .replace(/ ?(?:years?|yrs?)(?: old)?$/, '');
  const clamp = (n: number) => Math.min(PARTNER_AGE_MAX, Math.max(PARTNER_AGE_MIN, n));
  const pair = t.match(/^(\d{2}) ?(?:-|to|and) ?(\d{2})$/);
  if (pair) {
    const [a, b] = [Number(pair[1]), Number(pair[2])];
    return { ageMin: clamp(Math.min(a, b)), ageMax: clamp(Math.max(a, b)) };
  }
  const over = t.match(/^(?:(\d{2}) ?(?:\+|or (?:more|above|older))|(?:at least|min(?:imum)?|above|over) (\d{2}))$/);
  if (over) return { ageMin: clamp(Number(over[1] ?? over[2])), ageMax: PARTNER_AGE_MAX };
  const under = t.match(
    /^(?:(?:under|below|up to|upto|max(?:imum)?|at most) (\d{2})|(\d{2}) or (?:less|younger|below))$/,
  );
  if (under) return { ageMin: PARTNER_AGE_MIN, ageMax: clamp(Number(under[1] ?? under[2])) };
  const single = t.match(/^(\d{2})$/);
  return single ? { ageMin: clamp(Number(single[1])), ageMax: clamp(Number(single[1])) } : null;
}

/** "5 ft 6 in", "5'6\"", "5 feet", "168 cm" -> inches. */
function readHeight(text: string): number | null {
  const t = text.trim();
  const feet = t.match(/^(\d)\s*(?:ft|feet|foot|')\s*(?:(\d{1,2})\s*(?:in|inch|inches|"|'')?)?$/);
  if (feet) return Number(feet[1]) * 12 + Number(feet[2] ?? 0);
  const cm = t.match(/^(\d{3})\s*cm$/);
  return cm ? Math.round(Number(cm[1]) / 2.54) : null;
}

const [SHORTEST, TALLEST] = [heightToInches(HEIGHTS[0]) ?? 48, heightToInches(HEIGHTS.at(-1)) ?? 78];
const heightLabel = (inches: number) => {
  const clamped = Math.min(TALLEST, Math.max(SHORTEST, inches));
  return HEIGHTS[clamped - SHORTEST] ?? null;
};

/** "5 ft 2 in - 5 ft 8 in", "above 5 ft 6 in", "under 170 cm" -> the nearest steps of the 31. */
export function readHeightText(text: string): Parsed<{ heightMin: string | null; heightMax: string | null }> {
  if (isNoPreference(text)) return 'any';
  const t = normalize(text);
  const bound = t.match(
    /^(above|over|at least|min(?:imum)?|taller than|under|below|up to|at most|max(?:imum)?|shorter than) (.+)$/,
  );
  if (bound?.[2]) {
    const inches = readHeight(bound[2]);
    if (inches === null) return null;
    const lower = /^(above|over|at least|min|minimum|taller than)$/.test(bound[1] ?? '');
    return lower
      ? { heightMin: heightLabel(inches), heightMax: null }
      : { heightMin: null, heightMax: heightLabel(inches) };
  }
  const parts = t.split(/ to | ?- ?/);
  if (parts.length === 2) {
    const [a, b] = parts.map((p) => readHeight(p));
    if (a == null || b == null) return null;
    return { heightMin: heightLabel(Math.min(a, b)), heightMax: heightLabel(Math.max(a, b)) };
  }
  const single = readHeight(t);
  return single === null ? null : { heightMin: heightLabel(single), heightMax: heightLabel(single) };
}

/** Other spellings members wrote for a listed value. */
const SYNONYMS: Record<string, string> = {
  salafi: 'Ahl-e-Hadith (Salafi)',
  'ahle hadith': 'Ahl-e-Hadith (Salafi)',
  'ahl-e-hadith': 'Ahl-e-Hadith (Salafi)',
  'ahl e hadith': 'Ahl-e-Hadith (Salafi)',
  muslim: 'Just Muslim',
  'just muslim': 'Just Muslim',
  shafii: 'Shafi',
  "shafi'i": 'Shafi',
  jafari: "Ja'fari",
  jafri: "Ja'fari",
  shiite: 'Shia',
  "shi'a": 'Shia',
  unmarried: 'Never Married',
  single: 'Never Married',
  divorcee: 'Divorced',
  widow: 'Widowed',
  widower: 'Widowed',
  religious: 'Strict',
  practising: 'Strict',
  practicing: 'Strict',
  graduate: 'Bachelors',
  'post graduate': 'Masters',
  postgraduate: 'Masters',
  doctorate: 'PhD',
  'software engineer': 'Software Developer',
  it: 'IT Professional',
  'business man': 'Business',
  businessman: 'Business',
};

function readOne(part: string, options: readonly string[]): string | null {
  const p = normalize(part)
    .replace(/^(?:a|an) /, '')
    .replace(/s$/, '');
  const listed = options.find((o) => {
    const n = normalize(o);
    return n === p || n === `${p}s` || n.replace(/s$/, '') === p;
  });
  if (listed) return listed;
  const synonym = SYNONYMS[p] ?? SYNONYMS[normalize(part)];
  return synonym && options.includes(synonym) ? synonym : null;
}

/** "Sunni", "Sunni or Deobandi", "Doctor, Engineer" -> the listed values; null when any part is not listed. */
export function readSetText(text: string, options: readonly string[]): Parsed<string[]> {
  if (isNoPreference(text)) return 'any';
  const parts = text
    .split(/[,;/|&]| or | and /i)
    .map((p) => p.trim())
    .filter(Boolean);
  const values = parts.map((p) => readOne(p, options));
  if (!values.length || values.some((v) => v === null)) return null;
  return [...new Set(values as string[])];
}

/** "Masters", "Bachelors or above", "at least Graduate" -> the least level named. */
export function readEducationText(text: string): Parsed<string> {
  if (isNoPreference(text)) return 'any';
  const t = normalize(text)
    .replace(/^(?:at least|min(?:imum)?|minimum of) /, '')
    .replace(/ (?:or|and) (?:above|more|higher)$|\+$/, '');
  const levels = readSetText(
    t,
    EDUCATION_LEVELS.filter((l) => l !== 'Other'),
  );
  if (levels === 'any' || levels === null) return levels;
  return EDUCATION_LEVELS.find((l) => levels.includes(l)) ?? null;
}

/** The set-valued text preferences and the list each reads against. */
export const LEGACY_SET_FIELDS = {
  maritalStatus: MARITAL_STATUSES,
  sect: SECTS,
  madhab: MADHABS,
  religiousCommitment: RELIGIOUS_COMMITMENTS,
  profession: PROFESSIONS,
  motherTongue: LANGUAGES,
} as const;

/** Names members wrote for places that are not a country's English name (spec section 3's regions included). */
const REGION_ALIASES: Record<string, string[]> = {
  uae: ['AE'],
  emirates: ['AE'],
  uk: ['GB'],
  england: ['GB'],
  usa: ['US'],
  us: ['US'],
  america: ['US'],
  'north america': ['US', 'CA'],
  'australia / new zealand': ['AU', 'NZ'],
  ksa: ['SA'],
  'north india': ['IN'],
  'south india': ['IN'],
  'east india': ['IN'],
  'west india': ['IN'],
  'central india': ['IN'],
  kashmir: ['IN'],
  kerala: ['IN'],
  'hyderabad / deccan': ['IN'],
};

export interface PlaceLookups {
  /** Country codes the gazetteer has cities in. */
  countryCodes: ReadonlySet<string>;
  /** The gazetteer city a name means (the most populous of that name), or null. */
  cityByName: (name: string) => Promise<number | null>;
}

/**
 * The spec's free-text `partner.region` ("Pakistan", "UAE or Qatar", "Hyderabad") as countries and
 * gazetteer cities; null when any part names neither. A region within a country ("South India") reads
 * as the country.
 */
export async function readRegionText(
  text: string,
  places: PlaceLookups,
): Promise<Parsed<{ countries: string[]; cityIds: number[] }>> {
  if (isNoPreference(text)) return 'any';
  const parts = text
    .split(/[,;|&]| or | and /i)
    .map((p) => normalize(p))
    .filter(Boolean);
  if (!parts.length) return null;
  const english = new Intl.DisplayNames(['en'], { type: 'region' });
  const byName = new Map<string, string>();
  for (const code of places.countryCodes) {
    byName.set(code.toLowerCase(), code);
    const name = english.of(code);
    if (name) byName.set(name.toLowerCase(), code);
  }
  const countries = new Set<string>();
  const cityIds = new Set<number>();
  for (const part of parts) {
    const codes = REGION_ALIASES[part] ?? (byName.has(part) ? [byName.get(part) as string] : null);
    if (codes) {
      for (const code of codes) countries.add(code);
      continue;
    }
    const city = await places.cityByName(part);
    if (city === null) return null;
    cityIds.add(city);
  }
  return { countries: [...countries], cityIds: [...cityIds] };
}
