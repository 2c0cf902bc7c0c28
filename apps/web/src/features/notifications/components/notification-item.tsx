import { Badge, Box, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { IconArrowRight } from '@tabler/icons-react';
import { Link } from 'react-router';
import { MemberAvatar } from '../../../components/member-avatar';
import type { AppNotification } from '../derive-notifications';
import { formatWhen } from '../format-when';

/** One notification: photo or initial, name (or 'A new interest'), message, 'View interests' (spec section 2). */
export function NotificationItem({ item, isNew }: { item: AppNotification; isNew: boolean }) {
  const member = { ...item.profile, fullName: item.profile.fullName || item.title };
  return (
    <Paper
      component="li"
      withBorder
      radius="lg"
      p="md"
      bg={isNew ? 'emerald.0' : 'white'}
      style={{ borderLeft: `4px solid var(--mantine-color-${isNew ? 'emerald-7' : 'gray-3'})`, listStyle: 'none' }}
    >
      <Group wrap="nowrap" align="flex-start" gap="md">
        <MemberAvatar member={member} size={48} radius="xl" />
        <Stack gap={4} style={{ flex: 1, minWidth: 0 }}>
          <Group gap="xs" wrap="wrap">
            <Text fw={700}>{item.title}</Text>
            {isNew && (
              <Badge size="sm" color="emerald" tt="none">
                New
              </Badge>
            )}
          </Group>
          <Text>{item.message}</Text>
          <Group justify="space-between" gap="xs" mt={4}>
            <Text size="sm" c="gray.7" component="time" dateTime={item.at}>
              {formatWhen(item.at)}
            </Text>
            <Box>
              <Button
                component={Link}
                to={item.href}
                size="xs"
                variant="light"
                rightSection={<IconArrowRight size={14} />}
              >
                View interests
              </Button>
            </Box>
          </Group>
        </Stack>
      </Group>
    </Paper>
  );
}
