import { Anchor, Card, Container, Stack, Text, Title } from '@mantine/core';
import { localizedPath } from '@mithaq/contracts/i18n/localized-paths';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useLocale, useT } from '../../../i18n/use-t';

interface AuthCardProps {
  title: string;
  subtitle: ReactNode;
  footer: { text: string; linkLabel: string; to: string };
  children: ReactNode;
}

export function AuthCard({ title, subtitle, footer, children }: AuthCardProps) {
  const locale = useLocale();
  return (
    <Container size={460} py={{ base: 'lg', sm: 48 }} px="md">
      <Card p={{ base: 'lg', sm: 'xl' }} shadow="sm">
        <Stack gap="xs" mb="lg">
          <Title order={1} fz={{ base: 26, sm: 30 }}>
            {title}
          </Title>
          <Text c="dimmed">{subtitle}</Text>
        </Stack>
        {children}
        <Text ta="center" mt="lg" size="sm">
          {footer.text}{' '}
          <Anchor component={Link} to={localizedPath(locale, footer.to)} fw={600}>
            {footer.linkLabel}
          </Anchor>
        </Text>
      </Card>
    </Container>
  );
}

/** The footer of the password pages: back to the login form. */
export function useBackToLogin() {
  const t = useT();
  return { text: t('auth.backToLogin.text'), linkLabel: t('auth.backToLogin.link'), to: '/login' };
}
