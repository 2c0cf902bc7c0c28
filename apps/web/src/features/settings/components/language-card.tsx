import { Card, Stack, Text, Title } from '@mantine/core';
import { LanguageMenu } from '../../../i18n/language-menu';
import { useT } from '../../../i18n/use-t';

/**
 * Settings → Language: the same menu as the top navigation, where members look for it. A member's
 * choice is saved on their account and follows them to every device (docs/decisions/0024-languages.md).
 */
export function LanguageCard() {
  const t = useT();
  return (
    <Card withBorder radius="lg" p={{ base: 'md', sm: 'lg' }} component="section" aria-labelledby="language-title">
      <Stack gap="sm" align="flex-start">
        <Title order={2} id="language-title" fz="lg" c="emerald.9">
          {t('settings.language.title')}
        </Title>
        <Text fz="sm" c="gray.9">
          {t('settings.language.body')}
        </Text>
        <LanguageMenu />
      </Stack>
    </Card>
  );
}
