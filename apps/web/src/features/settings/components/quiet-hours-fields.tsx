import { Group, Stack, Switch, TextInput } from '@mantine/core';
import { DEFAULT_QUIET_HOURS, type QuietHours } from '@mithaq/contracts';
import { useT } from '../../../i18n/use-t';
import { TimeZoneSelect } from './time-zone-select';

interface QuietHoursFieldsProps {
  value: QuietHours | null;
  onChange: (value: QuietHours | null) => void;
  /** The member's own zone: where quiet hours start when turned on. */
  memberTimeZone: string | undefined;
  disabled: boolean;
}

/** Quiet hours: no push at night, and emails wait for the morning, in the zone the member chooses. */
export function QuietHoursFields({ value, onChange, memberTimeZone, disabled }: QuietHoursFieldsProps) {
  const t = useT();
  const turnOn = (on: boolean) => {
    if (!on) return onChange(null);
    const timeZone = memberTimeZone ?? Intl.DateTimeFormat().resolvedOptions().timeZone;
    onChange({ ...DEFAULT_QUIET_HOURS, timeZone });
  };
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
        <Group gap="sm" align="flex-start" wrap="wrap" ps={{ base: 0, xs: 'xl' }}>
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
          <TimeZoneSelect
            label={t('settings.notifications.quiet.timeZone')}
            value={value.timeZone}
            onChange={(timeZone) => onChange({ ...value, timeZone })}
            alsoOffer={[memberTimeZone]}
            disabled={disabled}
            w={{ base: '100%', xs: 300 }}
          />
        </Group>
      )}
    </Stack>
  );
}
