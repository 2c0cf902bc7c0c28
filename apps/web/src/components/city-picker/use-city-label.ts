import { intlTag, localeDirection } from '@mithaq/contracts/i18n/locales';
import { useMemo } from 'react';
import { useLocale, useT } from '../../i18n/use-t';
import type { PickedCity } from './city-choice';

/**
 * "City, Region, Country" in the reader's language: the country named by the browser's own data
 * (Intl.DisplayNames), the city and region as the gazetteer writes them (Latin letters), and the
 * separators from the `forms` catalog (an Arabic comma in Urdu and Arabic). In a right-to-left page
 * each part is isolated (Unicode UAX #9 FIRST STRONG ISOLATE), so the label reads right to left, the
 * city first. Not i18n/bidi.ts's `isolate`: vite.config.ts puts it in the signed-in pages' chunk.
 */
export function useCityLabel(): (city: PickedCity) => string {
  const t = useT();
  const locale = useLocale();
  const direction = localeDirection(locale);
  const countries = useMemo(() => {
    try {
      return new Intl.DisplayNames([intlTag(locale)], { type: 'region' });
    } catch {
      return null;
    }
  }, [locale]);
  return (city) => {
    const part = (text: string) => (direction === 'rtl' ? `\u2068${text}\u2069` : text);
    const country = part(countries?.of(city.countryCode) ?? city.countryCode);
    return city.region
      ? t('forms.cityPicker.cityInRegion', { city: part(city.name), region: part(city.region), country })
      : t('forms.cityPicker.cityInCountry', { city: part(city.name), country });
  };
}
