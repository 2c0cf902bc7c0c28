import { Switch } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { MESSAGES } from '@mithaq/contracts';
import { errorMessage } from '../../../lib/api-client';
import { useUpdateProfile } from '../api/update-profile';

/** Female owners only (spec section 2); the server serves the blurred variant, never CSS (section 4). */
export function PhotoPrivacySwitch({ isBlurred }: { isBlurred: boolean }) {
  const update = useUpdateProfile();
  const checked = update.isPending && update.variables ? Boolean(update.variables.photoBlurred) : isBlurred;
  return (
    <Switch
      label="Blur my photo for members I have not matched with"
      description="Matches always see your photo clearly."
      checked={checked}
      disabled={update.isPending}
      onChange={(e) =>
        update.mutate(
          { photoBlurred: e.currentTarget.checked },
          {
            onSuccess: () => notifications.show({ message: MESSAGES.privacyUpdated, color: 'emerald' }),
            onError: (error) =>
              notifications.show({ message: errorMessage(error, MESSAGES.privacyUpdateFailed), color: 'red' }),
          },
        )
      }
    />
  );
}
