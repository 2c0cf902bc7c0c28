import type { Locale } from '@mithaq/contracts/i18n/locales';
import type { NameDisplay } from '@mithaq/contracts/names';
import { DEFAULT_TIME_ZONE } from '@mithaq/contracts/time-zone';
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  check,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt } from './columns.js';

/**
 * What is left of the spec's free-text partner preferences once each is a column of its own
 * (docs/decisions/0064-finding-the-right-person.md "Text preferences"): the family background, and a
 * note of the texts that did not read as a structured preference. Rows saved before migration 0024
 * still hold the old keys until the first start reads them (platform/db/legacy-partner-preferences.ts).
 */
export interface PartnerPreferences {
  familyBackground?: string | null;
  note?: string | null;
  /** The preferred cities with their names, as `pref_city_ids` lists them for search. */
  cities?: { id: number; name: string; countryCode: string }[];
  height?: string | null;
  education?: string | null;
  profession?: string | null;
  religiousCommitment?: string | null;
  sect?: string | null;
  region?: string | null;
}

/** The UTC calendar day a member joined: profiles of one day count as equally recent in browse. */
export const joinDay = (t: { createdAt: AnyPgColumn }) => sql`((${t.createdAt} at time zone 'UTC')::date)`;

/** How many of the four trust checks a member passed (contracts `trustCheckCount`), as SQL. */
export const trustChecks = (t: {
  emailVerified: AnyPgColumn;
  phoneVerified: AnyPgColumn;
  isVerified: AnyPgColumn;
  photoVerified: AnyPgColumn;
}) => sql`(${t.emailVerified}::int + ${t.phoneVerified}::int + ${t.isVerified}::int + ${t.photoVerified}::int)`;

/** One row per member with every field of spec section 3. */
export const members = pgTable(
  'members',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    fullName: text('full_name').notNull(),
    phone: text('phone'),
    contact: text('contact'),
    age: integer('age').notNull(),
    gender: text('gender').notNull(),
    city: text('city').notNull(),
    /**
     * The gazetteer city (`cities`), its country and coordinates, copied so search reads one row;
     * null for a city typed before the gazetteer that matched none
     * (docs/decisions/0064-finding-the-right-person.md "Where people are").
     */
    cityId: integer('city_id'),
    countryCode: text('country_code'),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    openToRelocate: boolean('open_to_relocate').notNull().default(false),
    profession: text('profession'),
    /**
     * Optional; when set, the age shown is worked out from it (docs/decisions/0003-profile.md "Age and date of birth").
     */
    dob: date('dob', { mode: 'string' }),
    maritalStatus: text('marital_status'),
    height: text('height'),
    sect: text('sect'),
    madhab: text('madhab'),
    caste: text('caste'),
    language: text('language'),
    region: text('region'),
    prays: boolean('prays'),
    fasts: boolean('fasts'),
    readsQuran: boolean('reads_quran'),
    hijab: boolean('hijab'),
    beard: boolean('beard'),
    religiousCommitment: text('religious_commitment'),
    education: text('education'),
    field: text('field'),
    employer: text('employer'),
    income: text('income'),
    fatherName: text('father_name'),
    fatherProfession: text('father_profession'),
    motherName: text('mother_name'),
    motherProfession: text('mother_profession'),
    familyType: text('family_type'),
    siblings: text('siblings'),
    familyValues: text('family_values'),
    religiousEnvironment: text('religious_environment'),
    partner: jsonb('partner').$type<PartnerPreferences>().notNull().default({}),
    partnerAgeMin: integer('partner_age_min'),
    partnerAgeMax: integer('partner_age_max'),
    /** A free-text partner age from before the range that did not read as one; a saved range clears it. */
    partnerAgeNote: text('partner_age_note'),
    // The structured partner preferences (contracts partner-criteria.ts); empty lists and nulls ask nothing.
    prefHeightMin: integer('pref_height_min'),
    prefHeightMax: integer('pref_height_max'),
    prefMaritalStatuses: text('pref_marital_statuses').array().notNull().default(sql`'{}'`),
    prefSects: text('pref_sects').array().notNull().default(sql`'{}'`),
    prefMadhabs: text('pref_madhabs').array().notNull().default(sql`'{}'`),
    prefCommitments: text('pref_commitments').array().notNull().default(sql`'{}'`),
    prefPrays: boolean('pref_prays'),
    prefHijab: boolean('pref_hijab'),
    prefBeard: boolean('pref_beard'),
    prefMinEducation: text('pref_min_education'),
    prefProfessions: text('pref_professions').array().notNull().default(sql`'{}'`),
    prefLanguages: text('pref_languages').array().notNull().default(sql`'{}'`),
    prefCountries: text('pref_countries').array().notNull().default(sql`'{}'`),
    prefCityIds: integer('pref_city_ids').array().notNull().default(sql`'{}'`),
    prefWithinKm: integer('pref_within_km'),
    /** The criteria (contracts PARTNER_CRITERIA) the member made musts. */
    prefMust: text('pref_must').array().notNull().default(sql`'{}'`),
    isVerified: boolean('is_verified').notNull().default(false),
    verificationStatus: text('verification_status').notNull().default('unverified'),
    emailVerified: boolean('email_verified').notNull().default(false),
    phoneVerified: boolean('phone_verified').notNull().default(false),
    /**
     * A copy of "a verified selfie with no recheck pending", kept by a trigger on `selfies` (migration
     * 0018), so browse can filter and rank by it from this row (docs/decisions/0032-trust-badges.md).
     */
    photoVerified: boolean('photo_verified').notNull().default(false),
    membershipTier: text('membership_tier').notNull().default('free'),
    planId: text('plan_id').notNull().default('free'),
    /** When premium ends; null while free or for a lifetime plan (modules/membership). */
    premiumUntil: timestamp('premium_until', { withTimezone: true }),
    accountStatus: text('account_status').notNull().default('active'),
    photoBlurred: boolean('photo_blurred').notNull().default(false),
    /** The member's current photo (see `photos`); null when none was uploaded. */
    photoId: uuid('photo_id'),
    /**
     * Inside every signed address of this member's photo; raised when a permission to see it ends,
     * so the addresses issued before stop opening at once (docs/decisions/0005-photos.md "Photo addresses").
     */
    photoVersion: integer('photo_version').notNull().default(0),
    /**
     * IANA zone whose midnight starts the member's day for the interest quota
     * (docs/decisions/0007-profiles-browse-interests-server.md "Member time zone").
     */
    timeZone: text('time_zone').notNull().default(DEFAULT_TIME_ZONE),
    /**
     * The zone in force before the last change, until `time_zone_changes_at` (its next local midnight):
     * a change counts for limits from the member's next day (docs/decisions/0047-time-zone-changes-and-limits.md). Both
     * null on rows that never changed zone.
     */
    previousTimeZone: text('previous_time_zone'),
    timeZoneChangesAt: timestamp('time_zone_changes_at', { withTimezone: true }),
    /** The language the member chose for the site and their emails; null: the request's Accept-Language. */
    locale: text('locale').$type<Locale>(),
    /**
     * Only staff with `reviews_women` may see and decide this member's selfie and ID
     * (docs/decisions/0055-women-reviewers-in-every-staff-answer.md).
     */
    womenReviewersOnly: boolean('women_reviewers_only').notNull().default(false),
    /** With blurred photos: whether matches see them clearly (default) or only members granted one by one. */
    matchesSeePhotos: boolean('matches_see_photos').notNull().default(true),
    /**
     * How other members who are not her matches see her name (docs/decisions/0054-short-names.md):
     * `short` is the first name and the initial of the last. Rows from before the choice keep `full`.
     */
    nameDisplay: text('name_display').$type<NameDisplay>().notNull().default('full'),
    /**
     * Premium incognito: left out of everyone's lists and alerts, and their views are not recorded
     * (docs/decisions/0065-coming-back.md "Incognito"). Counts only while premium lasts.
     */
    incognito: boolean('incognito').notNull().default(false),
    /** Whether their visits show in others' "Who viewed me"; off, they see no visitors of their own either. */
    visitsShown: boolean('visits_shown').notNull().default(true),
    /** Whether others see when they were last active; off, they see no one else's either. */
    activityShown: boolean('activity_shown').notNull().default(true),
    /**
     * Only members with a verified ID or selfie may send them interest, or a first message
     * (docs/decisions/0066-catching-scammers-early.md "Who may contact me").
     */
    interestFromVerifiedOnly: boolean('interest_from_verified_only').notNull().default(false),
    messagesFromVerifiedOnly: boolean('messages_from_verified_only').notNull().default(false),
    /** The address the account was registered from, for staff's linked accounts; null before it was kept. */
    registrationIp: text('registration_ip'),
    /**
     * Set while staff hold the member's messages and interests for review (docs/decisions/0067-risk-record.md):
     * what they send is kept in `held_messages` / `held_interests` until staff release or deactivate them.
     */
    restrictedAt: timestamp('restricted_at', { withTimezone: true }),
    createdAt: createdAt(),
    /**
     * When the member last used the site, to the hour: written at most once an hour per member
     * (modules/discovery), for "active recently", the recently-active order and My matches' pool.
     */
    lastActiveAt: timestamp('last_active_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    statusUpdatedAt: timestamp('status_updated_at', { withTimezone: true }),
    /**
     * When the profile wizard last opened by itself; it opens again a week later at the soonest,
     * on whichever device (docs/decisions/0008-profile-view-and-wizard-web.md).
     */
    wizardPromptedAt: timestamp('wizard_prompted_at', { withTimezone: true }),
    /** Set when staff erased the account; the row then keeps only its id and status (modules/members). */
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('members_email_lower_idx').on(sql`lower(${t.email})`),
    // Staff search by name or email fragment (pg_trgm, migration 0002): an index, never a scan.
    index('members_name_trgm_idx').using('gin', sql`lower(${t.fullName}) gin_trgm_ops`),
    index('members_email_trgm_idx').using('gin', sql`lower(${t.email}) gin_trgm_ops`),
    index('members_status_created_idx').on(t.accountStatus, t.createdAt),
    // A verified phone belongs to one active account; staff's linked accounts read it too.
    index('members_verified_phone_idx').on(t.phone).where(sql`${t.phoneVerified}`),
    index('members_registration_ip_idx').on(t.registrationIp, t.createdAt).where(sql`${t.registrationIp} is not null`),
    // The morning run walks one time zone's active members in id order (modules/picks).
    index('members_zone_idx').on(t.timeZone, t.accountStatus, t.id),
    // The browse index before trust ranking; kept while instances that browse by it may still run
    // (docs/decisions/0022-running-as-a-fleet.md), to drop in a later migration.
    index('members_browse_idx').on(t.accountStatus, t.gender, t.createdAt, t.id),
    // Browse: active members of one gender, newest join day first, more trust checks first within a
    // day, then newest; keyset on all four (docs/decisions/0032-trust-badges.md).
    index('members_browse_rank_idx').on(t.accountStatus, t.gender, joinDay(t), trustChecks(t), t.createdAt, t.id),
    // Browse "contains" filters (ILIKE '%text%', migration 0006): a rare city or profession is found
    // through the index instead of walking the whole browse index (bench/load).
    index('members_city_trgm_idx').using('gin', sql`${t.city} gin_trgm_ops`),
    index('members_profession_trgm_idx').using('gin', sql`${t.profession} gin_trgm_ops`),
    index('members_education_trgm_idx').using('gin', sql`${t.education} gin_trgm_ops`),
    // My matches and "recently active": one gender's active members, most recently active first, read
    // backwards (ORDER BY last_active_at DESC, id DESC; bench/discovery).
    index('members_recent_activity_idx').on(t.accountStatus, t.gender, t.lastActiveAt, t.id),
    // A rare sect within a distance: ANDed with the location index instead of reading the whole box.
    index('members_sect_idx').on(t.accountStatus, t.gender, t.sect),
    // "Within N km" and "nearest": a box around the centre, then the great-circle distance
    // (docs/decisions/0064-finding-the-right-person.md "Distance"); built-in point and GiST, no extension.
    // "Nearest" from a busy city: everyone there shares its coordinates (distance 0), so the members at
    // the viewer's own point are paged by id on this index instead of sorting the whole city.
    index('members_same_place_idx').on(t.accountStatus, t.gender, t.latitude, t.longitude, t.id),
    index('members_location_idx')
      .using('gist', sql`point(${t.longitude}, ${t.latitude})`)
      .where(sql`${t.latitude} is not null`),
    check('members_age_check', sql`${t.age} >= 18`),
    check('members_partner_age_pair_check', sql`(${t.partnerAgeMin} is null) = (${t.partnerAgeMax} is null)`),
    check(
      'members_partner_age_range_check',
      sql`${t.partnerAgeMin} between 18 and 80 and ${t.partnerAgeMax} between 18 and 80 and ${t.partnerAgeMin} <= ${t.partnerAgeMax}`,
    ),
    check('members_gender_check', sql`${t.gender} in ('Male', 'Female', 'Other')`),
    check('members_name_display_check', sql`${t.nameDisplay} in ('full', 'short')`),
    check('members_account_status_check', sql`${t.accountStatus} in ('active', 'deactivated', 'deleted')`),
    check('members_tier_check', sql`${t.membershipTier} in ('free', 'premium')`),
    check('members_locale_check', sql`${t.locale} in ('en', 'hi', 'ur', 'ar')`),
  ],
);
