import { useCallback } from 'react';
import { type Translate, useT } from './use-t';

/**
 * The option lists of spec section 3 (packages/contracts/src/options.ts). Stored values never
 * change; only their labels do, from the contracts' `options` catalog: `options.<list>.<value>`,
 * e.g. `options.maritalStatus.Never Married`.
 */
export type OptionList =
  | 'gender'
  | 'maritalStatus'
  | 'sect'
  | 'madhab'
  | 'education'
  | 'profession'
  | 'familyType'
  | 'religiousCommitment'
  | 'familyValues'
  | 'religiousEnvironment'
  | 'caste'
  | 'language'
  | 'region'
  | 'fieldOfStudy';

/** A stored option's label in the current language; heights read as feet and inches in every language. */
export function optionLabel(t: Translate, list: OptionList, value: string): string {
  return t(`options.${list}.${value}`);
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
