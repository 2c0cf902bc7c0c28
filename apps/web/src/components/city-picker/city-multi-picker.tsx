import {
  Badge,
  CloseButton,
  Combobox,
  Group,
  Loader,
  Stack,
  TextInput,
  useCombobox,
  VisuallyHidden,
} from '@mantine/core';
import { type KeyboardEvent, type ReactNode, useState } from 'react';
import { useT } from '../../i18n/use-t';
import { MAX_CHOSEN_CITIES, type PickedCity, pickedFrom } from './city-choice';
import { CityOptions, useSuggestionStatus } from './city-options';
import { useCityLabel } from './use-city-label';
import { useCitySuggestions } from './use-city-suggestions';

export interface CityMultiPickerProps {
  label: string;
  /** The cities chosen, in the order they were picked. */
  value: PickedCity[];
  onChange: (value: PickedCity[]) => void;
  /** At most this many (30 by default, as partner preferences allow). */
  max?: number;
  description?: ReactNode;
  error?: ReactNode;
  disabled?: boolean;
  placeholder?: string;
  /** Suggest only cities of this country (ISO 3166 alpha-2). */
  country?: string;
}

/**
 * Several cities (partner preferences): the same suggestions as CityPicker, each pick added to a list
 * of chips under the field, each with a button that removes it; Backspace in the empty field removes
 * the last. Only cities of the gazetteer are kept: a typed text that is none of them is not a choice.
 */
export function CityMultiPicker({
  label,
  value,
  onChange,
  max = MAX_CHOSEN_CITIES,
  description,
  error,
  disabled,
  placeholder,
  country,
}: CityMultiPickerProps) {
  const t = useT();
  const cityLabel = useCityLabel();
  const combobox = useCombobox({ onDropdownClose: () => combobox.resetSelectedOption() });
  const [text, setText] = useState('');
  const chosen = new Set(value.map((c) => c.id));
  const suggestions = useCitySuggestions(text, { country, enabled: text.trim().length > 0 });
  const offered = { ...suggestions, cities: suggestions.cities.filter((c) => !chosen.has(c.id)) };
  const status = useSuggestionStatus(offered);
  const full = value.length >= max;

  const pick = (id: string) => {
    const city = offered.cities.find((c) => String(c.id) === id);
    if (!city || full) return;
    onChange([...value, pickedFrom(city)]);
    setText('');
    combobox.closeDropdown();
  };
  const remove = (id: number) => onChange(value.filter((c) => c.id !== id));
  const removeLastOnBackspace = (event: KeyboardEvent<HTMLInputElement>) => {
    const last = value.at(-1);
    if (event.key === 'Backspace' && text === '' && last) remove(last.id);
  };

  return (
    <Stack gap={6}>
      <Combobox store={combobox} onOptionSubmit={pick}>
        <Combobox.Target withExpandedAttribute>
          <TextInput
            label={label}
            description={full ? t('forms.cityPicker.max', { max }) : description}
            error={error}
            disabled={disabled}
            readOnly={full}
            placeholder={placeholder ?? t('forms.cityPicker.placeholder')}
            dir="auto"
            autoComplete="off"
            aria-autocomplete="list"
            value={text}
            rightSection={text && suggestions.isLoading ? <Loader size="xs" /> : null}
            onChange={(event) => {
              setText(event.currentTarget.value);
              combobox.openDropdown();
              combobox.updateSelectedOptionIndex();
            }}
            onKeyDown={removeLastOnBackspace}
            onBlur={() => combobox.closeDropdown()}
          />
        </Combobox.Target>
        <Combobox.Dropdown hidden={!offered.hasText}>
          <CityOptions state={offered} status={status} />
        </Combobox.Dropdown>
      </Combobox>
      {value.length > 0 && (
        <Group
          component="ul"
          gap={6}
          m={0}
          p={0}
          aria-label={t('forms.cityPicker.chosen', { label })}
          style={{ listStyle: 'none' }}
        >
          {value.map((city) => (
            <li key={city.id}>
              <Badge
                variant="light"
                color="emerald"
                size="lg"
                tt="none"
                fw={500}
                maw="100%"
                rightSection={
                  <CloseButton
                    size="xs"
                    variant="transparent"
                    disabled={disabled}
                    aria-label={t('forms.cityPicker.remove', { city: cityLabel(city) })}
                    onClick={() => remove(city.id)}
                  />
                }
              >
                {cityLabel(city)}
              </Badge>
            </li>
          ))}
        </Group>
      )}
      <VisuallyHidden aria-live="polite">{text ? status : ''}</VisuallyHidden>
    </Stack>
  );
}
