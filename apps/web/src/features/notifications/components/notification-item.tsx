import { Trans } from '@lingui/react';
import { Badge, Box, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { IconArrowRight } from '@tabler/icons-react';
import { Link } from 'react-router';
import { MemberAvatar } from '../../../components/member-avatar';
import { useFormat } from '../../../i18n/format';
import { useT } from '../../../i18n/use-t';
import type { AppNotification } from '../derive-notifications';

const TEXT_KEYS = {
  'interest-received': {
    noName: 'notifications.received.noName',
    named: 'notifications.received.message',
    unnamed: 'notifications.received.anonymous',
  },
  'interest-accepted': {
    noName: 'notifications.match.noName',
    named: 'notifications.match.message',
    unnamed: 'notifications.match.anonymous',
  },
} as const;

/** One notification: photo or initial, name (or 'A new interest'), message, 'View interests' (spec section 2). */
export function NotificationItem({ item, isNew }: { item: AppNotification; isNew: boolean }) {
  const t = useT();
  const format = useFormat();
  const keys = TEXT_KEYS[item.type];
  const title = item.name ?? t(keys.noName);
  const member = { ...item.profile, fullName: title };
  return (
    <Paper
      component="li"
      withBorder
      radius="lg"
      p="md"
      bg={isNew ? 'emerald.0' : 'white'}
      style={{
        borderInlineStart: `4px solid var(--mantine-color-${isNew ? 'emerald-7' : 'gray-3'})`,
        listStyle: 'none',
      }}
    >
      <Group wrap="nowrap" align="flex-start" gap="md">
        <MemberAvatar member={member} size={48} radius="xl" />
        <Stack gap={4} style={{ flex: 1, minWidth: 0 }}>
          <Group gap="xs" wrap="wrap">
            <Text fw={700} dir={item.name ? 'auto' : undefined}>
              {title}
            </Text>
            {isNew && (
              <Badge size="sm" color="emerald" tt="none">
                {t('notifications.item.new')}
              </Badge>
            )}
          </Group>
          <Text>
            {item.name ? (
              // The member's name is isolated, so an English name in an Urdu sentence keeps its place.
              <Trans id={keys.named} values={{ name: <bdi>{item.name}</bdi> }} />
            ) : (
              t(keys.unnamed)
            )}
          </Text>
          <Group justify="space-between" gap="xs" mt={4}>
            <Text size="sm" c="gray.7" component="time" dateTime={item.at} title={format.dateTime(item.at)}>
              {format.relative(item.at)}
            </Text>
            <Box>
              <Button
                component={Link}
                to={item.href}
                size="xs"
                variant="light"
                rightSection={<IconArrowRight size={14} className="rtl-mirror" />}
              >
                {t('notifications.item.view')}
              </Button>
            </Box>
          </Group>
        </Stack>
      </Group>
    </Paper>
  );
}
