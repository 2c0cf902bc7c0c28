import { MultiSelect, Select } from '@mantine/core';
import { localeDirection } from '@mithaq/contracts/i18n/locales';
import { DISTANCE_CHOICES_KM } from '@mithaq/contracts/partner-criteria';
import { useState } from 'react';
import { type CityChoice, CityPicker } from '../../../../components/city-picker';
import { isolate } from '../../../../i18n/bidi';
import { useLocale, useT } from '../../../../i18n/use-t';
import { useMe } from '../../../../lib/current-member';
import { useCountryData } from './countries';
import type { FieldsProps } from './field-props';

/**
 * Countries, a city of the gazetteer, and a distance from that city or from the member's own
 * (docs/decisions/0064-finding-the-right-person.md "Where people are").
 */
export function PlaceFields({ value, update }: FieldsProps) {
  const t = useT();
  const direction = localeDirection(useLocale());
  const me = useMe().data;
  const countries = useCountryData();
  // A city typed but not picked from the suggestions sets no filter; the field keeps the text.
  const [typed, setTyped] = useState<CityChoice | null>(null);
  // A city from an address without its country (edited by hand) is shown as text, not as picked.
  const city: CityChoice | null =
    value.city && !/^[A-Z]{2}$/.test(value.city.countryCode)
      ? { id: null, name: value.city.name }
      : (value.city ?? typed);
  const home = me?.cityId ? me.city : null;
  const center = value.city?.name || home;
  const distanceHint = value.city
    ? t('browse.filters.fromCity', { city: isolate(value.city.name, direction) })
    : home
      ? t('browse.filters.fromHome', { city: isolate(home, direction) })
      : t('browse.filters.noHome');

  const pickCity = (next: CityChoice | null) => {
    if (next && next.id !== null) {
      setTyped(null);
      update({ city: { id: next.id, name: next.name, countryCode: next.countryCode } });
      return;
    }
    setTyped(next);
    if (value.city) update({ city: null });
  };

  return (
    <>
      <MultiSelect
        label={t('browse.filters.country')}
        placeholder={value.country.length ? undefined : t('browse.filters.any')}
        data={countries}
        searchable
        clearable
        maxDropdownHeight={280}
        nothingFoundMessage={t('browse.filters.nothingFound')}
        value={value.country}
        onChange={(country) => update({ country })}
      />
      <CityPicker label={t('browse.filters.city')} value={city} onChange={pickCity} />
      <Select
        label={t('browse.filters.withinKm')}
        description={distanceHint}
        inputWrapperOrder={['label', 'input', 'description']}
        placeholder={t('browse.filters.anywhere')}
        data={DISTANCE_CHOICES_KM.map((km) => ({
          value: String(km),
          label: t('browse.filters.withinKmOption', { km }),
        }))}
        clearable
        disabled={!center}
        value={value.withinKm === null ? null : String(value.withinKm)}
        onChange={(km) => update({ withinKm: km === null ? null : Number(km) })}
      />
    </>
  );
}
