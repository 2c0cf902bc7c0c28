import { MultiSelect, Select } from '@mantine/core';
import { PROFESSION_GROUPS } from '@mithaq/contracts/options';
import { useMemo } from 'react';
import { useOptionData, useOptionLabel } from '../../../../i18n/option-labels';
import { useT } from '../../../../i18n/use-t';
import { MIN_EDUCATION_LEVELS } from '../../filters';
import type { FieldsProps } from './field-props';

/** The least education, and professions picked from their groups. */
export function WorkFields({ value, update }: FieldsProps) {
  const t = useT();
  const optionLabel = useOptionLabel();
  const optionData = useOptionData();
  const professions = useMemo(
    () =>
      Object.entries(PROFESSION_GROUPS).map(([group, items]) => ({
        group: t(`options.professionGroup.${group}`),
        items: optionData('profession', items),
      })),
    [t, optionData],
  );
  return (
    <>
      <Select
        label={t('browse.filters.minEducation')}
        placeholder={t('browse.filters.any')}
        data={MIN_EDUCATION_LEVELS.map((level) => ({
          value: level,
          label: t('browse.filters.educationAtLeast', { level: optionLabel('education', level) }),
        }))}
        clearable
        value={value.minEducation}
        onChange={(minEducation) => update({ minEducation })}
      />
      <MultiSelect
        label={t('browse.filters.professions')}
        placeholder={value.professions.length ? undefined : t('browse.filters.any')}
        data={professions}
        searchable
        clearable
        maxDropdownHeight={320}
        nothingFoundMessage={t('browse.filters.nothingFound')}
        value={value.professions}
        onChange={(professions) => update({ professions })}
      />
    </>
  );
}
