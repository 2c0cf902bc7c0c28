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

/**
 * A stored height ('5 ft 4 in', contracts HEIGHTS) in the reader's language, from
 * `options.height.feetInches` with `{feet}` and `{inches}`. Anything else (older free text) is shown as
 * written, and so is a height while the catalog lacks the message.
 */
export function formatHeight(t: Translate, value: string): string {
  const m = value.match(/^(\d) ft (\d{1,2}) in$/);
  if (!m) return value;
  const key = 'options.height.feetInches';
  const label = t(key, { feet: m[1], inches: m[2] });
  return label === key ? value : label;
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
