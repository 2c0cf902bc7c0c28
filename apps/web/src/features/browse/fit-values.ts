import type { DiscoveredProfile } from '@mithaq/contracts/discovery';
import type { Partner } from '@mithaq/contracts/partner';
import type { PartnerCriterion } from '@mithaq/contracts/partner-criteria';
import { formatHeight, type OptionList, optionLabel } from '../../i18n/option-labels';
import type { Translate } from '../../i18n/use-t';

/** How the reader's language writes lists and names countries. */
export interface ValueFormats {
  /** "Sunni or Shia". */
  anyOf: (values: string[]) => string;
  country: (code: string) => string;
  /** Text members wrote (a city), kept in its own direction inside a sentence (i18n/bidi.ts). */
  isolate: (text: string) => string;
}

const LISTS: Partial<Record<PartnerCriterion, { list: OptionList; key: keyof Partner }>> = {
  maritalStatus: { list: 'maritalStatus', key: 'maritalStatus' },
  sect: { list: 'sect', key: 'sect' },
  madhab: { list: 'madhab', key: 'madhab' },
  religiousCommitment: { list: 'religiousCommitment', key: 'religiousCommitment' },
  profession: { list: 'profession', key: 'profession' },
  motherTongue: { list: 'language', key: 'motherTongue' },
};

/** What the viewer asked for under one criterion, from their own preferences (the signed-in member's data). */
export function askedValue(t: Translate, f: ValueFormats, p: Partner, criterion: PartnerCriterion): string {
  const listed = LISTS[criterion];
  if (listed) return f.anyOf((p[listed.key] as string[]).map((v) => optionLabel(t, listed.list, v)));
  switch (criterion) {
    case 'age':
      return t('browse.value.ageRange', { min: p.ageMin, max: p.ageMax });
    case 'height':
      if (p.heightMin && p.heightMax) {
        return t('browse.value.heightRange', { min: formatHeight(t, p.heightMin), max: formatHeight(t, p.heightMax) });
      }
      return p.heightMin
        ? t('browse.value.heightFrom', { min: formatHeight(t, p.heightMin) })
        : t('browse.value.heightTo', { max: formatHeight(t, p.heightMax ?? '') });
    case 'prays':
    case 'hijab':
    case 'beard':
      return t(`browse.value.expect.${criterion}`);
    case 'education':
      return t('browse.filters.educationAtLeast', { level: optionLabel(t, 'education', p.education ?? '') });
    default: {
      const places = [...p.countries.map(f.country), ...p.cities.map((c) => f.isolate(c.name))];
      if (p.withinKm !== null) places.push(t('browse.value.withinKm', { km: p.withinKm }));
      return f.anyOf(places);
    }
  }
}

const answer = (t: Translate, value: boolean | null) =>
  value === null ? t('browse.value.notAnswered') : value ? t('browse.value.yes') : t('browse.value.no');

/** The other member's own value under one criterion, from their profile as the card has it. */
export function theirValue(
  t: Translate,
  f: ValueFormats,
  other: DiscoveredProfile,
  criterion: PartnerCriterion,
): string {
  const notGiven = t('browse.value.notGiven');
  const option = (list: OptionList, value: string | null) => (value ? optionLabel(t, list, value) : notGiven);
  switch (criterion) {
    case 'age':
      return t('browse.value.years', { age: other.age });
    case 'height':
      return other.height ? formatHeight(t, other.height) : notGiven;
    case 'maritalStatus':
    case 'sect':
    case 'madhab':
    case 'religiousCommitment':
    case 'profession':
      return option(criterion, other[criterion]);
    case 'motherTongue':
      return option('language', other.language);
    case 'prays':
    case 'hijab':
    case 'beard':
      return answer(t, other[criterion]);
    case 'education':
      return option('education', other.education);
    default: {
      const city = f.isolate(other.city);
      const where = other.countryCode
        ? t('browse.value.cityInCountry', { city, country: f.country(other.countryCode) })
        : city;
      return other.openToRelocate ? t('browse.value.relocates', { place: where }) : where;
    }
  }
}
