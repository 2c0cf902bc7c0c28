import { Group, Paper, Skeleton, Stack } from '@mantine/core';
import { useT } from '../../../i18n/use-t';

const PLACEHOLDERS = 3;

/** The shape of the list while it loads, so nothing jumps when the items come. */
export function NotificationSkeletons() {
  const t = useT();
  return (
    <Stack gap="sm" role="status" aria-busy="true" aria-label={t('notifications.loading')}>
      {Array.from({ length: PLACEHOLDERS }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: fixed placeholders that never reorder
        <Paper key={i} withBorder radius="lg" p="md" aria-hidden>
          <Group wrap="nowrap" align="flex-start" gap="md">
            <Skeleton circle height={48} />
            <Stack gap={8} style={{ flex: 1 }}>
              <Skeleton height={14} width="40%" radius="xl" />
              <Skeleton height={12} width="85%" radius="xl" />
              <Skeleton height={12} width="25%" radius="xl" />
            </Stack>
          </Group>
        </Paper>
      ))}
    </Stack>
  );
}
