import { MultiSelect, Select, Stack } from '@mantine/core';
import { intlTag } from '@mithaq/contracts/i18n/locales';
import { DISTANCE_CHOICES_KM } from '@mithaq/contracts/partner-criteria';
import { useMemo } from 'react';
import { CityMultiPicker } from '../../../../components/city-picker';
import { useLocale, useT } from '../../../../i18n/use-t';
import { usePartnerText } from '../../../../lib/use-partner-text';
import { countryOptions } from '../../lib/countries';
import type { PartnerDraft } from '../../lib/partner-draft';

/** The member's own city, the centre of "within N km"; without a gazetteer id there is no centre. */
export interface HomeCity {
  cityId: number | null;
  city: string | null;
}

interface PartnerWhereProps {
  draft: PartnerDraft;
  home: HomeCity;
  onChange: (patch: Partial<PartnerDraft>) => void;
}

/**
 * Where: any of some countries, any of some gazetteer cities, or within N km of the member's own
 * city (docs/decisions/0064-finding-the-right-person.md "Where people are"). A member open to
 * relocating meets it wherever they live.
 */
export function PartnerWhere({ draft, home, onChange }: PartnerWhereProps) {
  const t = useT();
  const locale = useLocale();
  const { countryName } = usePartnerText();
  const countries = useMemo(() => countryOptions(countryName, intlTag(locale)), [countryName, locale]);
  const hasCentre = home.cityId !== null;
  return (
    <Stack gap="sm">
      <MultiSelect
        label={t('profile.partner.countries')}
        placeholder={draft.countries.length === 0 ? t('profile.partner.any') : undefined}
        data={[
          { group: t('profile.partner.countriesFirst'), items: countries.first },
          { group: t('profile.partner.countriesRest'), items: countries.rest },
        ]}
        value={draft.countries}
        onChange={(codes) => onChange({ countries: codes })}
        maxValues={30}
        searchable
        clearable
        nothingFoundMessage={t('profile.form.noMatchingOption')}
        comboboxProps={{ withinPortal: true }}
      />
      <CityMultiPicker
        label={t('profile.partner.cities')}
        value={draft.cities}
        onChange={(cities) =>
          onChange({ cities: cities.map(({ id, name, countryCode }) => ({ id, name, countryCode })) })
        }
      />
      <Select
        label={t('profile.partner.distance')}
        description={hasCentre ? undefined : t('profile.partner.distanceNeedsCity')}
        placeholder={t('profile.partner.any')}
        disabled={!hasCentre && draft.withinKm === null}
        data={DISTANCE_CHOICES_KM.map((km) => ({
          value: String(km),
          label: t('profile.partner.value.withinKmOfMyCity', { km }),
        }))}
        value={draft.withinKm === null ? null : String(draft.withinKm)}
        onChange={(km) => onChange({ withinKm: km === null ? null : Number(km) })}
        clearable
        comboboxProps={{ withinPortal: true }}
      />
    </Stack>
  );
}
