import { isLocale, type Locale } from '@mithaq/contracts';
import { useEffect } from 'react';
import { activateLocale, currentLocale } from '../i18n/i18n';
import { rememberLocaleChoice } from '../i18n/locale-preference';
import { useMe } from '../lib/current-member';

/** The language saved on the member's account, as `/api/auth/me` reports it. */
function useAccountLocale(): Locale | null {
  const member = useMe().data;
  if (!member || !('locale' in member)) return null;
  return isLocale(member.locale) ? member.locale : null;
}

/**
 * A member's language follows them to every device (issue 18): the site switches to the one on
 * their account as soon as the member check answers, before the page is drawn further. Only a
 * change of the saved language switches: a choice made here a moment ago is not undone by the
 * account's answer from before it.
 */
export function useSavedLocale() {
  const saved = useAccountLocale();
  useEffect(() => {
    if (!saved || saved === currentLocale()) return;
    rememberLocaleChoice(saved);
    void activateLocale(saved);
  }, [saved]);
}
