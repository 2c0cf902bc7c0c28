import { Group, SegmentedControl, Switch, Text } from '@mantine/core';
import {
  ALWAYS_EMAILED_KINDS,
  EMAIL_FREQUENCIES,
  type EmailFrequency,
  type KindSetting,
  type NotificationKind,
  PUSH_KINDS,
} from '@mithaq/contracts/notifications';
import { IconMailCheck } from '@tabler/icons-react';
import { useT } from '../../../i18n/use-t';

interface NotificationKindRowProps {
  kind: NotificationKind;
  setting: KindSetting;
  onChange: (setting: KindSetting) => void;
  disabled: boolean;
  /** A line above the row, between it and the previous kind. */
  withRule: boolean;
}

/** Kinds named in the `notifications` catalog, beside their feed texts (the page loads it: app/page-namespaces.ts). */
const NAMED_IN_NOTIFICATIONS: readonly NotificationKind[] = ['recommendations', 'alerts'];

/** A kind's label or description: the picks and search alerts kinds in `notifications`, the others in `settings`. */
function kindTextKey(kind: NotificationKind, part: 'label' | 'description'): string {
  const catalog = NAMED_IN_NOTIFICATIONS.includes(kind) ? 'notifications' : 'settings.notifications';
  return `${catalog}.kind.${kind}.${part}`;
}

/**
 * One kind of Settings → Notifications: its email (immediately, in a daily digest, or off) and, for
 * the kinds that push, push on or off. Receipts and refunds are account records, always emailed.
 */
export function NotificationKindRow({ kind, setting, onChange, disabled, withRule }: NotificationKindRowProps) {
  const t = useT();
  const label = t(kindTextKey(kind, 'label'));
  const isAlwaysEmailed = ALWAYS_EMAILED_KINDS.includes(kind);
  return (
    <Group
      justify="space-between"
      align="center"
      wrap="wrap"
      gap="sm"
      component="li"
      pt={withRule ? 'md' : 0}
      style={{
        listStyle: 'none',
        borderBlockStart: withRule ? '1px solid var(--mantine-color-gray-3)' : undefined,
      }}
    >
      <div style={{ flex: '1 1 240px' }}>
        <Text fw={600}>{label}</Text>
        <Text fz="sm" c="gray.8">
          {t(kindTextKey(kind, 'description'))}
        </Text>
      </div>
      <Group gap="md" wrap="wrap" align="center">
        {isAlwaysEmailed ? (
          <Group gap={6} wrap="nowrap">
            <IconMailCheck size={18} color="var(--mantine-color-emerald-8)" aria-hidden />
            <Text fz="sm" c="gray.9">
              {t('settings.notifications.alwaysEmailed')}
            </Text>
          </Group>
        ) : (
          <SegmentedControl
            aria-label={t('settings.notifications.emailFor', { kind: label })}
            value={setting.email}
            onChange={(email) => onChange({ ...setting, email: email as EmailFrequency })}
            data={EMAIL_FREQUENCIES.map((value) => ({ value, label: t(`settings.notifications.email.${value}`) }))}
            disabled={disabled}
            size="sm"
            color="emerald.8"
          />
        )}
        {PUSH_KINDS.includes(kind) && (
          <Switch
            label={t('settings.notifications.push')}
            aria-label={t('settings.notifications.pushFor', { kind: label })}
            checked={setting.push}
            onChange={(e) => onChange({ ...setting, push: e.currentTarget.checked })}
            disabled={disabled}
            color="emerald.8"
          />
        )}
      </Group>
    </Group>
  );
}
