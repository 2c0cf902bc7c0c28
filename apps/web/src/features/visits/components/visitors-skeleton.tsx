import { Group, Paper, Skeleton, Stack } from '@mantine/core';
import { useT } from '../../../i18n/use-t';
import classes from '../visits.module.css';

const PLACEHOLDERS = 6;

/** The shape of the list while it loads, so nothing jumps when the visitors come. */
export function VisitorsSkeleton() {
  const t = useT();
  return (
    <div role="status" aria-busy="true" aria-label={t('visits.page.loading')}>
      <div className={classes.grid}>
        {Array.from({ length: PLACEHOLDERS }, (_, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: fixed placeholders that never reorder
          <Paper key={i} withBorder radius="lg" p="md" aria-hidden>
            <Group wrap="nowrap" align="flex-start" gap="md">
              <Skeleton circle height={56} />
              <Stack gap={8} style={{ flex: 1 }}>
                <Skeleton height={14} width="55%" radius="xl" />
                <Skeleton height={12} width="70%" radius="xl" />
                <Skeleton height={12} width="40%" radius="xl" />
              </Stack>
            </Group>
          </Paper>
        ))}
      </div>
    </div>
  );
}
