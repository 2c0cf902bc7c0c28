import { NumberInput, Select, Switch, Text, TextInput } from '@mantine/core';
import { isoDateYearsAgo, MAXIMUM_AGE, MINIMUM_AGE } from '@mithaq/contracts/profile-rules';
import { type Translate, useT } from '../../../i18n/use-t';
import { useHeldTyping } from '../../../lib/use-held-typing';
import { optionText } from '../lib/display';
import { type FieldValue, typedFieldValue } from '../lib/profile-draft';
import { type FieldConfig, optionsWithCurrent } from '../lib/profile-fields';
import { AnswerInput } from './answer-input';

interface FieldInputProps {
  field: FieldConfig;
  value: FieldValue;
  /** The saved value, kept selectable when it predates today's option list. */
  savedValue?: unknown;
  error?: string;
  onChange: (value: FieldValue) => void;
}

function readonlyText(field: FieldConfig, value: unknown, t: Translate): string {
  const text = String(value ?? '');
  return (text && optionText(t, field, text)) || text;
}

/**
 * One profile field as a form control, chosen by its config (select, text, date, number, yes/no,
 * a faith question's three answers).
 * Each typed control is named by the field's path, so what is typed into a section editor the server
 * drew is kept (lib/held-typing.ts).
 */
export function FieldInput({ field, value, savedValue, error, onChange }: FieldInputProps) {
  const t = useT();
  useHeldTyping(field.path, (typed) => onChange(typedFieldValue(field, typed)));
  const label = t(field.labelKey);
  switch (field.kind) {
    case 'select':
      return (
        <Select
          label={label}
          // An unanswered faith question says so (docs/decisions/0064-finding-the-right-person.md "Completeness").
          placeholder={t(field.isFaith ? 'profile.answer.unanswered' : 'profile.form.select')}
          // Stored values stay the values; only their labels are in the reader's language.
          data={optionsWithCurrent(field.options ?? [], savedValue).map((option) => ({
            value: option,
            label: optionText(t, field, option) ?? option,
          }))}
          value={typeof value === 'string' ? value : null}
          onChange={(v) => onChange(v)}
          clearable
          searchable={(field.options?.length ?? 0) > 8}
          nothingFoundMessage={t('profile.form.noMatchingOption')}
          error={error}
          comboboxProps={{ withinPortal: true }}
        />
      );
    case 'answer':
      return <AnswerInput label={label} value={value} error={error} onChange={onChange} />;
    case 'boolean':
      return (
        <Switch
          label={field.inputLabelKey ? t(field.inputLabelKey) : label}
          checked={value === true}
          onChange={(e) => onChange(e.currentTarget.checked)}
          onLabel={t('profile.value.yes')}
          offLabel={t('profile.value.no')}
          size="md"
          error={error}
        />
      );
    case 'number':
      return (
        <NumberInput
          label={label}
          name={field.path}
          value={typeof value === 'number' ? value : ''}
          onChange={(v) => onChange(typeof v === 'number' ? v : null)}
          min={MINIMUM_AGE}
          max={MAXIMUM_AGE}
          allowDecimal={false}
          allowNegative={false}
          error={error}
        />
      );
    case 'date':
      return (
        <TextInput
          type="date"
          label={label}
          name={field.path}
          value={typeof value === 'string' ? value : ''}
          onChange={(e) => onChange(e.currentTarget.value)}
          // The picker's bounds: 18 today to 120 (UTC, as the server counts).
          max={isoDateYearsAgo(MINIMUM_AGE)}
          min={isoDateYearsAgo(MAXIMUM_AGE + 1, 1)}
          error={error}
        />
      );
    case 'readonly':
      return (
        <div>
          <Text size="sm" fw={500}>
            {label}
          </Text>
          <Text size="sm" c="dimmed">
            {t('profile.form.cannotChange', { value: readonlyText(field, value ?? savedValue, t) })}
          </Text>
        </div>
      );
    default:
      return (
        <TextInput
          label={label}
          name={field.path}
          placeholder={field.placeholderKey && t(field.placeholderKey)}
          value={typeof value === 'string' ? value : value === null ? '' : String(value)}
          onChange={(e) => onChange(e.currentTarget.value)}
          error={error}
          maxLength={200}
          // What the member writes takes its own direction (an English name stays left to right in
          // Urdu); empty, the example text follows the page. (Mantine gives `dir` to the wrapper, not the input.)
          classNames={typeof value === 'string' && value.trim() ? { input: 'user-text' } : undefined}
        />
      );
  }
}
