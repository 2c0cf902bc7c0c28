import {
  CASTES,
  EDUCATION_LEVELS,
  FAMILY_TYPES,
  FAMILY_VALUES,
  FIELDS_OF_STUDY,
  GENDERS,
  LANGUAGES,
  MADHABS,
  MARITAL_STATUSES,
  MOTHER_PROFESSIONS,
  PROFESSIONS,
  REGIONS,
  RELIGIOUS_COMMITMENTS,
  RELIGIOUS_ENVIRONMENTS,
  SECTS,
} from '@mithaq/contracts/options';
import { useCallback } from 'react';
import { type Translate, useT } from './use-t';

/**
 * The option lists of spec section 3 (packages/contracts/src/options.ts), by the name their labels
 * go under. Stored values never change; only their labels do, from the contracts' `options` catalog:
 * `options.<list>.<value>`, e.g. `options.maritalStatus.Never Married`. Professions include the
 * mothers' 'Homemaker'; heights are formatted rather than listed (formatHeight).
 */
export const OPTION_LISTS = {
  gender: GENDERS,
  maritalStatus: MARITAL_STATUSES,
  sect: SECTS,
  madhab: MADHABS,
  education: EDUCATION_LEVELS,
  profession: [...new Set<string>([...PROFESSIONS, ...MOTHER_PROFESSIONS])],
  familyType: FAMILY_TYPES,
  religiousCommitment: RELIGIOUS_COMMITMENTS,
  familyValues: FAMILY_VALUES,
  religiousEnvironment: RELIGIOUS_ENVIRONMENTS,
  caste: CASTES,
  language: LANGUAGES,
  region: REGIONS,
  fieldOfStudy: FIELDS_OF_STUDY,
} satisfies Record<string, readonly string[]>;

export type OptionList = keyof typeof OPTION_LISTS | 'height';

const HEIGHT_PATTERN = /^(\d) ft (\d{1,2}) in$/;

/** A stored height ('5 ft 4 in') as people say it in the reader's language: '5 फ़ुट 4 इंच', '5 فٹ 4 انچ'. */
export function formatHeight(t: Translate, value: string): string {
  const match = HEIGHT_PATTERN.exec(value);
  if (!match) return value;
  return t('options.height.feetInches', { feet: Number(match[1]), inches: Number(match[2]) });
}

const isListed = (list: keyof typeof OPTION_LISTS, value: string) =>
  (OPTION_LISTS[list] as readonly string[]).includes(value);

/**
 * A stored option's label in the current language. A value outside its list (typed in before the
 * list existed, e.g. a free-text profession) is shown as written.
 */
export function optionLabel(t: Translate, list: OptionList, value: string): string {
  if (list === 'height') return formatHeight(t, value);
  return isListed(list, value) ? t(`options.${list}.${value}`) : value;
}

/** `(list, value) => label`, for select data and profile facts. */
export function useOptionLabel() {
  const t = useT();
  return useCallback((list: OptionList, value: string) => optionLabel(t, list, value), [t]);
}

/** Select data for a list: `{ value, label }` with the stored value kept. */
export function useOptionData() {
  const label = useOptionLabel();
  return useCallback(
    (list: OptionList, values: readonly string[]) => values.map((value) => ({ value, label: label(list, value) })),
    [label],
  );
}
