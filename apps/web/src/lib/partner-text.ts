import { intlTag, type Locale, localeDirection } from '@mithaq/contracts/i18n/locales';
import {
  criterionApplies,
  EMPTY_PARTNER,
  type FitProfile,
  isCriterionSet,
  PARTNER_CRITERIA,
  type PartnerCriterion,
  type PartnerPreferences,
} from '@mithaq/contracts/partner-criteria';
import { formatAgeRange } from '@mithaq/contracts/profile-rules';
import { isolate } from '../i18n/bidi';
import { formatHeight, type OptionList, optionLabel } from '../i18n/option-labels';
import type { Translate } from '../i18n/use-t';

// Partner preferences in words, for the member's profile and the staff console alike
// (docs/decisions/0064-finding-the-right-person.md). Its texts are in the `profile` catalog, which
// both load (features/admin/components/member-detail.tsx loads it with the member's sections).

/** What wording a preference needs besides the catalog: names of countries and lists, in the reader's language. */
export interface PartnerTextContext {
  t: Translate;
  /** A country's name from its ISO 3166 code (Intl.DisplayNames). */
  countryName: (code: string) => string;
  /** 'Sunni, Deobandi or Barelvi' (Intl.ListFormat, a disjunction). */
  anyOf: (items: readonly string[]) => string;
  /** A member-written name (a city) kept in its own direction inside a sentence of the page's (i18n/bidi.ts). */
  isolate: (text: string) => string;
}

/**
 * The context for a language; a runtime without the Intl data falls back to codes and commas. The
 * direction comes from the language, not the document, so the server draws the same text.
 */
export function partnerTextContext(t: Translate, locale: Locale): PartnerTextContext {
  const tag = intlTag(locale);
  const direction = localeDirection(locale);
  let countries: Intl.DisplayNames | null = null;
  let lists: Intl.ListFormat | null = null;
  try {
    countries = new Intl.DisplayNames([tag], { type: 'region', fallback: 'code' });
    lists = new Intl.ListFormat([tag], { type: 'disjunction' });
  } catch {
    // Older runtimes: the codes and a plain join below.
  }
  return {
    t,
    countryName: (code) => countries?.of(code) ?? code,
    anyOf: (items) => lists?.format(items) ?? items.join(', '),
    isolate: (text) => isolate(text, direction),
  };
}

/** The opposite gender: whom a member's preferences describe (contracts `criterionApplies`). */
export const lookingFor = (gender: string | null | undefined) =>
  gender === 'Male' ? 'Female' : gender === 'Female' ? 'Male' : null;

/** The criteria a member's preferences show: hijab when looking for a woman, a beard when looking for a man. */
export function shownCriteria(ownerGender: string | null | undefined): PartnerCriterion[] {
  const other = lookingFor(ownerGender);
  return PARTNER_CRITERIA.filter((c) => other === null || criterionApplies(c, other));
}

const LIST_OF: Partial<Record<PartnerCriterion, OptionList>> = {
  maritalStatus: 'maritalStatus',
  sect: 'sect',
  madhab: 'madhab',
  religiousCommitment: 'religiousCommitment',
  profession: 'profession',
  motherTongue: 'language',
  education: 'education',
};

type Preferences = PartnerPreferences;

const withDefaults = (partner: Partial<PartnerPreferences> | null | undefined): Preferences => ({
  ...EMPTY_PARTNER,
  ...partner,
});

function heightText(ctx: PartnerTextContext, p: Preferences): string {
  const { t } = ctx;
  const from = p.heightMin ? formatHeight(t, p.heightMin) : null;
  const to = p.heightMax ? formatHeight(t, p.heightMax) : null;
  if (from && to) return p.heightMin === p.heightMax ? from : t('profile.partner.value.heightRange', { from, to });
  return from
    ? t('profile.partner.value.heightFrom', { height: from })
    : t('profile.partner.value.heightTo', { height: to });
}

function locationText(ctx: PartnerTextContext, p: Preferences, ownerCity: string | null): string {
  const { t } = ctx;
  const places = [
    ...p.countries.map(ctx.countryName),
    ...p.cities.map((c) =>
      t('profile.partner.value.city', { city: ctx.isolate(c.name), country: ctx.countryName(c.countryCode) }),
    ),
  ];
  if (p.withinKm === null) return ctx.anyOf(places);
  const km = p.withinKm;
  const city = ownerCity ? ctx.isolate(ownerCity) : null;
  if (places.length === 0) {
    return city
      ? t('profile.partner.value.withinKm', { km, city })
      : t('profile.partner.value.withinKmOfMyCity', { km });
  }
  const values = { places: ctx.anyOf(places), km, city };
  return t(city ? 'profile.partner.value.orWithinKm' : 'profile.partner.value.orWithinKmOfMyCity', values);
}

/**
 * One preference in words ('25–32', 'Sunni or Deobandi', 'Bachelors or higher', 'Within 50 km of
 * Hyderabad'), or null when it asks nothing. `ownerCity` is the city of the member who set it.
 */
export function preferenceText(
  ctx: PartnerTextContext,
  partner: Partial<PartnerPreferences> | null | undefined,
  criterion: PartnerCriterion,
  ownerCity: string | null = null,
): string | null {
  const p = withDefaults(partner);
  if (!isCriterionSet(p, criterion)) return null;
  const { t } = ctx;
  switch (criterion) {
    case 'age':
      return formatAgeRange({ min: p.ageMin ?? 0, max: p.ageMax ?? 0 });
    case 'height':
      return heightText(ctx, p);
    case 'prays':
    case 'hijab':
    case 'beard':
      return t(`profile.partner.value.${criterion}`);
    case 'education':
      return t('profile.partner.value.education', { level: optionLabel(t, 'education', p.education ?? '') });
    case 'location':
      return locationText(ctx, p, ownerCity);
    default: {
      const list = LIST_OF[criterion] ?? 'profession';
      return ctx.anyOf(p[criterion].map((v) => optionLabel(t, list, v)));
    }
  }
}

export type PartnerRowKey = PartnerCriterion | 'familyBackground';

/** One line of the preferences as a profile shows them. */
export interface PartnerRow {
  key: PartnerRowKey;
  labelKey: string;
  /** Null: nothing asked ('Not specified'). */
  text: string | null;
  isMust: boolean;
  /** Written by the member (the family background, an age from older text): isolated on screen. */
  isMemberText: boolean;
}

export const criterionLabelKey = (key: PartnerRowKey) =>
  key === 'familyBackground' ? 'profile.field.partner.familyBackground' : `profile.partner.criterion.${key}`;

export interface PartnerOwner {
  gender?: string | null;
  city?: string | null;
  partner?: Partial<PartnerPreferences> | null;
}

/**
 * Every preference a member can set, in words, with whether it is a must (on the member's own
 * profile and for staff; other members are never told: contracts `PublicPartnerSchema`).
 */
export function partnerRows(ctx: PartnerTextContext, owner: PartnerOwner): PartnerRow[] {
  const partner = owner.partner ?? null;
  const must = partner?.must ?? [];
  const rows: PartnerRow[] = shownCriteria(owner.gender).map((key) => {
    const text = preferenceText(ctx, partner, key, owner.city ?? null);
    const ageNote = key === 'age' && text === null ? (partner?.ageNote ?? null) : null;
    return {
      key,
      labelKey: criterionLabelKey(key),
      text: text ?? ageNote,
      isMust: text !== null && must.includes(key),
      isMemberText: ageNote !== null,
    };
  });
  const background = partner?.familyBackground?.trim() || null;
  rows.push({
    key: 'familyBackground',
    labelKey: criterionLabelKey('familyBackground'),
    text: background,
    isMust: false,
    isMemberText: true,
  });
  return rows;
}

/**
 * What a criterion is compared with on another member's profile: the fit profile's answers, with the
 * city as the member wrote it instead of its place on the map.
 */
export type ProfileFacts = Omit<FitProfile, 'gender' | 'cityId' | 'latitude' | 'longitude'> & { city: string };

/**
 * The other member's answer to one criterion in words ('29 years', 'Sunni', 'Hyderabad, India (open to
 * relocating)'), or null when their profile does not say.
 */
export function profileFactText(ctx: PartnerTextContext, profile: ProfileFacts, criterion: PartnerCriterion) {
  const { t } = ctx;
  switch (criterion) {
    case 'age':
      return t('profile.header.age', { age: profile.age });
    case 'height':
      return profile.height ? formatHeight(t, profile.height) : null;
    case 'prays':
    case 'hijab':
    case 'beard': {
      const answer = profile[criterion];
      return answer === null ? null : t(answer ? 'profile.value.yes' : 'profile.value.no');
    }
    case 'location': {
      const country = profile.countryCode ? ctx.countryName(profile.countryCode) : null;
      const city = ctx.isolate(profile.city);
      const place = country ? t('profile.partner.value.cityInCountry', { city, country }) : city;
      return profile.openToRelocate ? t('profile.partner.fact.openToRelocate', { place }) : place;
    }
    case 'motherTongue':
      return profile.language ? optionLabel(t, 'language', profile.language) : null;
    default: {
      const value = profile[criterion];
      if (!value) return null;
      // A value older than today's lists reads as written.
      return optionLabel(t, LIST_OF[criterion] ?? 'profession', value);
    }
  }
}
