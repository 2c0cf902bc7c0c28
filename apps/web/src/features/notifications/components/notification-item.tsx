import { Trans } from '@lingui/react';
import { Badge, Box, Button, Group, Paper, Stack, Text } from '@mantine/core';
import type { NotificationItem as FeedItem } from '@mithaq/contracts/notifications';
import { IconArrowRight } from '@tabler/icons-react';
import { Link } from 'react-router';
import { MemberAvatar } from '../../../components/member-avatar';
import { useFormat } from '../../../i18n/format';
import { useNow } from '../../../i18n/now';
import { useT } from '../../../i18n/use-t';
import { describeNotification } from '../lib/describe-notification';
import { NotificationTypeIcon } from './notification-type-icon';

const AVATAR_SIZE = 48;

/**
 * One notification: the member's photo or initial (or the kind's icon), the name or 'A new interest',
 * the message, how long ago, and its button (spec section 2: 'View interests' for an interest).
 * New ones say so in words as well as colour.
 */
export function NotificationItem({ item, isNew }: { item: FeedItem; isNew: boolean }) {
  const t = useT();
  const format = useFormat();
  const now = useNow();
  const view = describeNotification(item, t, format);
  const title = view.name ?? t(view.titleKey);
  // Names, subjects and plans keep their own direction inside a sentence of the other script; a count stays a
  // number, for its plural.
  const values = Object.fromEntries(
    Object.entries({ ...view.values, ...(view.name ? { name: view.name } : {}) }).map(([k, v]) => [
      k,
      typeof v === 'number' ? v : <bdi key={k}>{v}</bdi>,
    ]),
  );
  return (
    <Paper
      component="li"
      withBorder
      radius="lg"
      p={{ base: 'sm', xs: 'md' }}
      bg={isNew ? 'emerald.0' : 'white'}
      style={{
        borderInlineStart: `4px solid var(--mantine-color-${isNew ? 'emerald-7' : 'gray-3'})`,
        listStyle: 'none',
      }}
    >
      <Group wrap="nowrap" align="flex-start" gap="md">
        {item.member && view.name ? (
          <MemberAvatar member={{ ...item.member, fullName: title }} size={AVATAR_SIZE} radius="xl" />
        ) : (
          <NotificationTypeIcon type={item.type} size={AVATAR_SIZE} />
        )}
        <Stack gap={4} style={{ flex: 1, minWidth: 0 }}>
          <Group gap="xs" wrap="wrap">
            <Text fw={700} dir={view.name ? 'auto' : undefined}>
              {title}
            </Text>
            {isNew && (
              <Badge size="sm" color="emerald.8" tt="none">
                {t('notifications.item.new')}
              </Badge>
            )}
          </Group>
          <Text style={{ overflowWrap: 'anywhere' }}>
            <Trans id={view.messageKey} values={values} />
          </Text>
          {view.quote && (
            <Box
              component="blockquote"
              m={0}
              py={4}
              ps="sm"
              style={{ borderInlineStart: '3px solid var(--mantine-color-gray-4)' }}
            >
              <Text size="sm" fw={600} c="gray.8">
                {t(view.quote.labelKey)}
              </Text>
              <Text size="sm" dir="auto" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                {view.quote.text}
              </Text>
            </Box>
          )}
          <Group justify="space-between" gap="xs" mt={4}>
            <Text
              size="sm"
              c="gray.7"
              component="time"
              dateTime={item.createdAt}
              title={format.dateTime(item.createdAt)}
            >
              {format.relative(item.createdAt, new Date(now))}
            </Text>
            <Button
              component={Link}
              to={view.action.to}
              size="xs"
              variant="light"
              rightSection={<IconArrowRight size={14} className="rtl-mirror" aria-hidden />}
            >
              {t(view.action.labelKey)}
            </Button>
          </Group>
        </Stack>
      </Group>
    </Paper>
  );
}
