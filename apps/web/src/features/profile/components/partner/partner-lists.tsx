import { MultiSelect, Select } from '@mantine/core';
import { EDUCATION_LEVELS, PROFESSION_GROUPS } from '@mithaq/contracts/options';
import { type OptionList, optionLabel } from '../../../../i18n/option-labels';
import { useT } from '../../../../i18n/use-t';

interface ListSelectProps {
  /** The control's name: the preference's, as the row shows it. */
  name: string;
  list: OptionList;
  options: readonly string[];
  value: string[];
  onChange: (value: string[]) => void;
}

const comboboxProps = { withinPortal: true } as const;

/** Any of a list's values ('Sunni or Deobandi'); nothing chosen asks nothing. */
export function ListSelect({ name, list, options, value, onChange }: ListSelectProps) {
  const t = useT();
  return (
    <MultiSelect
      aria-label={name}
      placeholder={value.length === 0 ? t('profile.partner.any') : undefined}
      data={options.map((option) => ({ value: option, label: optionLabel(t, list, option) }))}
      value={value}
      onChange={onChange}
      searchable={options.length > 8}
      clearable
      nothingFoundMessage={t('profile.form.noMatchingOption')}
      comboboxProps={comboboxProps}
    />
  );
}

/** Professions under their groups (contracts options.ts `PROFESSION_GROUPS`), named from the options catalog. */
export function ProfessionSelect({ name, value, onChange }: Omit<ListSelectProps, 'list' | 'options'>) {
  const t = useT();
  const data = Object.entries(PROFESSION_GROUPS).map(([group, professions]) => ({
    group: t(`options.professionGroup.${group}`),
    items: professions.map((p) => ({ value: p, label: optionLabel(t, 'profession', p) })),
  }));
  return (
    <MultiSelect
      aria-label={name}
      placeholder={value.length === 0 ? t('profile.partner.any') : undefined}
      data={data}
      value={value}
      onChange={onChange}
      searchable
      clearable
      nothingFoundMessage={t('profile.form.noMatchingOption')}
      comboboxProps={comboboxProps}
    />
  );
}

/** The least education asked for, in the wizard's order; 'Other' has no place in it (contracts `educationRank`). */
const LEVELS = EDUCATION_LEVELS.filter((level) => level !== 'Other');

export function EducationSelect({
  value,
  onChange,
}: {
  value: string | null;
  onChange: (value: string | null) => void;
}) {
  const t = useT();
  return (
    <Select
      aria-label={t('profile.partner.educationLeast')}
      placeholder={t('profile.partner.any')}
      data={LEVELS.map((level) => ({
        value: level,
        label: t('profile.partner.value.education', { level: optionLabel(t, 'education', level) }),
      }))}
      value={value}
      onChange={onChange}
      clearable
      comboboxProps={comboboxProps}
    />
  );
}
