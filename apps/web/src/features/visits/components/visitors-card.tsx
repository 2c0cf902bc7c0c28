import { Button, Group, Paper, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconUsers } from '@tabler/icons-react';
import { useId } from 'react';
import { Link } from 'react-router';
import { useT } from '../../../i18n/use-t';
import { useVisitors } from '../api/get-visitors';

/**
 * The dashboard's "N people viewed your profile", linking to Who viewed me. Loaded after the
 * dashboard's first download (its budget, bench/bundle/budget.ts), with as few files of its own as it
 * can: its icon is one the dashboard already has. Shown only when someone came.
 */
export function VisitorsCard() {
  const t = useT();
  const titleId = useId();
  const first = useVisitors().data?.pages[0];
  // Nothing while nobody came, or while the member hides their own visits (then the page says why).
  const count = first && first.view !== 'hidden' ? first.total : 0;
  if (count === 0) return null;
  return (
    <Paper component="section" aria-labelledby={titleId} withBorder radius="md" p="sm" mb="lg">
      <Group justify="space-between" gap="sm">
        <Group wrap="nowrap" gap="sm" style={{ minWidth: 0 }}>
          <ThemeIcon size={36} radius="xl" variant="light" color="emerald" aria-hidden>
            <IconUsers size={20} />
          </ThemeIcon>
          <Stack gap={0} style={{ minWidth: 0 }}>
            <Text id={titleId} fw={700}>
              {t('visits.card.title', { count })}
            </Text>
            <Text size="sm" c="gray.7">
              {t('visits.card.body')}
            </Text>
          </Stack>
        </Group>
        <Button component={Link} to="/profile/visitors" size="sm" variant="light">
          {t('visits.card.action')}
        </Button>
      </Group>
    </Paper>
  );
}
