import { DEFAULT_LOCALE, type Locale } from '@mithaq/contracts/i18n/locales';
import type { PartnerCriterion } from '@mithaq/contracts/partner-criteria';
import type { Member, PublicProfile } from '@mithaq/contracts/profile';
import { ageOn, isoDateUtc } from '@mithaq/contracts/profile-rules';
import type { Trust } from '@mithaq/contracts/trust-checks';
import { isPremium } from '../membership/membership.js';
import type { MemberRow } from './member-row.js';

export interface PhotoView {
  photoUrl: string | null;
  photoStatus: Member['photoStatus'];
  photoReviewNotes: string | null;
  photoReviewedAt: Date | null;
}

export const NO_PHOTO: PhotoView = { photoUrl: null, photoStatus: null, photoReviewNotes: null, photoReviewedAt: null };

export const iso = (d: Date | null) => (d ? d.toISOString() : null);

/**
 * The age as of today: worked out from the date of birth when there is one, so it stays right as
 * birthdays pass (docs/decisions/0003-profile.md "Age and date of birth"); else the age the member gave.
 */
export function currentAge(row: Pick<MemberRow, 'dob' | 'age'>, now: Date = new Date()): number {
  return row.dob ? ageOn(row.dob, isoDateUtc(now)) : row.age;
}

const heightLabel = (inches: number | null) =>
  inches === null ? null : `${Math.floor(inches / 12)} ft ${inches % 12} in`;

/** The member's partner preferences from their columns (docs/decisions/0064-finding-the-right-person.md). */
export function partnerOf(row: MemberRow): Member['partner'] {
  const p = row.partner ?? {};
  return {
    ageMin: row.partnerAgeMin,
    ageMax: row.partnerAgeMax,
    ageNote: row.partnerAgeNote,
    heightMin: heightLabel(row.prefHeightMin),
    heightMax: heightLabel(row.prefHeightMax),
    maritalStatus: row.prefMaritalStatuses,
    sect: row.prefSects,
    madhab: row.prefMadhabs,
    religiousCommitment: row.prefCommitments,
    prays: row.prefPrays,
    hijab: row.prefHijab,
    beard: row.prefBeard,
    education: row.prefMinEducation,
    profession: row.prefProfessions,
    motherTongue: row.prefLanguages,
    countries: row.prefCountries,
    cities: p.cities ?? [],
    withinKm: row.prefWithinKm,
    familyBackground: p.familyBackground ?? null,
    note: p.note ?? null,
    must: row.prefMust as PartnerCriterion[],
  };
}

/** What other members see of them: the preferences, not which are musts. */
function publicPartnerOf(row: MemberRow): PublicProfile['partner'] {
  const { must: _must, ...shown } = partnerOf(row);
  return shown;
}

type TrustColumns = Pick<MemberRow, 'emailVerified' | 'phoneVerified' | 'isVerified' | 'photoVerified'>;

/**
 * The trust checks from the member's own row (docs/decisions/0032-trust-badges.md): `photoVerified` is
 * kept from `selfies` by a trigger, so a page of profiles needs no further query.
 */
export function trustOf(row: TrustColumns): Trust {
  return { email: row.emailVerified, phone: row.phoneVerified, govtId: row.isVerified, photo: row.photoVerified };
}

/**
 * A mapped profile with more fields: `{ ...profile, more }` would read the same, but on Node 20 a spread
 * of a 40-field object followed by further fields takes V8's slow path, about 2 µs a field (40 µs for
 * the member's own view, a tenth of GET /api/auth/me;
 * docs/decisions/0043-work-every-request-does.md). Adding them to the fresh object is not.
 */
export function withFields<T extends object, U extends object>(fresh: T, more: U): T & U {
  return Object.assign(fresh, more);
}

/**
 * What any other member may see of a profile (spec section 6; never contact details or date of birth).
 * `shownName` is the name this reader may see (members/shown-name.ts): there is no default, so no
 * caller can hand out the full name by leaving it out.
 */
export function toPublicProfile(row: MemberRow, photoUrl: string | null, shownName: string): PublicProfile {
  return {
    _id: row.id,
    fullName: shownName,
    age: currentAge(row),
    gender: row.gender as PublicProfile['gender'],
    city: row.city,
    cityId: row.cityId,
    countryCode: row.countryCode,
    openToRelocate: row.openToRelocate,
    profession: row.profession,
    photoUrl,
    maritalStatus: row.maritalStatus,
    height: row.height,
    sect: row.sect,
    madhab: row.madhab,
    caste: row.caste,
    language: row.language,
    region: row.region,
    prays: row.prays,
    fasts: row.fasts,
    readsQuran: row.readsQuran,
    hijab: row.hijab,
    beard: row.beard,
    religiousCommitment: row.religiousCommitment,
    education: row.education,
    field: row.field,
    employer: row.employer,
    income: row.income,
    fatherName: row.fatherName,
    fatherProfession: row.fatherProfession,
    motherName: row.motherName,
    motherProfession: row.motherProfession,
    familyType: row.familyType,
    siblings: row.siblings,
    familyValues: row.familyValues,
    religiousEnvironment: row.religiousEnvironment,
    partner: publicPartnerOf(row),
    isVerified: row.isVerified,
    trust: trustOf(row),
    // A lapsed membership shows as free everywhere (spec section 6: premium is an active membership).
    membershipTier: isPremium(row, new Date()) ? 'premium' : 'free',
    photoBlurred: row.photoBlurred,
    createdAt: row.createdAt.toISOString(),
  };
}

/** The signed-in member's own view: everything but the password hash. */
export function toMember(
  row: MemberRow,
  photo: PhotoView,
  acceptedInterests: string[],
  requestLocale: Locale = DEFAULT_LOCALE,
): Member {
  return withFields(toPublicProfile(row, photo.photoUrl, row.fullName), {
    partner: partnerOf(row),
    dob: row.dob,
    email: row.email,
    phone: row.phone,
    contact: row.contact,
    updatedAt: row.updatedAt.toISOString(),
    statusUpdatedAt: iso(row.statusUpdatedAt),
    verificationStatus: row.verificationStatus,
    verification: { status: row.verificationStatus },
    accountStatus: row.accountStatus as Member['accountStatus'],
    photoStatus: photo.photoStatus,
    photoReviewNotes: photo.photoReviewNotes,
    photoReviewedAt: iso(photo.photoReviewedAt),
    emailVerified: row.emailVerified,
    phoneVerified: row.phoneVerified,
    acceptedInterests,
    premiumUntil: iso(row.premiumUntil),
    timeZone: row.timeZone,
    wizardPromptedAt: iso(row.wizardPromptedAt),
    nameDisplay: row.nameDisplay,
    locale: row.locale ?? requestLocale,
  });
}
