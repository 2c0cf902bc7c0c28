import { Button, Group, List, Paper, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconCircleCheck, IconEye } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useT } from '../../../i18n/use-t';

const TIPS = ['tipPhoto', 'tipComplete', 'tipVerify', 'tipInterest'] as const;

/** Nobody in the kept days yet: what helps the right members find the profile, and where to start. */
export function VisitorsEmpty() {
  const t = useT();
  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }}>
      <Stack gap="md" align="flex-start">
        <Group wrap="nowrap" gap="md" align="center">
          <ThemeIcon size={48} radius="xl" variant="light" color="emerald" aria-hidden>
            <IconEye size={26} />
          </ThemeIcon>
          <Text component="h2" fw={700} fz="lg" m={0}>
            {t('visits.empty.title')}
          </Text>
        </Group>
        <Text c="gray.9">{t('visits.empty.intro')}</Text>
        <List
          spacing="xs"
          c="gray.9"
          icon={
            <ThemeIcon size={22} radius="xl" color="emerald.7" aria-hidden>
              <IconCircleCheck size={14} />
            </ThemeIcon>
          }
        >
          {TIPS.map((tip) => (
            <List.Item key={tip}>{t(`visits.empty.${tip}`)}</List.Item>
          ))}
        </List>
        <Group gap="sm">
          <Button component={Link} to="/profile">
            {t('visits.empty.profile')}
          </Button>
          <Button component={Link} to="/dashboard?tab=all" variant="default">
            {t('visits.empty.browse')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
