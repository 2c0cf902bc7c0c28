import {
  CASTES,
  EDUCATION_LEVELS,
  FAMILY_TYPES,
  FAMILY_VALUES,
  FATHER_PROFESSIONS,
  FIELDS_OF_STUDY,
  HEIGHTS,
  MADHABS,
  MARITAL_STATUSES,
  MOTHER_PROFESSIONS,
  PROFESSIONS,
  RELIGIOUS_COMMITMENTS,
  RELIGIOUS_ENVIRONMENTS,
  SECTS,
} from '@mithaq/contracts/options';
import { ageOn, isoDateYearsAgo, PARTNER_AGE_MAX, PARTNER_AGE_MIN } from '@mithaq/contracts/profile-rules';
import type { members } from '../platform/db/schema.js';

/** Demo members are recognisable by this domain; the seed never touches other accounts. */
export const DEMO_EMAIL_DOMAIN = 'demo.mithaq.app';

const MALE_NAMES = [
  'Ahmed',
  'Bilal',
  'Faisal',
  'Hamza',
  'Ibrahim',
  'Imran',
  'Junaid',
  'Kashif',
  'Mohammed',
  'Omar',
  'Rayyan',
  'Salman',
  'Tariq',
  'Usman',
  'Yusuf',
  'Zaid',
  'Arif',
  'Danish',
  'Irfan',
  'Naveed',
];
const FEMALE_NAMES = [
  'Aisha',
  'Amina',
  'Fatima',
  'Hafsa',
  'Hiba',
  'Khadija',
  'Maryam',
  'Noor',
  'Rukhsar',
  'Safiya',
  'Sana',
  'Sumayya',
  'Zainab',
  'Zoya',
  'Asma',
  'Farah',
  'Iqra',
  'Lubna',
  'Nida',
  'Rida',
];
const SURNAMES = [
  'Khan',
  'Siddiqui',
  'Ansari',
  'Qureshi',
  'Sheikh',
  'Syed',
  'Malik',
  'Rahman',
  'Hussain',
  'Ali',
  'Farooqui',
  'Mirza',
  'Chaudhry',
  'Patel',
  'Memon',
  'Kutty',
  'Rowther',
  'Baig',
];

/** City and the region of our REGIONS list it belongs to: India, the Gulf and the diaspora. */
const CITIES: readonly [string, string, string][] = [
  ['Hyderabad', 'Hyderabad / Deccan', 'Urdu'],
  ['Mumbai', 'West India', 'Urdu'],
  ['Delhi', 'North India', 'Urdu'],
  ['Lucknow', 'North India', 'Urdu'],
  ['Bengaluru', 'South India', 'Urdu'],
  ['Chennai', 'South India', 'Tamil'],
  ['Kozhikode', 'Kerala', 'Malayalam'],
  ['Kolkata', 'East India', 'Bengali'],
  ['Srinagar', 'Kashmir', 'Kashmiri'],
  ['Ahmedabad', 'West India', 'Gujarati'],
  ['Bhopal', 'Central India', 'Urdu'],
  ['Dubai', 'UAE', 'English'],
  ['Abu Dhabi', 'UAE', 'Arabic'],
  ['Riyadh', 'Saudi Arabia', 'Arabic'],
  ['Jeddah', 'Saudi Arabia', 'Urdu'],
  ['Doha', 'Qatar', 'English'],
  ['Kuwait City', 'Kuwait', 'Arabic'],
  ['Muscat', 'Oman', 'Malayalam'],
  ['London', 'United Kingdom', 'English'],
  ['Birmingham', 'United Kingdom', 'Urdu'],
  ['Toronto', 'North America', 'English'],
  ['Chicago', 'North America', 'English'],
  ['Sydney', 'Australia / New Zealand', 'English'],
];

/** A small deterministic PRNG (mulberry32) so every seed run makes the same people. */
export function createRandom(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const pick = <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)] as T;
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const chance = (p: number) => next() < p;
  return { next, pick, int, chance };
}

type Random = ReturnType<typeof createRandom>;
export type DemoMember = typeof members.$inferInsert;

/** The partner age range: men a few years younger, women a few years older, within 18–80. */
function partnerAgeRange(age: number, gender: 'Male' | 'Female') {
  const [lo, hi] = gender === 'Male' ? [age - 7, age + 1] : [age - 1, age + 7];
  return { partnerAgeMin: Math.max(PARTNER_AGE_MIN, lo), partnerAgeMax: Math.min(PARTNER_AGE_MAX, hi) };
}

/** Structured partner preferences (docs/decisions/0064-finding-the-right-person.md), some of them musts. */
function partnerPreferences(r: Random, gender: 'Male' | 'Female') {
  const prefSects = r.pick([['Sunni'], [], ['Shia'], ['Sunni', 'Deobandi']]);
  const prefMinEducation = r.pick(['Bachelors', 'Masters', null]);
  const prefProfessions = r.pick([[], ['Doctor'], ['Engineer', 'IT Professional'], ['Teacher']]);
  const must = [
    ...(prefSects.length && r.chance(0.5) ? ['sect'] : []),
    ...(r.chance(0.6) ? ['age'] : []),
    ...(prefMinEducation && r.chance(0.3) ? ['education'] : []),
  ];
  return {
    partner: { familyBackground: r.pick(['Religious family', 'Nuclear', 'Joint family welcome', null]) },
    prefHeightMin: gender === 'Male' ? 59 : 65,
    prefHeightMax: gender === 'Male' ? 68 : 74,
    prefMinEducation,
    prefProfessions,
    prefCommitments: r.pick([['Moderate'], ['Strict', 'Moderate'], []]),
    prefSects,
    prefPrays: r.chance(0.5) ? true : null,
    prefWithinKm: r.chance(0.4) ? r.pick([50, 250, 1000]) : null,
    prefMust: must,
  };
}

/** A birthday within the last year of being `age` on `today`, so the age shown and the date agree. */
function dateOfBirth(r: Random, age: number, today: string): string {
  return isoDateYearsAgo(age, -r.int(1, 360), new Date(`${today}T00:00:00Z`));
}

/**
 * One demo member; `index` keeps names and emails unique. Nobody is ID-verified here: the seed
 * verifies members through a reviewed document (demo-staff.ts), so the badge always has one behind it.
 */
export function makeDemoMember(r: Random, index: number, passwordHash: string, today: string): DemoMember {
  const gender: 'Male' | 'Female' = index % 2 === 0 ? 'Female' : 'Male';
  const first = r.pick(gender === 'Male' ? MALE_NAMES : FEMALE_NAMES);
  const last = r.pick(SURNAMES);
  const [city, region, language] = r.pick(CITIES);
  const dob = dateOfBirth(r, r.int(21, 38), today);
  const age = ageOn(dob, today);
  const complete = r.chance(0.7);
  const height = gender === 'Male' ? (HEIGHTS[r.int(18, 30)] as string) : (HEIGHTS[r.int(10, 22)] as string);
  const createdAt = new Date(Date.UTC(2026, 10, 20) - index * 3_600_000 * 7);
  return {
    email: `${first}.${last}.${index}@${DEMO_EMAIL_DOMAIN}`.toLowerCase(),
    passwordHash,
    fullName: `${first} ${last}`,
    age,
    gender,
    city,
    profession: r.pick(PROFESSIONS.filter((p) => p !== 'Student' || age < 25)),
    dob,
    maritalStatus: r.chance(0.85) ? 'Never Married' : r.pick(MARITAL_STATUSES),
    height,
    sect: r.pick(SECTS),
    madhab: r.pick(MADHABS),
    caste: complete ? r.pick(CASTES) : null,
    language: complete ? language : null,
    region,
    prays: r.chance(0.8),
    fasts: r.chance(0.9),
    readsQuran: r.chance(0.75),
    hijab: gender === 'Female' ? r.chance(0.7) : null,
    beard: gender === 'Male' ? r.chance(0.5) : null,
    religiousCommitment: r.pick(RELIGIOUS_COMMITMENTS),
    education: r.pick(EDUCATION_LEVELS.filter((e) => e !== 'Other')),
    field: r.pick(FIELDS_OF_STUDY),
    employer: complete
      ? r.pick(['Infosys', 'Apollo Hospitals', 'Emirates', 'NHS', 'Own business', 'State Government', 'TCS', 'Aramco'])
      : null,
    fatherName: complete ? `${r.pick(MALE_NAMES)} ${last}` : null,
    fatherProfession: complete ? r.pick(FATHER_PROFESSIONS) : null,
    motherName: complete ? `${r.pick(FEMALE_NAMES)} ${last}` : null,
    motherProfession: complete ? r.pick(MOTHER_PROFESSIONS) : null,
    familyType: complete ? r.pick(FAMILY_TYPES) : null,
    siblings: complete ? `${r.int(0, 3)} brothers, ${r.int(0, 3)} sisters` : null,
    familyValues: complete ? r.pick(FAMILY_VALUES) : null,
    religiousEnvironment: complete ? r.pick(RELIGIOUS_ENVIRONMENTS) : null,
    ...(complete ? partnerPreferences(r, gender) : {}),
    ...(complete ? partnerAgeRange(age, gender) : {}),
    emailVerified: r.chance(0.8),
    photoBlurred: gender === 'Female' && r.chance(0.35),
    createdAt,
    updatedAt: createdAt,
  };
}
