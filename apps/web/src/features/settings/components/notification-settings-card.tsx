import { Button, Card, Divider, Skeleton, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { NOTIFICATION_KINDS, type NotificationSettings } from '@mithaq/contracts/notifications';
import { type ReactNode, useState } from 'react';
import { QueryError } from '../../../components/list-states';
import { useT } from '../../../i18n/use-t';
import { errorMessage } from '../../../lib/api-client';
import { useMe } from '../../../lib/current-member';
import { useNotificationSettings, useUpdateNotificationSettings } from '../api/notification-settings';
import { notificationSettingsChanges } from '../lib/notification-settings-changes';
import { NotificationKindRow } from './notification-kind-row';
import { QuietHoursFields } from './quiet-hours-fields';

interface NotificationSettingsCardProps {
  /**
   * 'Push notifications on this device': the subscribe/unsubscribe switch of this browser, shown
   * above the per-kind rows. Given by the settings page (a separate component of the push work).
   */
  deviceToggle?: ReactNode;
}

/**
 * Settings → Notifications (docs/decisions/0026-notifications.md): for each kind, email immediately, in a daily digest
 * or not at all, push on or off, and quiet hours. Saves only what changed.
 */
export function NotificationSettingsCard({ deviceToggle }: NotificationSettingsCardProps) {
  const t = useT();
  const settings = useNotificationSettings();
  return (
    <Card
      withBorder
      radius="lg"
      p={{ base: 'md', sm: 'lg' }}
      component="section"
      aria-labelledby="notification-settings-title"
    >
      <Stack gap="md">
        <Stack gap={4}>
          <Title order={2} id="notification-settings-title" fz="lg" c="emerald.9">
            {t('settings.notifications.title')}
          </Title>
          <Text fz="sm" c="gray.9">
            {t('settings.notifications.intro')}
          </Text>
        </Stack>
        {deviceToggle}
        {settings.isPending ? (
          <Stack gap="sm" role="status" aria-busy="true" aria-label={t('settings.notifications.loading')}>
            {NOTIFICATION_KINDS.slice(0, 4).map((kind) => (
              <Skeleton key={kind} height={52} radius="md" />
            ))}
          </Stack>
        ) : settings.isError ? (
          <QueryError query={settings} fallback={t('settings.notifications.loadFailed')} />
        ) : (
          <SettingsForm saved={settings.data} />
        )}
      </Stack>
    </Card>
  );
}

function SettingsForm({ saved }: { saved: NotificationSettings }) {
  const t = useT();
  const memberTimeZone = useMe().data?.timeZone;
  const [draft, setDraft] = useState<NotificationSettings>(saved);
  const update = useUpdateNotificationSettings();
  const changes = notificationSettingsChanges(saved, draft);
  const save = () => {
    if (!changes) return;
    update.mutate(changes, {
      onSuccess: (next) => {
        setDraft(next);
        notifications.show({ color: 'emerald', message: t('settings.notifications.saved') });
      },
    });
  };
  return (
    <Stack gap="md">
      <Stack component="ul" gap="md" p={0} m={0} aria-label={t('settings.notifications.kinds')}>
        {NOTIFICATION_KINDS.map((kind, i) => (
          <NotificationKindRow
            key={kind}
            kind={kind}
            setting={draft[kind]}
            onChange={(setting) => setDraft({ ...draft, [kind]: setting })}
            disabled={update.isPending}
            withRule={i > 0}
          />
        ))}
      </Stack>
      <Divider />
      <QuietHoursFields
        value={draft.quietHours}
        onChange={(quietHours) => setDraft({ ...draft, quietHours })}
        memberTimeZone={memberTimeZone}
        disabled={update.isPending}
      />
      {update.isError && (
        <Text role="alert" fz="sm" c="red.9">
          {errorMessage(update.error, t('settings.notifications.saveFailed'))}
        </Text>
      )}
      <Button onClick={save} loading={update.isPending} disabled={!changes} w="fit-content">
        {t('settings.notifications.save')}
      </Button>
    </Stack>
  );
}
