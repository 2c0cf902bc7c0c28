import { Trans } from '@lingui/react';
import { Anchor, Button, Container, Group, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { useLocalizedPath } from '../i18n/use-localized-path';
import { useT } from '../i18n/use-t';

/**
 * Any address no page has: the router's catch-all, and prerendered for the server's 404 answer
 * (scripts/prerender.ts), so a mistyped link reads the same with or without the app running.
 */
export function NotFoundPage() {
  const t = useT();
  const localized = useLocalizedPath();
  return (
    <Container size="sm" py={{ base: 56, sm: 96 }}>
      <Stack align="center" ta="center" gap="md">
        <Text fw={800} fz={72} lh={1} c="emerald.8" aria-hidden="true">
          404
        </Text>
        <Title order={1}>{t('app.title.notFound')}</Title>
        <Text c="gray.7" maw={460}>
          {t('app.notFound.body')}
        </Text>
        <Group justify="center" gap="sm" mt="xs">
          <Button component={Link} to={localized('/')}>
            {t('app.notFound.home')}
          </Button>
          <Button component={Link} to="/dashboard" variant="outline">
            {t('app.notFound.browse')}
          </Button>
        </Group>
        <Text size="sm" c="gray.7">
          <Trans
            id="app.notFound.elsewhere"
            components={{
              0: <Anchor component={Link} to={localized('/help')} fz="inherit" fw={600} />,
              1: <Anchor component={Link} to={localized('/contact')} fz="inherit" fw={600} />,
            }}
          />
        </Text>
      </Stack>
    </Container>
  );
}
