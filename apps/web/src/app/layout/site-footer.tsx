import { Anchor, Box, Container, Group, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { LanguageMenu } from '../../i18n/language-menu';
import { useLocalizedPath } from '../../i18n/use-localized-path';
import { useT } from '../../i18n/use-t';

const LINKS = [
  { to: '/about', labelKey: 'app.link.about' },
  { to: '/terms', labelKey: 'app.link.terms' },
  { to: '/privacy', labelKey: 'app.link.privacy' },
  { to: '/refund', labelKey: 'app.link.refund' },
  { to: '/contact', labelKey: 'app.link.contact' },
  { to: '/help', labelKey: 'app.link.help' },
];

export function SiteFooter() {
  const t = useT();
  const localized = useLocalizedPath();
  return (
    <Box component="footer" bg="emerald.9" c="white" py="xl" mt="xl">
      <Container size="lg">
        <Stack gap="sm">
          <Group justify="space-between" align="center" gap="md">
            <Group gap="lg" component="nav" aria-label={t('app.footer.nav')}>
              {LINKS.map((l) => (
                <Anchor key={l.to} component={Link} to={localized(l.to)} c="white" size="sm">
                  {t(l.labelKey)}
                </Anchor>
              ))}
            </Group>
            <LanguageMenu onDark />
          </Group>
          <Text size="sm" c="emerald.1">
            {t('app.footer.tagline', { year: new Date().getFullYear() })}
          </Text>
        </Stack>
      </Container>
    </Box>
  );
}
