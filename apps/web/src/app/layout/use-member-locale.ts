import { isLocale, type Locale } from '@mithaq/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { activateLocale, currentLocale } from '../../i18n/i18n';
import { rememberLocaleChoice } from '../../i18n/locale-preference';
import { setMemberLocaleSaver } from '../../i18n/use-change-locale';
import { useT } from '../../i18n/use-t';
import { meQueryKey, useMe } from '../../lib/current-member';
import { notifyError } from '../../lib/notify';
import { updateMemberLocale } from '../../lib/update-member-locale';

/** The language saved on the member's account, as `/api/auth/me` reports it. */
function useSavedLocale(): Locale | null {
  const member = useMe().data;
  if (!member || !('locale' in member)) return null;
  return isLocale(member.locale) ? member.locale : null;
}

/**
 * A member's language follows them to every device (issue 18): the site switches to the one on
 * their account when it differs from this browser's, and a choice from the language menu is saved
 * to the account. Only a change of the saved language switches: a choice made here a moment ago
 * is not undone by the account's answer from before it.
 */
export function useMemberLocale() {
  const saved = useSavedLocale();
  const queryClient = useQueryClient();
  const t = useT();

  useEffect(() => {
    if (!saved || saved === currentLocale()) return;
    rememberLocaleChoice(saved);
    void activateLocale(saved);
  }, [saved]);

  useEffect(() => {
    setMemberLocaleSaver(async (locale) => {
      try {
        await updateMemberLocale(locale);
        await queryClient.invalidateQueries({ queryKey: meQueryKey });
      } catch {
        notifyError(t('member.locale.saveFailedTitle'), t('member.locale.saveFailed'));
      }
    });
    return () => setMemberLocaleSaver(null);
  }, [queryClient, t]);
}
