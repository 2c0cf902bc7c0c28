import { Button, Group, Paper, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconHeartSearch } from '@tabler/icons-react';
import { useId } from 'react';
import { Link } from 'react-router';
import { useT } from '../../../i18n/use-t';
import { EDIT_PREFERENCES_PATH } from '../paths';

/** Above My matches for a member with no preferences: what setting them does, and the way there. */
export function PreferencesInvite() {
  const t = useT();
  const titleId = useId();
  return (
    <Paper component="section" aria-labelledby={titleId} withBorder radius="md" p="md" bg="emerald.0">
      <Group wrap="nowrap" align="flex-start" gap="md">
        <ThemeIcon size={44} radius="xl" variant="light" color="emerald" visibleFrom="xs">
          <IconHeartSearch size={24} aria-hidden />
        </ThemeIcon>
        <Stack gap={6} style={{ flex: 1 }}>
          <Text id={titleId} fw={700} component="h2" fz="lg" m={0}>
            {t('browse.matches.invite.title')}
          </Text>
          <Text size="sm" c="gray.8">
            {t('browse.matches.invite.body')}
          </Text>
          <Group mt={4}>
            <Button component={Link} to={EDIT_PREFERENCES_PATH}>
              {t('browse.matches.invite.action')}
            </Button>
          </Group>
        </Stack>
      </Group>
    </Paper>
  );
}
