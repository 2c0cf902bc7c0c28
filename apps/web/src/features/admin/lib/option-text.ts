import { useCallback } from 'react';
import { type OptionList, useOptionLabel } from '../../../i18n/option-labels';

/**
 * A stored profile value read as its option label, or as written when it is not on the list (an
 * older profile, a mother's 'Homemaker'): staff see what the member has, never a catalog key.
 */
export function useOptionText() {
  const label = useOptionLabel();
  return useCallback(
    (list: OptionList, value: string | null | undefined): string | null => {
      if (!value) return null;
      const text = label(list, value);
      return text === `options.${list}.${value}` ? value : text;
    },
    [label],
  );
}
