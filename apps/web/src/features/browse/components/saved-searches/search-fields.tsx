import { Radio, Stack, TextInput } from '@mantine/core';
import {
  SAVED_SEARCH_MESSAGES,
  SAVED_SEARCH_NAME_MAX_LENGTH,
  SEARCH_ALERTS,
  type SearchAlerts,
} from '@mithaq/contracts/saved-searches';
import { useEffect, useRef } from 'react';
import { translateErrorText } from '../../../../i18n/error-text';
import { useT } from '../../../../i18n/use-t';

export interface SearchFieldValues {
  name: string;
  alerts: SearchAlerts;
}

/** The name's problem in the reader's language, as the server words it (contracts SAVED_SEARCH_MESSAGES); null if none. */
export function nameProblem(name: string): string | null {
  const trimmed = name.trim();
  if (trimmed === '') return translateErrorText(SAVED_SEARCH_MESSAGES.nameRequired);
  if (trimmed.length > SAVED_SEARCH_NAME_MAX_LENGTH) return translateErrorText(SAVED_SEARCH_MESSAGES.nameTooLong);
  return null;
}

interface SearchFieldsProps {
  value: SearchFieldValues;
  onChange: (value: SearchFieldValues) => void;
  nameError: string | null;
  disabled: boolean;
  /** Focus the name once drawn (a form shown in place of a row; a modal focuses it itself, by `data-autofocus`). */
  focusName?: boolean;
}

/**
 * A saved search's name and its email alerts, each choice with what it sends (docs/decisions/0065-coming-back.md
 * "Saved searches": as it happens is at most one email a day per search). The name is focused first.
 */
export function SearchFields({ value, onChange, nameError, disabled, focusName = false }: SearchFieldsProps) {
  const t = useT();
  const nameInput = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (focusName) nameInput.current?.focus();
  }, [focusName]);
  return (
    <Stack gap="md">
      <TextInput
        ref={nameInput}
        label={t('searches.form.name')}
        placeholder={t('searches.form.namePlaceholder')}
        required
        maxLength={SAVED_SEARCH_NAME_MAX_LENGTH}
        value={value.name}
        onChange={(e) => onChange({ ...value, name: e.currentTarget.value })}
        error={nameError}
        disabled={disabled}
        data-autofocus
        dir="auto"
      />
      <Radio.Group
        label={t('searches.form.alerts')}
        value={value.alerts}
        onChange={(alerts) => onChange({ ...value, alerts: alerts as SearchAlerts })}
      >
        <Stack gap="sm" mt={6}>
          {SEARCH_ALERTS.map((alerts) => (
            <Radio
              key={alerts}
              value={alerts}
              label={t(`searches.alerts.${alerts}`)}
              description={t(`searches.alerts.${alerts}Hint`)}
              disabled={disabled}
              color="emerald.8"
            />
          ))}
        </Stack>
      </Radio.Group>
    </Stack>
  );
}
