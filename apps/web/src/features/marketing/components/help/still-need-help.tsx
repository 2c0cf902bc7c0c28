import { Box, Button, Group, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { useT } from '../../../../i18n/use-t';
import { usePagePath } from '../../lib/use-page-path';
import { StarPattern } from '../star-pattern';

/** Routes out of the FAQ: the member Support Center and the public Contact page. */
export function StillNeedHelp() {
  const t = useT();
  const pagePath = usePagePath();
  return (
    <Box
      component="section"
      aria-labelledby="more-help-title"
      pos="relative"
      bg="emerald.8"
      p={{ base: 'lg', sm: 40 }}
      mt={56}
      style={{ borderRadius: 20, overflow: 'hidden' }}
    >
      <StarPattern color="#f3d9a4" opacity={0.12} />
      <Stack pos="relative" gap="sm" align="center" ta="center">
        <Title id="more-help-title" order={2} fz={{ base: 24, sm: 28 }} c="white">
          {t('help.more.title')}
        </Title>
        <Text c="emerald.0" maw={520}>
          {t('help.more.text')}
        </Text>
        <Group justify="center" gap="sm" mt="xs">
          <Button component={Link} to="/support" color="gold.3" c="#1f2a27">
            {t('help.more.support')}
          </Button>
          <Button component={Link} to={pagePath('/contact')} variant="outline" color="white" c="white">
            {t('marketing.contactUs')}
          </Button>
        </Group>
      </Stack>
    </Box>
  );
}

/** A compact version for the desktop sidebar, so a person is one click away from any answer. */
export function TalkToUsCard() {
  const t = useT();
  const pagePath = usePagePath();
  return (
    <Box p="lg" bg="#f6efe2" style={{ borderRadius: 16, border: '1px solid #eadfca' }}>
      <Title order={2} fz="md" c="emerald.9" mb={4}>
        {t('help.talk.title')}
      </Title>
      <Text fz="sm" c="gray.7" mb="sm">
        {t('help.talk.text')}
      </Text>
      <Stack gap="xs">
        <Button component={Link} to="/support" size="sm" variant="filled">
          {t('help.talk.support')}
        </Button>
        <Button component={Link} to={pagePath('/contact')} size="sm" variant="outline" bg="white">
          {t('marketing.contactUs')}
        </Button>
      </Stack>
    </Box>
  );
}
