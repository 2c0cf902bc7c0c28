import { z } from 'zod';
import {
  LEGACY_SET_FIELDS,
  type Parsed,
  readAgeText,
  readEducationText,
  readHeightText,
  readSetText,
} from './legacy-partner.js';
import { EDUCATION_LEVELS, HEIGHTS, heightToInches } from './options.js';
import { DISTANCE_CHOICES_KM, isCriterionSet, PARTNER_CRITERIA, type PartnerCriterion } from './partner-criteria.js';
import { PARTNER_AGE_MAX, PARTNER_AGE_MIN, PROFILE_RULE_MESSAGES } from './profile-rules.js';
import { isSingleLineText, notAllowedCharacters, singleLineString } from './text.js';

/** Messages of the partner preferences (docs/decisions/0064-finding-the-right-person.md). */
export const PARTNER_MESSAGES = {
  heightOrder: 'Partner height: the shortest cannot be more than the tallest.',
  mustWithoutValue: 'Choose what you are looking for before making it a must.',
  unknownCountry: 'Choose countries from the list.',
  unknownCity: 'Choose cities from the list.',
  distanceWithoutCity: 'Choose your own city before asking for a distance from it.',
  unreadableAge: 'partner.age is now ageMin and ageMax: send the youngest and oldest age as two whole numbers.',
  unreadableHeight: 'partner.height is now heightMin and heightMax: send two of the listed heights.',
  unreadableEducation: 'partner.education is now the least education you ask for: send one of the listed levels.',
  unreadableSet: 'This preference is now a list: send the listed values you are looking for.',
  unreadableRegion: 'partner.region is now countries, cityIds or withinKm: send countries, cities or a distance.',
} as const;

export const PartnerCitySchema = /* @__PURE__ */ z.object({
  id: z.number().int(),
  name: z.string(),
  countryCode: z.string(),
});

/** Partner preferences as saved (partner-criteria.ts `PartnerPreferences`). */
export const PartnerSchema = /* @__PURE__ */ z.object({
  ageMin: z.number().int().nullable(),
  ageMax: z.number().int().nullable(),
  ageNote: z.string().nullable(),
  heightMin: z.string().nullable(),
  heightMax: z.string().nullable(),
  maritalStatus: z.array(z.string()),
  sect: z.array(z.string()),
  madhab: z.array(z.string()),
  religiousCommitment: z.array(z.string()),
  prays: z.boolean().nullable(),
  hijab: z.boolean().nullable(),
  beard: z.boolean().nullable(),
  education: z.string().nullable(),
  profession: z.array(z.string()),
  motherTongue: z.array(z.string()),
  countries: z.array(z.string()),
  cities: z.array(PartnerCitySchema),
  withinKm: z.number().int().nullable(),
  familyBackground: z.string().nullable(),
  note: z.string().nullable(),
  must: z.array(z.enum(PARTNER_CRITERIA)),
});
export type Partner = z.infer<typeof PartnerSchema>;

/**
 * What other members see of someone's preferences: the values, not which of them are dealbreakers
 * (docs/decisions/0064-finding-the-right-person.md "What others see").
 */
export const PublicPartnerSchema = /* @__PURE__ */ PartnerSchema.omit({ must: true });

const partnerAge = /* @__PURE__ */ z
  .number({ error: PROFILE_RULE_MESSAGES.partnerAgeBounds })
  .int(PROFILE_RULE_MESSAGES.partnerAgeBounds)
  .min(PARTNER_AGE_MIN, PROFILE_RULE_MESSAGES.partnerAgeBounds)
  .max(PARTNER_AGE_MAX, PROFILE_RULE_MESSAGES.partnerAgeBounds)
  .nullable();

const listed = (list: readonly string[], label: string) =>
  singleLineString(label).refine((v) => list.includes(v), { message: `${label} must be one of: ${list.join(', ')}` });
const setOf = (list: readonly string[], label: string) =>
  z
    .array(listed(list, label))
    .max(list.length)
    .transform((values) => [...new Set(values)]);
/** An expectation is asked (true) or not (null); false asks nothing either. */
const expectation = /* @__PURE__ */ z
  .boolean()
  .nullable()
  .transform((v) => (v ? true : null));

const structured = {
  ageMin: partnerAge,
  ageMax: partnerAge,
  heightMin: listed(HEIGHTS, "Partner's height").nullable(),
  heightMax: listed(HEIGHTS, "Partner's height").nullable(),
  maritalStatus: setOf(LEGACY_SET_FIELDS.maritalStatus, "Partner's marital status"),
  sect: setOf(LEGACY_SET_FIELDS.sect, "Partner's sect"),
  madhab: setOf(LEGACY_SET_FIELDS.madhab, "Partner's madhab"),
  religiousCommitment: setOf(LEGACY_SET_FIELDS.religiousCommitment, "Partner's religious commitment"),
  prays: expectation,
  hijab: expectation,
  beard: expectation,
  education: listed(
    EDUCATION_LEVELS.filter((l) => l !== 'Other'),
    "Partner's education",
  ).nullable(),
  profession: setOf(LEGACY_SET_FIELDS.profession, "Partner's profession"),
  motherTongue: setOf(LEGACY_SET_FIELDS.motherTongue, "Partner's mother tongue"),
  countries: z
    .array(singleLineString("Partner's country").regex(/^[A-Z]{2}$/, PARTNER_MESSAGES.unknownCountry))
    .max(30)
    .transform((values) => [...new Set(values)]),
  cityIds: z
    .array(z.number().int().positive(PARTNER_MESSAGES.unknownCity))
    .max(30)
    .transform((values) => [...new Set(values)]),
  withinKm: z
    .number()
    .int()
    .refine((km) => (DISTANCE_CHOICES_KM as readonly number[]).includes(km), {
      message: `Distance must be one of: ${DISTANCE_CHOICES_KM.join(', ')} km`,
    })
    .nullable(),
  familyBackground: singleLineString("Partner's family background").trim().max(200).nullable(),
  must: z
    .array(z.enum(PARTNER_CRITERIA))
    .max(PARTNER_CRITERIA.length)
    .transform((values) => [...new Set(values)]),
};

/**
 * The spec's text form of the preferences (spec section 3). A request that still sends one is read
 * into the structured keys before they are checked, or refused naming them; never accepted and dropped
 * (docs/decisions/0064-finding-the-right-person.md "Text preferences"). `partner.region` is left as
 * `regionText` for the server, which reads it against the gazetteer.
 */
const PartnerInputObject = /* @__PURE__ */ z
  .object({
    ...structured,
    regionText: singleLineString("Partner's region").trim().max(200),
  })
  .partial();

/** The input with every text form read, and the region text left for the gazetteer (modules/discovery). */
export type PartnerInput = z.output<typeof PartnerInputObject>;

type SetKey = keyof typeof LEGACY_SET_FIELDS;

interface Reader {
  addIssue: (path: string, message: string) => void;
}

function readLegacy<T>(parsed: Parsed<T>, path: string, message: string, reader: Reader): T | 'any' | undefined {
  if (parsed === null) {
    reader.addIssue(path, message);
    return undefined;
  }
  return parsed;
}

/**
 * Each text form replaced by what it reads as; one that does not read is refused and left out. A
 * text with characters no field takes is left for the schema, which names the field.
 */
function readTextForms(raw: Record<string, unknown>, reader: Reader): Record<string, unknown> {
  const { age, height, region, ...out } = raw;
  const isText = (value: unknown): value is string => typeof value === 'string' && isSingleLineText(value);
  for (const [key, value, label] of [
    ['age', age, "Partner's age"],
    ['height', height, "Partner's height"],
  ] as const) {
    if (typeof value === 'string' && !isText(value)) reader.addIssue(key, notAllowedCharacters(label));
  }
  if (isText(age)) {
    const read = readLegacy(readAgeText(age), 'age', PARTNER_MESSAGES.unreadableAge, reader);
    Object.assign(out, read === 'any' ? { ageMin: null, ageMax: null } : (read ?? {}));
  }
  if (isText(height)) {
    const read = readLegacy(readHeightText(height), 'height', PARTNER_MESSAGES.unreadableHeight, reader);
    Object.assign(out, read === 'any' ? { heightMin: null, heightMax: null } : (read ?? {}));
  }
  const education = out.education;
  if (isText(education) && !EDUCATION_LEVELS.includes(education as never)) {
    const read = readLegacy(readEducationText(education), 'education', PARTNER_MESSAGES.unreadableEducation, reader);
    if (read === undefined) delete out.education;
    else out.education = read === 'any' ? null : read;
  }
  for (const key of Object.keys(LEGACY_SET_FIELDS) as SetKey[]) {
    const value = out[key];
    if (!isText(value)) continue;
    const read = readLegacy(readSetText(value, LEGACY_SET_FIELDS[key]), key, PARTNER_MESSAGES.unreadableSet, reader);
    if (read === undefined) delete out[key];
    else out[key] = read === 'any' ? [] : read;
  }
  if (typeof region === 'string') {
    if (/\S/.test(region)) out.regionText = region;
    else Object.assign(out, { countries: [], cityIds: [], withinKm: null });
  }
  return out;
}

/** Checks between keys of one save: both ends of a range, shortest before tallest. */
function checkPairs(input: PartnerInput, reader: Reader) {
  const { ageMin, ageMax, heightMin, heightMax } = input;
  if (typeof ageMin === 'number' && typeof ageMax === 'number') {
    if (ageMin > ageMax) reader.addIssue('ageMax', PROFILE_RULE_MESSAGES.partnerAgeOrder);
  } else if (ageMin !== ageMax) {
    reader.addIssue(typeof ageMin === 'number' ? 'ageMax' : 'ageMin', PROFILE_RULE_MESSAGES.partnerAgeBoth);
  }
  const [low, high] = [heightToInches(heightMin), heightToInches(heightMax)];
  if (low !== null && high !== null && low > high) reader.addIssue('heightMax', PARTNER_MESSAGES.heightOrder);
}

const readerOf = (ctx: z.RefinementCtx): Reader => ({
  addIssue: (path, message) => ctx.addIssue({ code: 'custom', path: [path], message }),
});

/**
 * What a save may send of the partner preferences, each key on its own (the rest stay as saved).
 * The age range is one field: `ageMin` and `ageMax` travel together. A must is checked against the
 * preferences as they are after the save, by the server (`mustsWithoutValue`).
 */
export const PartnerInputSchema = /* @__PURE__ */ z
  .preprocess(
    (raw, ctx) =>
      raw && typeof raw === 'object' && !Array.isArray(raw)
        ? readTextForms(raw as Record<string, unknown>, readerOf(ctx))
        : raw,
    PartnerInputObject,
  )
  .superRefine((input, ctx) => checkPairs(input, readerOf(ctx)));

/** Musts that name a preference with no value once the save is applied. */
export function mustsWithoutValue(partner: Omit<Partner, 'note' | 'ageNote' | 'familyBackground'>): PartnerCriterion[] {
  return partner.must.filter((criterion) => !isCriterionSet(partner, criterion));
}
