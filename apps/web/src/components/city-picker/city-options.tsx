import { Combobox, Group, Loader, Text } from '@mantine/core';
import type { City } from '@mithaq/contracts/places';
import { useT } from '../../i18n/use-t';
import { pickedFrom } from './city-choice';
import { useCityLabel } from './use-city-label';

export interface SuggestionState {
  cities: City[];
  isLoading: boolean;
  isError: boolean;
  hasText: boolean;
}

/**
 * What the list says besides its options: still looking, nothing found, not loaded, or how many.
 * The picker also says it in a polite live region (screen readers do not read a list that changes).
 */
export function useSuggestionStatus({ cities, isLoading, isError, hasText }: SuggestionState): string {
  const t = useT();
  if (!hasText) return '';
  if (isError) return t('forms.cityPicker.failed');
  if (isLoading && !cities.length) return t('forms.cityPicker.searching');
  if (!cities.length) return t('forms.cityPicker.noneFound');
  return t('forms.cityPicker.found', { count: cities.length });
}

/** The open list: the suggestions, or why there are none. */
export function CityOptions({ state, status }: { state: SuggestionState; status: string }) {
  const label = useCityLabel();
  const { cities, isLoading, isError, hasText } = state;
  return (
    <Combobox.Options>
      {cities.map((city) => (
        <Combobox.Option value={String(city.id)} key={city.id}>
          <Text size="sm">{label(pickedFrom(city))}</Text>
        </Combobox.Option>
      ))}
      {!cities.length && hasText && (
        <Combobox.Empty>
          <Group gap="xs" justify="center" wrap="nowrap">
            {isLoading && !isError && <Loader size="xs" />}
            <Text size="sm" c={isError ? 'red.8' : 'dimmed'}>
              {status}
            </Text>
          </Group>
        </Combobox.Empty>
      )}
    </Combobox.Options>
  );
}
