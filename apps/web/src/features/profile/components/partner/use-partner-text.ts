import { useMemo } from 'react';
import { useLocale, useT } from '../../../../i18n/use-t';
import { type PartnerTextContext, partnerTextContext } from '../../lib/partner-text';

/** Preferences in words in the reader's language (lib/partner-text.ts). */
export function usePartnerText(): PartnerTextContext {
  const t = useT();
  const locale = useLocale();
  return useMemo(() => partnerTextContext(t, locale), [t, locale]);
}
