import { NumberInput } from '@mantine/core';
import { ageOn, isoDateUtc } from '@mithaq/contracts/profile-rules';
import { type CityChoice, CityPicker } from '../../../components/city-picker';
import { useT } from '../../../i18n/use-t';
import { useHeldTyping } from '../../../lib/use-held-typing';
import { CITY_COUNTRY, type Draft, type FieldValue, isComputed, normalize, readPath } from '../lib/profile-draft';
import type { FieldConfig } from '../lib/profile-fields';
import { FieldInput } from './field-input';

interface DraftFieldProps {
  field: FieldConfig;
  draft: Draft;
  /** The saved profile, for values that predate today's option lists. */
  profile: Record<string, unknown>;
  error?: string;
  onChange: (path: string, value: FieldValue) => void;
}

/** The city as the picker holds it: a gazetteer city (with its country, for its label) or the text typed. */
function cityChoice(draft: Draft, path: string): CityChoice | null {
  const name = normalize(draft[path]);
  const id = draft.cityId;
  const country = draft[CITY_COUNTRY];
  if (typeof name !== 'string') return null;
  if (typeof id === 'number' && typeof country === 'string') return { id, name, countryCode: country };
  return { id: null, name };
}

/**
 * The member's city from the gazetteer (components/city-picker): a city picked sends its name and
 * `cityId`, a text typed sends the name alone, with no place on the map
 * (docs/decisions/0064-finding-the-right-person.md "Where people are").
 */
function CityField({ field, draft, error, onChange }: DraftFieldProps) {
  const t = useT();
  const choose = (choice: CityChoice | null) => {
    onChange(field.path, choice?.name ?? '');
    onChange('cityId', choice?.id ?? null);
    onChange(CITY_COUNTRY, choice?.countryCode ?? null);
  };
  // Typed into the field a drawn page showed, before the app took it over (lib/held-typing.ts).
  useHeldTyping(field.path, (typed) => choose(typed ? { id: null, name: typed } : null));
  return (
    <CityPicker
      label={t(field.labelKey)}
      name={field.path}
      value={cityChoice(draft, field.path)}
      error={error}
      required={field.required}
      placeholder={field.placeholderKey && t(field.placeholderKey)}
      onChange={choose}
    />
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

/** One field of a profile form bound to the draft: the city picker, a computed age, or a plain control. */
export function DraftField(props: DraftFieldProps) {
  const { field, draft, profile, error, onChange } = props;
  if (field.kind === 'city') return <CityField {...props} />;
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
