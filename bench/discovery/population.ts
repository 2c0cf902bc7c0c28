/**
 * The distributions the discovery generator draws members from (README "The population"): who joins
 * a South-Asian Muslim matrimony site, where they live, and what they answer. Weights are relative;
 * every value is checked against the contracts' option lists, so each row is one the app could save.
 */
import {
  EDUCATION_LEVELS,
  HEIGHTS,
  LANGUAGES,
  MADHABS,
  MARITAL_STATUSES,
  PROFESSIONS,
  RELIGIOUS_COMMITMENTS,
  SECTS,
} from '@mithaq/contracts/options';
import { byAge, clamp, type Weights, weights, within } from './random.js';

/** Countries of residence: the home countries, the Gulf, the diaspora in the West and Malaysia. */
export const COUNTRY_WEIGHTS = weights(
  'IN:36|PK:17|BD:6|AE:8|SA:6|QA:2|KW:1.5|OM:1|BH:0.5|GB:7|US:6|CA:4|AU:1.5|MY:2|LK:1|DE:0.5',
) as Weights<string>;

/**
 * Within a country a city is drawn by population^0.9 (members are urban, but not all in the largest
 * city), times these factors for the cities where many Muslims live (`country:ascii name`).
 */
export const POPULATION_EXPONENT = 0.9;
export const CITY_BOOSTS: Record<string, number> = Object.fromEntries(
  weights(
    'IN:Hyderabad:4|IN:Lucknow:3|IN:Aligarh:3|IN:Srinagar:3|IN:Bhopal:2|IN:Aurangabad:2|IN:Kozhikode:3|' +
      'IN:Malappuram:10|IN:Rampur:3|IN:Moradabad:2|IN:Bhiwandi:2|GB:Bradford:4|GB:Birmingham:2|GB:Leicester:2|' +
      'GB:Manchester:1.5|US:Chicago:1.5|US:Houston:1.5|US:Edison:2|CA:Mississauga:3|CA:Toronto:1.5',
  ),
);
/** Members whose typed city the gazetteer does not know: off the map (no city_id, no coordinates). */
export const OFF_MAP_SHARE = 0.03;
export const OFF_MAP_CITIES = ['Our village near the river', 'Old City', 'Cantonment Area', 'Hometown'];

/** Ages 20–45, most between 26 and 30; women join a year or two younger than men. */
export const AGE_WEIGHTS = {
  Male: byAge(
    20,
    [0.5, 1, 2, 3.5, 5.5, 8, 10, 12, 12.5, 12, 10.5, 8.5, 7, 5.5, 4.5, 3.5, 3, 2.5, 2, 1.8, 1.5, 1.2, 1, 0.8, 0.6, 0.5],
  ),
  Female: byAge(
    20,
    [1.5, 3, 5, 7, 9, 10.5, 12, 12.5, 11.5, 10, 8.5, 6.5, 5, 4, 3, 2.5, 2, 1.6, 1.3, 1.1, 0.9, 0.7, 0.6, 0.5, 0.4, 0.3],
  ),
} as const;
/** Heights in inches: men around 5 ft 8 in, women around 5 ft 3 in (normal, clipped to the 31 steps). */
export const HEIGHT_INCHES = { Male: { mean: 68, sd: 3 }, Female: { mean: 63, sd: 2.5 } } as const;
/** The step of `HEIGHTS` nearest to a height in inches. */
export const heightLabel = (inches: number) => HEIGHTS[clamp(Math.round(inches), 48, 78) - 48] as string;

/** Ahl-e-Hadith is the rare sect (3 %) the narrow search asks for. */
export const SECT_WEIGHTS = within(
  SECTS,
  weights('Sunni:55|Deobandi:10|Barelvi:9|Shia:12|Ahl-e-Hadith (Salafi):3|Just Muslim:11'),
);
/** The madhab follows the sect (Shia: Ja'fari) and the country (Malaysia, Sri Lanka: Shafi). */
export function madhabWeights(sect: string, country: string): Weights {
  const table = (() => {
    if (sect === 'Shia') return "Ja'fari:92|-:8";
    if (sect === 'Ahl-e-Hadith (Salafi)') return 'Hanbali:35|-:65';
    if (sect === 'Just Muslim') return 'Hanafi:30|Shafi:10|-:60';
    if (country === 'MY' || country === 'LK') return 'Shafi:90|Hanafi:10';
    if (country === 'SA' || country === 'QA') return 'Hanafi:60|Hanbali:25|Shafi:10|Maliki:5';
    return 'Hanafi:80|Shafi:14|Hanbali:3|Maliki:1|-:2';
  })();
  return within(MADHABS, weights(table));
}
export const COMMITMENT_WEIGHTS = within(RELIGIOUS_COMMITMENTS, weights('Strict:24|Moderate:56|Liberal:12|-:8'));
export const EDUCATION_WEIGHTS = within(
  EDUCATION_LEVELS,
  weights('High School:8|Diploma:8|Bachelors:45|Masters:30|PhD:4|Other:5'),
);
/** Under 33, and from 33 on (more were married before). */
export const MARITAL_WEIGHTS = {
  young: within(MARITAL_STATUSES, weights('Never Married:93|Divorced:4.5|Awaiting Divorce:2|Widowed:0.5')),
  older: within(MARITAL_STATUSES, weights('Never Married:62|Divorced:24|Awaiting Divorce:8|Widowed:6')),
};

const COMMON_PROFESSIONS =
  'Engineer:9|IT Professional:9|Software Developer:8|Doctor:4|Dentist:1|Pharmacist:2|Nurse:1.5|Allied Health:1|' +
  'Data / Analytics:2|Architect:1|Teacher:5|Professor / Lecturer:1.5|Researcher / Scientist:0.7|' +
  'Islamic Scholar / Imam:0.4|Business:8|Accountant:3|Banking / Finance:3|Manager / Executive:4|' +
  'Sales / Marketing:3|Consultant:2|Human Resources:1.5|Lawyer:1.5|Government Service:3|Civil Services:0.5|' +
  'Armed Forces:0.3|Police:0.3|Designer:1.2|Journalist / Writer:0.5|Media / Arts:0.5|Skilled Trades:2|' +
  'Hospitality / Tourism:1|Aviation:0.3|Merchant Navy:0.3|Retail / Trade:2|Farming / Agriculture:0.7|Student:6|Not Working:1|' +
  'Retired:0.1|Other:2';
export const PROFESSION_WEIGHTS = {
  Male: within(PROFESSIONS, weights(COMMON_PROFESSIONS)),
  Female: within(PROFESSIONS, weights(`${COMMON_PROFESSIONS}|Homemaker:12`)),
};

/** Mother tongue by country of residence. */
export function languageWeights(country: string): Weights {
  const table = (() => {
    switch (country) {
      case 'IN':
        return 'Urdu:42|Hindi:18|Malayalam:9|Telugu:6|Tamil:4|Bengali:5|Kannada:3|Marathi:3|Gujarati:4|Kashmiri:3|English:2|Other:1';
      case 'PK':
        return 'Urdu:58|Punjabi:24|Pashto:11|English:3|Other:4';
      case 'BD':
        return 'Bengali:96|English:2|Urdu:2';
      case 'MY':
        return 'Malay:85|Tamil:5|English:10';
      case 'LK':
        return 'Tamil:80|English:15|Other:5';
      case 'AE':
      case 'SA':
      case 'QA':
      case 'KW':
      case 'OM':
      case 'BH':
        return 'Urdu:38|Malayalam:20|Arabic:14|Hindi:10|Bengali:8|English:6|Pashto:2|Tamil:2';
      default:
        return 'Urdu:34|English:30|Bengali:11|Punjabi:9|Gujarati:5|Arabic:5|Somali:3|Turkish:2|Persian:1';
    }
  })();
  return within(LANGUAGES, weights(table));
}

/** Partner preferences: on this share of members, each criterion set and made a must this often. */
export const PREFERENCES_SHARE = 0.7;
export const CRITERION_ODDS = {
  age: { set: 0.92, must: 0.6 },
  sect: { set: 0.75, must: 0.6 },
  maritalStatus: { set: 0.5, must: 0.5 },
  education: { set: 0.45, must: 0.35 },
  prays: { set: 0.4, must: 0.4 },
  hijab: { set: 0.35, must: 0.3 },
  beard: { set: 0.2, must: 0.3 },
  location: { set: 0.4, must: 0.35 },
  motherTongue: { set: 0.3, must: 0.25 },
  madhab: { set: 0.3, must: 0.3 },
  religiousCommitment: { set: 0.35, must: 0.2 },
  height: { set: 0.3, must: 0.2 },
  profession: { set: 0.12, must: 0.1 },
} as const;
