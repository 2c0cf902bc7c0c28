import { Button, Group, Paper, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconCrown } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useT } from '../../../i18n/use-t';

/**
 * Spec section 2: free members' conversations are blurred, with 'You need a premium membership to
 * access full conversations and send replies.' and a way to the plans.
 */
export function PremiumPrompt() {
  const t = useT();
  return (
    <Paper bg="gold.0" p="md" radius="md" style={{ border: '1px solid var(--mantine-color-gold-2)' }}>
      <Group wrap="nowrap" align="flex-start" gap="sm">
        <ThemeIcon color="gold.8" variant="light" radius="xl" size={40} aria-hidden>
          <IconCrown size={22} />
        </ThemeIcon>
        <Stack gap="xs" align="flex-start" style={{ minWidth: 0 }}>
          <Text fw={600} c="gold.9">
            {t('messages.premium.prompt')}
          </Text>
          <Button component={Link} to="/premium" color="gold.8" size="sm" leftSection={<IconCrown size={16} />}>
            {t('messages.premium.upgrade')}
          </Button>
        </Stack>
      </Group>
    </Paper>
  );
}
