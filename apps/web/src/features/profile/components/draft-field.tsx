import { Trans } from '@lingui/react';
import { Group, Input, NumberInput, Text } from '@mantine/core';
import { ageOn, isoDateUtc } from '@mithaq/contracts/profile-rules';
import { useId } from 'react';
import { useT } from '../../../i18n/use-t';
import { type Draft, type FieldValue, isComputed, normalize, readPath } from '../lib/profile-draft';
import type { FieldConfig } from '../lib/profile-fields';
import classes from '../profile.module.css';
import { FieldInput } from './field-input';

interface DraftFieldProps {
  field: FieldConfig;
  draft: Draft;
  /** The saved profile, for values that predate today's option lists and older notes. */
  profile: Record<string, unknown>;
  error?: string;
  onChange: (path: string, value: FieldValue) => void;
}

const numberOrEmpty = (value: FieldValue | undefined) => (typeof value === 'number' ? value : '');

/**
 * Two whole-number inputs for a range (the partner age) under one label, one hint and one error; each
 * input's name says what it is ('Partner age from'), its visible label only 'From' and 'To'.
 */
function RangeField({
  field,
  range,
  draft,
  profile,
  error,
  onChange,
}: DraftFieldProps & { range: NonNullable<FieldConfig['range']> }) {
  const t = useT();
  const { from, to, min, max, note } = range;
  const name = t(field.labelKey);
  const oldNote = normalize(readPath(profile, note));
  const id = useId();
  const describedBy = [`${id}-hint`, error ? `${id}-error` : '', oldNote ? `${id}-note` : ''].join(' ').trim();
  const input = (path: string, end: 'from' | 'to') => (
    <NumberInput
      label={t(`profile.range.${end}`)}
      aria-label={t(`profile.range.${end}Name`, { field: name })}
      aria-describedby={describedBy}
      value={numberOrEmpty(draft[path])}
      onChange={(v) => onChange(path, typeof v === 'number' ? v : null)}
      min={min}
      max={max}
      allowDecimal={false}
      allowNegative={false}
      clampBehavior="none"
      error={Boolean(error)}
      flex={1}
      miw={0}
    />
  );
  return (
    <fieldset className={classes.rangeGroup}>
      <legend className={classes.rangeLegend}>{name}</legend>
      <Input.Description id={`${id}-hint`} mb={4}>
        {t('profile.range.wholeYears', { min, max })}
      </Input.Description>
      <Group gap="sm" wrap="nowrap" align="flex-start">
        {input(from, 'from')}
        {input(to, 'to')}
      </Group>
      {error && (
        <Input.Error id={`${id}-error`} mt={6}>
          {error}
        </Input.Error>
      )}
      {typeof oldNote === 'string' && (
        <Text id={`${id}-note`} size="xs" c="gray.7" mt={6}>
          <Trans id="profile.range.oldNote" values={{ note: <bdi>{oldNote}</bdi> }} />
        </Text>
      )}
    </fieldset>
  );
}

/** The age while a date of birth is entered: worked out from it, shown read-only. */
function ComputedAge({ field, draft }: DraftFieldProps) {
  const t = useT();
  const dob = normalize(draft[field.computedFrom ?? '']);
  return (
    <NumberInput
      label={t(field.labelKey)}
      value={typeof dob === 'string' ? ageOn(dob, isoDateUtc()) : ''}
      readOnly
      variant="filled"
      description={t('profile.rule.ageFromDobNote')}
      hideControls
    />
  );
}

/** One field of a profile form bound to the draft: a range, a computed age, or a plain control. */
export function DraftField(props: DraftFieldProps) {
  const { field, draft, profile, error, onChange } = props;
  if (field.range) return <RangeField {...props} range={field.range} />;
  if (isComputed(field, draft)) return <ComputedAge {...props} />;
  return (
    <FieldInput
      field={field}
      value={draft[field.path] ?? null}
      savedValue={readPath(profile, field.path)}
      error={error}
      onChange={(value) => onChange(field.path, value)}
    />
  );
}
