/**
 * One generated member as a line of PostgreSQL's COPY text format (tab-separated, \N for null), in
 * the column order of `COPY_COLUMNS`. The distributions are population.ts's; the partner preferences
 * preferences-row.ts's.
 */
import {
  AGE_WEIGHTS,
  COMMITMENT_WEIGHTS,
  EDUCATION_WEIGHTS,
  HEIGHT_INCHES,
  heightLabel,
  languageWeights,
  MARITAL_WEIGHTS,
  madhabWeights,
  OFF_MAP_CITIES,
  OFF_MAP_SHARE,
  PREFERENCES_SHARE,
  PROFESSION_WEIGHTS,
  SECT_WEIGHTS,
} from './population.js';
import { NO_PREFERENCES, PREFERENCE_COLUMNS, preferenceCells } from './preferences-row.js';
import { keyedPicker, picker } from './random.js';

export const COPY_COLUMNS = [
  ...'email password_hash full_name age dob gender city city_id country_code latitude longitude open_to_relocate'.split(
    ' ',
  ),
  ...'profession marital_status height sect madhab language prays fasts reads_quran hijab beard'.split(' '),
  'religious_commitment',
  'education',
  ...PREFERENCE_COLUMNS,
  ...'email_verified phone_verified is_verified verification_status photo_verified account_status'.split(' '),
  ...'created_at last_active_at updated_at'.split(' '),
];

export interface City {
  id: number;
  name: string;
  countryCode: string;
  latitude: number;
  longitude: number;
}

/** What a row is drawn against: the seeded generator, the cities and the constants every row shares. */
export interface RowContext {
  random: () => number;
  cityOf(random: () => number): City;
  /** The most populous city of a country (a preferred city beside one's own). */
  capitalOf(country: string): City | undefined;
  countries: readonly string[];
  passwordHash: string;
  now: number;
}

export type Cell = string | number | boolean | null;

const FIRST = {
  Male: 'Yusuf Omar Ibrahim Hamza Imran Bilal Faisal Tariq Arif Zaid Adil Salman Ahmed Rehan Danish Irfan'.split(' '),
  Female: 'Aisha Fatima Maryam Zainab Sana Ayesha Hira Noor Amina Rukhsar Sara Iqra Mehwish Nida Farah Huma'.split(' '),
};
const LAST =
  'Khan Shaikh Siddiqui Ansari Qureshi Rahman Hussain Syed Malik Farooqui Baig Mirza Chowdhury Ali Butt Patel'.split(
    ' ',
  );
const DAY_MS = 86_400_000;

const pickAge = { Male: picker(AGE_WEIGHTS.Male), Female: picker(AGE_WEIGHTS.Female) };
const pickProfession = { Male: picker(PROFESSION_WEIGHTS.Male), Female: picker(PROFESSION_WEIGHTS.Female) };
const pickSect = picker(SECT_WEIGHTS);
const pickMadhab = keyedPicker(madhabWeights);
const pickCommitment = picker(COMMITMENT_WEIGHTS);
const pickEducation = picker(EDUCATION_WEIGHTS);
const pickMarital = { young: picker(MARITAL_WEIGHTS.young), older: picker(MARITAL_WEIGHTS.older) };
const pickLanguage = keyedPicker(languageWeights);

/** COPY text: backslash, tab and line breaks escaped; null as \N. */
function copyText(value: Cell): string {
  if (value === null) return '\\N';
  if (typeof value !== 'string') return String(value);
  return value.replace(/\\/g, '\\\\').replace(/\t/g, '\\t').replace(/\n/g, '\\n').replace(/\r/g, '\\r');
}
const iso = (ms: number) => new Date(ms).toISOString();
/** A standard normal draw (Box–Muller). */
const normal = (random: () => number) => Math.sqrt(-2 * Math.log(1 - random())) * Math.cos(2 * Math.PI * random());
const yesNo = (random: () => number, yes: number, no: number): boolean | null => {
  const x = random();
  return x < yes ? true : x < yes + no ? false : null;
};

/** Member number `g`: one COPY line (with its newline). */
export function memberLine(g: number, ctx: RowContext): string {
  const r = ctx.random;
  const gender = r() < 0.5 ? 'Male' : 'Female';
  const isMan = gender === 'Male';
  const age = pickAge[gender](r);
  const city = r() < OFF_MAP_SHARE ? null : ctx.cityOf(r);
  const country = city?.countryCode ?? 'IN';
  const sect = pickSect(r) as string;
  const madhab = pickMadhab(r, sect, country);
  const commitment = pickCommitment(r);
  // The strict answer yes more often to the faith questions, the liberal less.
  const strictness = commitment === 'Strict' ? 0.2 : commitment === 'Liberal' ? -0.25 : 0;
  const language = pickLanguage(r, country) as string;
  const marital = pickMarital[age >= 33 ? 'older' : 'young'](r) as string;
  const inches = HEIGHT_INCHES[gender].mean + HEIGHT_INCHES[gender].sd * normal(r);
  // Joined over two years, more of them lately (the site grows); active in the last 90 days, lately most.
  const joinedAt = ctx.now - Math.floor(730 * DAY_MS * (1 - Math.sqrt(r())));
  const idleMs = Math.min(-Math.log(1 - r()) * 15 * DAY_MS, 90 * DAY_MS * r() + DAY_MS);
  const activeAt = Math.max(joinedAt, ctx.now - Math.floor(idleMs));
  const birthday = ctx.now - age * 365.25 * DAY_MS - Math.floor(r() * 360) * DAY_MS;
  const isVerified = r() < 0.12;
  const first = FIRST[gender];
  const own = { isMan, age, sect, madhab, commitment, language, country, city, inches, marital };
  const cells: Cell[] = [
    `d${g}@discovery.test`,
    ctx.passwordHash,
    `${first[Math.floor(r() * first.length)]} ${LAST[Math.floor(r() * LAST.length)]}`,
    age,
    r() < 0.6 ? iso(birthday).slice(0, 10) : null,
    gender,
    city?.name ?? (OFF_MAP_CITIES[g % OFF_MAP_CITIES.length] as string),
    city?.id ?? null,
    city?.countryCode ?? null,
    city?.latitude ?? null,
    city?.longitude ?? null,
    r() < 0.15,
    pickProfession[gender](r),
    marital,
    r() < 0.92 ? heightLabel(inches) : null,
    sect,
    madhab,
    language,
    yesNo(r, 0.7 + strictness, 0.2),
    yesNo(r, 0.8, 0.1),
    yesNo(r, 0.65 + strictness, 0.2),
    isMan ? null : yesNo(r, 0.55 + strictness, 0.35),
    isMan ? yesNo(r, 0.4 + strictness, 0.5) : null,
    commitment,
    pickEducation(r),
    ...(r() < PREFERENCES_SHARE ? preferenceCells(ctx, own) : NO_PREFERENCES),
    r() < 0.85,
    r() < 0.55,
    isVerified,
    isVerified ? 'verified' : 'unverified',
    r() < 0.08,
    r() < 0.02 ? 'deactivated' : 'active',
    iso(joinedAt),
    iso(activeAt),
    iso(activeAt),
  ];
  return `${cells.map(copyText).join('\t')}\n`;
}
