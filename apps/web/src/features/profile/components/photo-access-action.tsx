import { Button, Group, Stack, Text } from '@mantine/core';
import type { ViewedProfile } from '@mithaq/contracts/profiles-api';
import { IconCheck, IconEye } from '@tabler/icons-react';
import { useT } from '../../../i18n/use-t';
import { errorMessage } from '../../../lib/api-client';
import { useAskPhotoAccess } from '../api/ask-photo-access';

/**
 * On a profile whose photo the viewer is shown blurred: 'Ask to see photos', then 'Requested' (a
 * decline is silent, so it stays so until she shares them or 30 days pass; docs/decisions/0030-photo-access.md).
 */
export function PhotoAccessAction({ profile }: { profile: ViewedProfile }) {
  const t = useT();
  const ask = useAskPhotoAccess(profile._id);
  const state = profile.relationship.photoAccess;
  if (state !== 'can-ask' && state !== 'requested') return null;
  const isRequested = state === 'requested' || ask.isSuccess;
  return (
    <Stack gap={4}>
      <Group gap="sm" wrap="wrap">
        {isRequested ? (
          <Button variant="light" color="gray.8" leftSection={<IconCheck size={18} aria-hidden />} disabled>
            {t('profile.photoAccess.requested')}
          </Button>
        ) : (
          <Button
            variant="outline"
            leftSection={<IconEye size={18} aria-hidden />}
            loading={ask.isPending}
            onClick={() => ask.mutate()}
          >
            {t('profile.photoAccess.ask')}
          </Button>
        )}
        <Text size="sm" c="gray.8">
          {t(isRequested ? 'profile.photoAccess.requestedHint' : 'profile.photoAccess.blurredHint')}
        </Text>
      </Group>
      {ask.isError ? (
        <Text role="alert" size="sm" c="red.9">
          {errorMessage(ask.error, t('profile.photoAccess.failed'))}
        </Text>
      ) : null}
    </Stack>
  );
}
