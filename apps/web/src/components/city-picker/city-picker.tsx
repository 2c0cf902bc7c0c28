import { Combobox, Loader, TextInput, useCombobox, VisuallyHidden } from '@mantine/core';
import { type ReactNode, useState } from 'react';
import { useT } from '../../i18n/use-t';
import { type CityChoice, isPicked, pickedFrom } from './city-choice';
import { CityOptions, useSuggestionStatus } from './city-options';
import { useCityLabel } from './use-city-label';
import { useCitySuggestions } from './use-city-suggestions';

export interface CityPickerProps {
  label: string;
  /** The picked city, the text typed when it is not one of the suggestions, or null when empty. */
  value: CityChoice | null;
  onChange: (value: CityChoice | null) => void;
  description?: ReactNode;
  error?: ReactNode;
  required?: boolean;
  disabled?: boolean;
  placeholder?: string;
  /** Suggest only cities of this country (ISO 3166 alpha-2). */
  country?: string;
  name?: string;
}

/**
 * One city: a text field that suggests the gazetteer's cities as the member types (a combobox with
 * a list, WAI-ARIA APG "Combobox"). A suggestion picked holds the city; a text that is none of them
 * is kept as typed, with a hint that picking one lets members nearby find them.
 */
export function CityPicker({
  label,
  value,
  onChange,
  description,
  error,
  required,
  disabled,
  placeholder,
  country,
  name,
}: CityPickerProps) {
  const t = useT();
  const cityLabel = useCityLabel();
  const combobox = useCombobox({ onDropdownClose: () => combobox.resetSelectedOption() });
  const [typing, setTyping] = useState(false);
  const text = value?.name ?? '';
  const suggestions = useCitySuggestions(text, { country, enabled: typing });
  const status = useSuggestionStatus(suggestions);

  const pick = (id: string) => {
    const city = suggestions.cities.find((c) => String(c.id) === id);
    if (!city) return;
    onChange(pickedFrom(city));
    setTyping(false);
    combobox.closeDropdown();
  };

  const picked = isPicked(value) ? value : null;
  const hint = picked ? cityLabel(picked) : text.trim() && !typing ? t('forms.cityPicker.pickHint') : null;

  return (
    <Combobox store={combobox} onOptionSubmit={pick}>
      <Combobox.Target withExpandedAttribute>
        <TextInput
          label={label}
          description={
            description || hint ? (
              <>
                {description}
                {description && hint ? ' ' : null}
                {hint}
              </>
            ) : undefined
          }
          inputWrapperOrder={['label', 'input', 'description', 'error']}
          error={error}
          required={required}
          disabled={disabled}
          placeholder={placeholder ?? t('forms.cityPicker.placeholder')}
          name={name}
          dir="auto"
          // A city typed in another script keeps its own direction (global.css .user-text), as other fields do.
          classNames={text.trim() ? { input: 'user-text' } : undefined}
          autoComplete="off"
          aria-autocomplete="list"
          value={text}
          rightSection={typing && suggestions.isLoading ? <Loader size="xs" /> : null}
          onChange={(event) => {
            const typed = event.currentTarget.value;
            onChange(typed ? { id: null, name: typed } : null);
            setTyping(true);
            combobox.openDropdown();
            combobox.updateSelectedOptionIndex();
          }}
          onFocus={() => {
            if (typing) combobox.openDropdown();
          }}
          onBlur={() => {
            combobox.closeDropdown();
            setTyping(false);
          }}
        />
      </Combobox.Target>
      <Combobox.Dropdown hidden={!suggestions.hasText}>
        <CityOptions state={suggestions} status={status} />
      </Combobox.Dropdown>
      <VisuallyHidden aria-live="polite">{typing ? status : ''}</VisuallyHidden>
    </Combobox>
  );
}
