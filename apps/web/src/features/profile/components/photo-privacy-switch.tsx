import { Switch } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useT } from '../../../i18n/use-t';
import { errorMessage } from '../../../lib/api-client';
import { useUpdateProfile } from '../api/update-profile';

/** Female owners only (spec section 2); the server serves the blurred variant, never CSS (section 4). */
export function PhotoPrivacySwitch({ isBlurred }: { isBlurred: boolean }) {
  const t = useT();
  const update = useUpdateProfile();
  const checked = update.isPending && update.variables ? Boolean(update.variables.photoBlurred) : isBlurred;
  return (
    <Switch
      label={t('profile.privacy.blurLabel')}
      description={t('profile.privacy.blurDescription')}
      checked={checked}
      disabled={update.isPending}
      onChange={(e) =>
        update.mutate(
          { photoBlurred: e.currentTarget.checked },
          {
            onSuccess: () => notifications.show({ message: t('profile.toast.privacyUpdated'), color: 'emerald' }),
            onError: (error) =>
              notifications.show({
                message: errorMessage(error, t('profile.toast.privacyUpdateFailed')),
                color: 'red',
              }),
          },
        )
      }
    />
  );
}
