import '../../../app/styles/mantine-app';
import { Button, Container, Stack, Text, Title } from '@mantine/core';
import { localizedPath } from '@mithaq/contracts/i18n/localized-paths';
import { SITE_PATHS } from '@mithaq/contracts/site-paths';
import { useEffect } from 'react';
import { Link } from 'react-router';
import { useLocale, useT } from '../../../i18n/use-t';
import { sessionStore } from '../../../lib/session-store';

/**
 * Route /goodbye: where deleting the account lands. Public, so ending the session here (the account is
 * already gone on the server) does not bounce the member to a sign-in page mid-sentence.
 */
export function GoodbyePage() {
  const t = useT();
  const locale = useLocale();
  useEffect(() => sessionStore.setToken(null), []);
  return (
    <Container size={560} py={{ base: 48, sm: 80 }}>
      <Stack gap="md" align="flex-start">
        <Title order={1} fz={30} c="emerald.9">
          {t('settings.goodbye.title')}
        </Title>
        <Text c="gray.9">{t('settings.goodbye.deleted')}</Text>
        <Text c="gray.8" fz="sm">
          {t('settings.goodbye.kept')}
        </Text>
        <Text c="gray.9">{t('settings.goodbye.blessing')}</Text>
        <Button component={Link} to={localizedPath(locale, SITE_PATHS.home)}>
          {t('settings.goodbye.home')}
        </Button>
      </Stack>
    </Container>
  );
}
