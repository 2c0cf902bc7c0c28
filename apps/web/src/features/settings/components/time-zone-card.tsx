import { Trans } from '@lingui/react';
import { Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { canonicalTimeZone } from '@mithaq/contracts/time-zone';
import { useMemo, useState } from 'react';
import { useT } from '../../../i18n/use-t';
import { errorMessage } from '../../../lib/api-client';
import { useMe } from '../../../lib/current-member';
import { browserTimeZone } from '../../../lib/time-zone';
import { useUpdateTimeZone } from '../api/update-time-zone';
import { timeZoneLabel } from '../lib/time-zone-options';
import { TimeZoneSelect } from './time-zone-select';

/**
 * Settings → Time zone: the member's day starts at its midnight, and with it the daily interest
 * limit (docs/decisions/0007-profiles-browse-interests-server.md "Member time zone"); a change counts for limits from
 * the member's next day (docs/decisions/0047-time-zone-changes-and-limits.md). Set from the browser at registration; a
 * member who moved, or registered before we asked, changes it here, with their device's zone one click away.
 */
export function TimeZoneCard() {
  const t = useT();
  // Shown by their IANA names: a member saved before we stored those, and Chromium, say `Asia/Calcutta`.
  const stored = useMe().data?.timeZone;
  const saved = stored && canonicalTimeZone(stored);
  const device = useMemo(() => {
    const zone = browserTimeZone();
    return zone && canonicalTimeZone(zone);
  }, []);
  const [chosen, setChosen] = useState<string | null>(null);
  const value = chosen ?? saved ?? null;
  const update = useUpdateTimeZone();
  const save = () => {
    if (!value) return;
    update.mutate(value, {
      onSuccess: () => {
        setChosen(null);
        notifications.show({ color: 'emerald', message: t('settings.timeZone.saved') });
      },
    });
  };
  const isDeviceOffered = device !== undefined && device !== value;
  return (
    <Card withBorder radius="lg" p={{ base: 'md', sm: 'lg' }} component="section" aria-labelledby="time-zone-title">
      <Stack gap="sm">
        <Title order={2} id="time-zone-title" fz="lg" c="emerald.9">
          {t('settings.timeZone.title')}
        </Title>
        <Text fz="sm" c="gray.9">
          {t('settings.timeZone.body')}
        </Text>
        <Text fz="sm" c="gray.9">
          {t('settings.timeZone.fromNextDay')}
        </Text>
        <TimeZoneSelect
          label={t('settings.timeZone.label')}
          value={value}
          onChange={setChosen}
          alsoOffer={[saved, device]}
          maw={420}
          disabled={!saved}
          error={update.isError ? errorMessage(update.error, t('settings.timeZone.saveFailed')) : undefined}
        />
        {isDeviceOffered && (
          <Group gap="xs" wrap="wrap">
            <Text fz="sm" c="gray.8">
              <Trans
                id="settings.timeZone.device"
                values={{ zone: timeZoneLabel(device) }}
                components={{ 0: <bdi dir="ltr" /> }}
              />
            </Text>
            <Button variant="subtle" size="compact-sm" onClick={() => setChosen(device)}>
              {t('settings.timeZone.useDevice')}
            </Button>
          </Group>
        )}
        <Button onClick={save} loading={update.isPending} disabled={!value || value === saved} w="fit-content">
          {t('settings.timeZone.save')}
        </Button>
      </Stack>
    </Card>
  );
}
