import { Group, MultiSelect, NumberInput, Select } from '@mantine/core';
import { HEIGHTS, LANGUAGES, MADHABS, MARITAL_STATUSES, RELIGIOUS_COMMITMENTS, SECTS } from '@mithaq/contracts/options';
import { MAXIMUM_AGE, MINIMUM_AGE } from '@mithaq/contracts/profile-rules';
import { useMemo } from 'react';
import { useOptionData, useOptionLabel } from '../../../../i18n/option-labels';
import { useT } from '../../../../i18n/use-t';
import { ChoiceChips } from './choice-chips';
import type { FieldsProps } from './field-props';

/** Age and height ranges, marital status and mother tongue. */
export function AboutFields({ value, update }: FieldsProps) {
  const t = useT();
  const optionLabel = useOptionLabel();
  const optionData = useOptionData();
  const heights = useMemo(() => optionData('height', HEIGHTS), [optionData]);
  const age = { min: MINIMUM_AGE, max: MAXIMUM_AGE, allowDecimal: false, allowNegative: false } as const;
  return (
    <>
      <Group grow gap="sm" align="flex-start">
        <NumberInput
          label={t('browse.filters.minAge')}
          placeholder={String(MINIMUM_AGE)}
          {...age}
          value={value.minAge}
          onChange={(minAge) => update({ minAge })}
        />
        <NumberInput
          label={t('browse.filters.maxAge')}
          placeholder={t('browse.filters.any')}
          {...age}
          value={value.maxAge}
          onChange={(maxAge) => update({ maxAge })}
        />
      </Group>
      <Group grow gap="sm" align="flex-start">
        <Select
          label={t('browse.filters.minHeight')}
          placeholder={t('browse.filters.any')}
          data={heights}
          clearable
          value={value.minHeight}
          onChange={(minHeight) => update({ minHeight })}
        />
        <Select
          label={t('browse.filters.maxHeight')}
          placeholder={t('browse.filters.any')}
          data={heights}
          clearable
          value={value.maxHeight}
          onChange={(maxHeight) => update({ maxHeight })}
        />
      </Group>
      <ChoiceChips
        legend={t('browse.filters.maritalStatus')}
        options={MARITAL_STATUSES}
        labelOf={(v) => optionLabel('maritalStatus', v)}
        value={value.maritalStatus}
        onChange={(maritalStatus) => update({ maritalStatus })}
      />
      <MultiSelect
        label={t('browse.filters.motherTongue')}
        placeholder={value.motherTongue.length ? undefined : t('browse.filters.any')}
        data={optionData('language', LANGUAGES)}
        searchable
        clearable
        nothingFoundMessage={t('browse.filters.nothingFound')}
        value={value.motherTongue}
        onChange={(motherTongue) => update({ motherTongue })}
      />
    </>
  );
}

/** Sect, madhab and religious commitment. */
export function FaithFields({ value, update }: FieldsProps) {
  const t = useT();
  const optionLabel = useOptionLabel();
  return (
    <>
      <ChoiceChips
        legend={t('browse.filters.sect')}
        options={SECTS}
        labelOf={(v) => optionLabel('sect', v)}
        value={value.sect}
        onChange={(sect) => update({ sect })}
      />
      <ChoiceChips
        legend={t('browse.filters.madhab')}
        options={MADHABS}
        labelOf={(v) => optionLabel('madhab', v)}
        value={value.madhab}
        onChange={(madhab) => update({ madhab })}
      />
      <ChoiceChips
        legend={t('browse.filters.commitment')}
        options={RELIGIOUS_COMMITMENTS}
        labelOf={(v) => optionLabel('religiousCommitment', v)}
        value={value.commitment}
        onChange={(commitment) => update({ commitment })}
      />
    </>
  );
}
