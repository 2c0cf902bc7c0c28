import { z } from 'zod';
import { FitCountSchema } from './match-score.js';
import {
  EDUCATION_LEVELS,
  HEIGHTS,
  LANGUAGES,
  MADHABS,
  MARITAL_STATUSES,
  PROFESSIONS,
  RELIGIOUS_COMMITMENTS,
  SECTS,
} from './options.js';
import { DISTANCE_CHOICES_KM, PARTNER_CRITERIA } from './partner-criteria.js';
import { PublicProfileSchema } from './profile.js';
import { PROFILE_MESSAGES } from './profiles-api.js';
import { singleLineString } from './text.js';

export const BROWSE_PAGE_SIZE = 20;
export const BROWSE_MAX_PAGE_SIZE = 50;

/** Search orders (docs/decisions/0064-finding-the-right-person.md "Searching"). */
export const SEARCH_SORTS = ['newest', 'best', 'active', 'nearest'] as const;
export type SearchSort = (typeof SEARCH_SORTS)[number];

/** "Active in the last 30 days" and "joined this week". */
export const ACTIVE_WITHIN_DAYS = 30;
export const JOINED_WITHIN_DAYS = 7;

/** A card's activity line: active in the last 24 hours, or in the last 7 days. */
export const ACTIVITY_BADGES = ['today', 'week'] as const;
export type ActivityBadge = (typeof ACTIVITY_BADGES)[number];
const HOUR_MS = 3_600_000;

/** The activity line of a member last active at `lastActiveAt` (recorded to the hour), or null. */
export function activityBadge(lastActiveAt: Date, now: Date): ActivityBadge | null {
  const ago = now.getTime() - lastActiveAt.getTime();
  if (ago < 24 * HOUR_MS) return 'today';
  return ago < 7 * 24 * HOUR_MS ? 'week' : null;
}

/** Whether a member who joined at `createdAt` shows "Joined this week". */
export const joinedThisWeek = (createdAt: Date, now: Date): boolean =>
  now.getTime() - createdAt.getTime() < JOINED_WITHIN_DAYS * 24 * HOUR_MS;

/** My matches widens its search when fewer than this many members pass (docs/decisions/0064 "When too few fit"). */
export const TOO_FEW_MATCHES = 12;

/**
 * "Best match" and My matches rank the members who pass every must by the two-way score; at a
 * million members the score is worked out for this many of them, the most recently active first
 * (docs/decisions/0064-finding-the-right-person.md "Speed at a million members").
 */
export const RANKED_POOL_SIZE = 1000;

const optionalText = (label: string) => singleLineString(label).trim().max(80).optional();

/** A list in the address: `sect=Sunni,Shia`; every value one of `list`. */
const listParam = (list: readonly string[], label: string) =>
  singleLineString(label)
    .max(2000)
    .transform((text) => [
      ...new Set(
        text
          .split(',')
          .map((v) => v.trim())
          .filter(Boolean),
      ),
    ])
    .refine((values) => values.every((v) => list.includes(v)), {
      message: `${label} must be one of: ${list.join(', ')}`,
    })
    .optional();
const flag = /* @__PURE__ */ z.enum(['true', 'false']).optional();
const height = (label: string) =>
  singleLineString(label)
    .refine((v) => HEIGHTS.includes(v), { message: `${label} must be one of the listed heights` })
    .optional();

/**
 * `GET /api/profiles`: the spec's browse (its three text filters) and the advanced search. Every
 * filter is in the address, so a search can be shared and the back button restores it.
 */
export const BrowseQuerySchema = /* @__PURE__ */ z
  .object({
    location: optionalText('Location'),
    profession: optionalText('Profession'),
    education: optionalText('Education'),
    minAge: z.coerce.number().int().min(18).max(120).optional(),
    maxAge: z.coerce.number().int().min(18).max(120).optional(),
    minHeight: height('Shortest height'),
    maxHeight: height('Tallest height'),
    maritalStatus: listParam(MARITAL_STATUSES, 'Marital status'),
    sect: listParam(SECTS, 'Sect'),
    madhab: listParam(MADHABS, 'Madhab'),
    commitment: listParam(RELIGIOUS_COMMITMENTS, 'Religious commitment'),
    minEducation: z.enum(EDUCATION_LEVELS.filter((l) => l !== 'Other') as [string, ...string[]]).optional(),
    professions: listParam(PROFESSIONS, 'Profession'),
    motherTongue: listParam(LANGUAGES, 'Mother tongue'),
    country: singleLineString('Country')
      .regex(/^[A-Z]{2}(,[A-Z]{2})*$/, 'Country must be a list of two-letter country codes')
      .transform((text) => [...new Set(text.split(','))])
      .optional(),
    /** A gazetteer city: members there, or within `withinKm` of it. */
    cityId: z.coerce.number().int().positive().optional(),
    /** Within this distance of `cityId`, or of the viewer's own city. */
    withinKm: z.coerce
      .number()
      .int()
      .refine((km) => (DISTANCE_CHOICES_KM as readonly number[]).includes(km), {
        message: `Distance must be one of: ${DISTANCE_CHOICES_KM.join(', ')} km`,
      })
      .optional(),
    withPhoto: flag,
    /** Only members whose government ID or photo is verified (docs/decisions/0032-trust-badges.md). */
    verifiedOnly: flag,
    activeRecently: flag,
    joinedThisWeek: flag,
    sort: z.enum(SEARCH_SORTS).optional(),
    /** Opaque keyset cursor from the previous page's `nextCursor`. */
    cursor: singleLineString('cursor').max(300).optional(),
    limit: z.coerce.number().int().min(1).max(BROWSE_MAX_PAGE_SIZE).default(BROWSE_PAGE_SIZE),
  })
  .refine((q) => q.minAge === undefined || q.maxAge === undefined || q.minAge <= q.maxAge, {
    message: 'Minimum age cannot be more than maximum age.',
    path: ['maxAge'],
  })
  .refine((q) => !q.minHeight || !q.maxHeight || HEIGHTS.indexOf(q.minHeight) <= HEIGHTS.indexOf(q.maxHeight), {
    message: 'The shortest height cannot be more than the tallest.',
    path: ['maxHeight'],
  });
export type BrowseQuery = z.input<typeof BrowseQuerySchema>;
export const BROWSE_EDUCATION_OPTIONS = EDUCATION_LEVELS;

/** On a card: how well the two fit, counts only ("fits 6 of your 8 · you fit 5 of their 7"). */
export const FitSummarySchema = /* @__PURE__ */ z.object({
  overall: z.number().int().min(0).max(100),
  theyFitYou: FitCountSchema,
  youFitThem: FitCountSchema,
});
export type FitSummary = z.infer<typeof FitSummarySchema>;

/** A member as search and My matches list them. */
export const DiscoveredProfileSchema = /* @__PURE__ */ PublicProfileSchema.extend({
  /** Null when neither of the two set a preference. */
  fit: FitSummarySchema.nullable(),
  /** Whole km between the two cities; null when either city is not on the map. */
  distanceKm: z.number().int().nullable(),
  /** On the viewer's Saved list. */
  saved: z.boolean(),
  /** Joined within JOINED_WITHIN_DAYS days. */
  joinedThisWeek: z.boolean(),
  /** When they were last active; null when either member hides their activity, or longer ago. */
  activity: z.enum(ACTIVITY_BADGES).nullable(),
  /**
   * They accept interest only from members with a verified ID or selfie, and the viewer has neither
   * (docs/decisions/0066-catching-scammers-early.md): the card says so instead of sending.
   */
  interestNeedsVerification: z.boolean(),
});
export type DiscoveredProfile = z.infer<typeof DiscoveredProfileSchema>;

export const BrowseResponseSchema = /* @__PURE__ */ z.object({
  profiles: z.array(DiscoveredProfileSchema),
  nextCursor: z.string().nullable(),
});
export type BrowseResponse = z.infer<typeof BrowseResponseSchema>;

/**
 * One step My matches took when too few fit: the viewer's preferences set aside (never a must), or a
 * preferred distance or age range widened.
 */
export const WideningSchema = /* @__PURE__ */ z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('preferences'), criteria: z.array(z.enum(PARTNER_CRITERIA)), added: z.number().int() }),
  z.object({
    kind: z.literal('distance'),
    fromKm: z.number().int(),
    toKm: z.number().int().nullable(),
    added: z.number().int(),
  }),
  z.object({
    kind: z.literal('age'),
    ageMin: z.number().int(),
    ageMax: z.number().int(),
    added: z.number().int(),
  }),
]);
export type Widening = z.infer<typeof WideningSchema>;

/** `GET /api/discovery/matches`. */
export const MyMatchesQuerySchema = /* @__PURE__ */ z.object({
  /** `true`: no widening (the undo of "9 more by widening age"). */
  strict: flag,
  cursor: singleLineString('cursor').max(300).optional(),
  limit: z.coerce.number().int().min(1).max(BROWSE_MAX_PAGE_SIZE).default(BROWSE_PAGE_SIZE),
});

export const MyMatchesResponseSchema = /* @__PURE__ */ z.object({
  profiles: z.array(DiscoveredProfileSchema),
  nextCursor: z.string().nullable(),
  /** The steps taken, in order; empty when enough fit as asked (or `strict`). */
  widened: z.array(WideningSchema),
  /** Whether the viewer has set any partner preference (else: opposite gender nearby, and an invitation). */
  hasPreferences: z.boolean(),
});
export type MyMatchesResponse = z.infer<typeof MyMatchesResponseSchema>;

export const DISCOVERY_MESSAGES = {
  invalidCursor: PROFILE_MESSAGES.invalidCursor,
  unknownCity: 'Choose cities from the list.',
  noHomeForDistance: 'Choose your own city on your profile to search by distance.',
  fitNotAvailable: 'This profile is not available.',
} as const;
