import { Button, Group, Paper, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconEye, IconEyeClosed, IconSettings } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useT } from '../../../i18n/use-t';
import { errorMessage } from '../../../lib/api-client';
import { useUpdateVisibility } from '../api/update-visibility';

/**
 * A member who hides their own visits sees no one's (reciprocal, contracts visits.ts): why, and a way
 * to show them again, after which the list is read anew.
 */
export function VisitorsHidden() {
  const t = useT();
  const update = useUpdateVisibility();
  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }}>
      <Group wrap="nowrap" align="flex-start" gap="md">
        <ThemeIcon size={44} radius="xl" variant="light" color="emerald" visibleFrom="xs" aria-hidden>
          <IconEyeClosed size={24} />
        </ThemeIcon>
        <Stack gap="xs" style={{ minWidth: 0, flex: 1 }}>
          <Text component="h2" fw={700} fz="lg" m={0} c="emerald.9">
            {t('visits.hidden.title')}
          </Text>
          <Text c="gray.9">{t('visits.hidden.body')}</Text>
          <Group gap="sm" mt={4}>
            <Button
              leftSection={<IconEye size={18} aria-hidden />}
              loading={update.isPending}
              onClick={() => update.mutate({ visitsShown: true })}
            >
              {t('visits.hidden.turnOn')}
            </Button>
            <Button
              component={Link}
              to="/settings"
              variant="default"
              leftSection={<IconSettings size={18} aria-hidden />}
            >
              {t('visits.hidden.settings')}
            </Button>
          </Group>
          {update.isError && (
            <Text role="alert" fz="sm" c="red.9">
              {errorMessage(update.error, t('visits.hidden.failed'))}
            </Text>
          )}
        </Stack>
      </Group>
    </Paper>
  );
}
