import { Button, Group, Paper, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconCrown, IconLock } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useFormat } from '../../../i18n/format';
import { useNow } from '../../../i18n/now';
import { useLocalizedPath } from '../../../i18n/use-localized-path';
import { useT } from '../../../i18n/use-t';
import { visitsPreview } from '../lib/visitors';
import classes from '../visits.module.css';

interface VisitorsPreviewProps {
  total: number;
  latest: readonly { viewedAt: string }[];
}

/**
 * A free member's view (docs/decisions/0065-coming-back.md "Who viewed me"): how many, and when the
 * latest came, on blurred cards drawn from nothing of the visitors', and the way to premium.
 */
export function VisitorsPreview({ total, latest }: VisitorsPreviewProps) {
  const t = useT();
  const format = useFormat();
  const now = useNow();
  const localized = useLocalizedPath();
  const { times, more } = visitsPreview(total, latest);
  return (
    <Stack gap="md">
      <ul className={classes.grid} aria-label={t('visits.preview.list')}>
        {times.map((viewedAt, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: two visits may share a time; the list never reorders
          <Paper key={i} component="li" withBorder radius="lg" p="md">
            <Group wrap="nowrap" align="flex-start" gap="md">
              <span className={classes.blurredPhoto} aria-hidden />
              <Stack gap={6} style={{ minWidth: 0, flex: 1 }}>
                <span className={classes.blurredLine} style={{ width: '65%' }} aria-hidden />
                <Group gap={4} wrap="nowrap">
                  <IconLock size={14} aria-hidden color="var(--mantine-color-gray-7)" />
                  <Text fz="sm" c="gray.7">
                    {t('visits.preview.hidden')}
                  </Text>
                </Group>
                <Text fz="sm" c="gray.8" component="time" dateTime={viewedAt} title={format.dateTime(viewedAt)}>
                  {t('visits.visitor.viewed', { when: format.relative(viewedAt, new Date(now)) })}
                </Text>
              </Stack>
            </Group>
          </Paper>
        ))}
      </ul>
      {more > 0 && (
        <Text fz="sm" c="gray.8">
          {t('visits.preview.more', { count: more })}
        </Text>
      )}
      <Paper bg="gold.0" p="md" radius="lg" style={{ border: '1px solid var(--mantine-color-gold-2)' }}>
        <Group wrap="nowrap" align="flex-start" gap="sm">
          <ThemeIcon color="gold.8" variant="light" radius="xl" size={40} aria-hidden>
            <IconCrown size={22} />
          </ThemeIcon>
          <Stack gap="xs" align="flex-start" style={{ minWidth: 0 }}>
            <Text component="h2" fw={700} fz="md" m={0} c="gold.9">
              {t('visits.preview.title')}
            </Text>
            <Text fz="sm" c="gray.9">
              {t('visits.preview.body')}
            </Text>
            <Button
              component={Link}
              to={localized('/premium')}
              color="gold.8"
              size="sm"
              leftSection={<IconCrown size={16} aria-hidden />}
            >
              {t('visits.preview.upgrade')}
            </Button>
          </Stack>
        </Group>
      </Paper>
    </Stack>
  );
}
