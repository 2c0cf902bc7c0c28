import { Trans } from '@lingui/react';
import { Anchor, Group, Stack, Switch, Text, TextInput } from '@mantine/core';
import { DEFAULT_QUIET_HOURS, type QuietHours } from '@mithaq/contracts/notifications';
import { canonicalTimeZone } from '@mithaq/contracts/time-zone';
import { useT } from '../../../i18n/use-t';
import { timeZoneLabel } from '../lib/time-zone-options';

interface QuietHoursFieldsProps {
  value: QuietHours | null;
  onChange: (value: QuietHours | null) => void;
  /** The member's own zone (Settings → Time zone): quiet hours keep it. */
  memberTimeZone: string | undefined;
  disabled: boolean;
}

/**
 * Quiet hours: no push at night, and emails wait for the morning. They are in the member's own time
 * zone, which Settings asks for once, in its Time zone card
 * (docs/decisions/0058-quiet-hours-follow-the-members-time-zone.md).
 */
export function QuietHoursFields({ value, onChange, memberTimeZone, disabled }: QuietHoursFieldsProps) {
  const t = useT();
  const zone = canonicalTimeZone(memberTimeZone ?? Intl.DateTimeFormat().resolvedOptions().timeZone);
  const turnOn = (on: boolean) => onChange(on ? { ...DEFAULT_QUIET_HOURS, timeZone: zone } : null);
  return (
    <Stack gap="sm">
      <Switch
        label={t('settings.notifications.quiet.label')}
        description={t('settings.notifications.quiet.description')}
        checked={value !== null}
        onChange={(e) => turnOn(e.currentTarget.checked)}
        disabled={disabled}
        color="emerald.8"
      />
      {value && (
        <Stack gap="xs" ps={{ base: 0, xs: 'xl' }}>
          <Group gap="sm" align="flex-start" wrap="wrap">
            <TextInput
              type="time"
              label={t('settings.notifications.quiet.start')}
              value={value.start}
              onChange={(e) => e.currentTarget.value && onChange({ ...value, start: e.currentTarget.value })}
              disabled={disabled}
              w={130}
              dir="ltr"
            />
            <TextInput
              type="time"
              label={t('settings.notifications.quiet.end')}
              value={value.end}
              onChange={(e) => e.currentTarget.value && onChange({ ...value, end: e.currentTarget.value })}
              disabled={disabled}
              w={130}
              dir="ltr"
            />
          </Group>
          <Text fz="sm" c="gray.8">
            <Trans
              id="settings.notifications.quiet.inZone"
              values={{ zone: timeZoneLabel(zone) }}
              components={{ 0: <bdi dir="ltr" />, 1: <Anchor href="#time-zone-title" fz="sm" /> }}
            />
          </Text>
        </Stack>
      )}
    </Stack>
  );
}
