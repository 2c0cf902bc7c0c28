import { Button, Card, Group, Select, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { TIME_ZONE_MESSAGES } from '@mithaq/contracts';
import { IconClock } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { errorMessage } from '../../../lib/api-client';
import { useMe } from '../../../lib/current-member';
import { browserTimeZone } from '../../../lib/time-zone';
import { useUpdateTimeZone } from '../api/update-time-zone';
import { timeZoneLabel, timeZoneOptions } from '../lib/time-zone-options';

/**
 * Settings → Time zone: the member's day starts at its midnight, and with it the daily interest
 * limit (docs/decisions.md "Member time zone"). Set from the browser at registration; a member who
 * moved, or registered before we asked, changes it here, with their device's zone one click away.
 */
export function TimeZoneCard() {
  const saved = useMe().data?.timeZone;
  const device = useMemo(browserTimeZone, []);
  const [chosen, setChosen] = useState<string | null>(null);
  const value = chosen ?? saved ?? null;
  const options = useMemo(() => timeZoneOptions([saved, device]), [saved, device]);
  const update = useUpdateTimeZone();
  const save = () => {
    if (!value) return;
    update.mutate(value, {
      onSuccess: () => {
        setChosen(null);
        notifications.show({ color: 'emerald', message: TIME_ZONE_MESSAGES.saved });
      },
    });
  };
  const isDeviceOffered = device !== undefined && device !== value;
  return (
    <Card withBorder radius="lg" p={{ base: 'md', sm: 'lg' }} component="section" aria-labelledby="time-zone-title">
      <Stack gap="sm">
        <Title order={2} id="time-zone-title" fz="lg" c="emerald.9">
          Time zone
        </Title>
        <Text fz="sm" c="gray.9">
          Your day starts at midnight in this time zone. The daily limit on the interests you send resets then.
        </Text>
        <Select
          label="Time zone"
          data={options}
          value={value}
          onChange={setChosen}
          searchable
          allowDeselect={false}
          nothingFoundMessage="No time zone by that name"
          leftSection={<IconClock size={18} aria-hidden />}
          maw={420}
          disabled={!saved}
          error={update.isError ? errorMessage(update.error, TIME_ZONE_MESSAGES.saveFailed) : undefined}
        />
        {isDeviceOffered && (
          <Group gap="xs" wrap="wrap">
            <Text fz="sm" c="gray.8">
              This device is set to {timeZoneLabel(device)}.
            </Text>
            <Button variant="subtle" size="compact-sm" onClick={() => setChosen(device)}>
              Use this time zone
            </Button>
          </Group>
        )}
        <Button onClick={save} loading={update.isPending} disabled={!value || value === saved} w="fit-content">
          Save time zone
        </Button>
      </Stack>
    </Card>
  );
}
