import { useMemo } from 'react';
import { useLocale, useT } from '../i18n/use-t';
import { type PartnerTextContext, partnerTextContext } from './partner-text';

/** Partner preferences in words in the reader's language (partner-text.ts): the member's profile and the staff's. */
export function usePartnerText(): PartnerTextContext {
  const t = useT();
  const locale = useLocale();
  return useMemo(() => partnerTextContext(t, locale), [t, locale]);
}
