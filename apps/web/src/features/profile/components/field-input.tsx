import { NumberInput, Select, Switch, Text, TextInput } from '@mantine/core';
import { isoDateYearsAgo, MAXIMUM_AGE, MINIMUM_AGE } from '@mithaq/contracts';
import type { FieldValue } from '../lib/profile-draft';
import { type FieldConfig, optionsWithCurrent } from '../lib/profile-fields';

interface FieldInputProps {
  field: FieldConfig;
  value: FieldValue;
  /** The saved value, kept selectable when it predates today's option list. */
  savedValue?: unknown;
  error?: string;
  onChange: (value: FieldValue) => void;
}

/** One profile field as a form control, chosen by its config (select, text, date, number, yes/no). */
export function FieldInput({ field, value, savedValue, error, onChange }: FieldInputProps) {
  switch (field.kind) {
    case 'select':
      return (
        <Select
          label={field.label}
          placeholder="Select"
          data={optionsWithCurrent(field.options ?? [], savedValue)}
          value={typeof value === 'string' ? value : null}
          onChange={(v) => onChange(v)}
          clearable
          searchable={(field.options?.length ?? 0) > 8}
          nothingFoundMessage="No matching option"
          error={error}
          comboboxProps={{ withinPortal: true }}
        />
      );
    case 'boolean':
      return (
        <Switch
          label={field.label}
          checked={value === true}
          onChange={(e) => onChange(e.currentTarget.checked)}
          onLabel="Yes"
          offLabel="No"
          size="md"
          error={error}
        />
      );
    case 'number':
      return (
        <NumberInput
          label={field.label}
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
          label={field.label}
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
            {field.label}
          </Text>
          <Text size="sm" c="dimmed">
            {String(value ?? savedValue ?? '')} (cannot be changed)
          </Text>
        </div>
      );
    default:
      return (
        <TextInput
          label={field.label}
          placeholder={field.placeholder}
          value={typeof value === 'string' ? value : value === null ? '' : String(value)}
          onChange={(e) => onChange(e.currentTarget.value)}
          error={error}
          maxLength={200}
        />
      );
  }
}
