import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { setMemberLocaleSaver } from '../../i18n/use-change-locale';
import { useT } from '../../i18n/use-t';
import { meQueryKey } from '../../lib/current-member';
import { notifyError } from '../../lib/notify';
import { updateMemberLocale } from '../../lib/update-member-locale';

/**
 * A choice from the language menu is saved to the member's account (docs/decisions/0024-languages.md), so it follows
 * them to every device (`useSavedLocale` switches to it there).
 */
export function useMemberLocaleSaver() {
  const queryClient = useQueryClient();
  const t = useT();

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
