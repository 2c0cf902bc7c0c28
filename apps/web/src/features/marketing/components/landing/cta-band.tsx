import { Box, Button, Container, Group, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { useT } from '../../../../i18n/use-t';
import { useToken } from '../../../../lib/session';
import { VISITOR_ONLY } from '../../../../lib/session-store';
import { usePagePath } from '../../lib/use-page-path';
import headings from '../headings.module.css';
import { StarPattern } from '../star-pattern';

/** The closing call to action before the site footer. */
export function CtaBand() {
  const isSignedIn = Boolean(useToken());
  const t = useT();
  const pagePath = usePagePath();
  return (
    <Box component="section" aria-labelledby="cta-title" pt={{ base: 48, sm: 72 }} pb={{ base: 16, sm: 40 }}>
      <Container size="lg">
        <Box
          pos="relative"
          bg="emerald.8"
          px={{ base: 'lg', sm: 56 }}
          py={{ base: 40, sm: 56 }}
          style={{ borderRadius: 24, overflow: 'hidden' }}
        >
          <StarPattern color="#f3d9a4" opacity={0.14} size={64} />
          <Stack pos="relative" align="center" ta="center" gap="md">
            <Title
              id="cta-title"
              order={2}
              fz={{ base: 28, sm: 38 }}
              c="white"
              className={headings.snug}
              textWrap="balance"
            >
              {t('marketing.cta.title')}
            </Title>
            <Text fz={{ base: 'md', sm: 'lg' }} c="emerald.0" maw={560}>
              {t('marketing.cta.text')}
            </Text>
            <Group justify="center" gap="sm" mt="xs" w="100%">
              <Button
                component={Link}
                to={isSignedIn ? '/dashboard' : pagePath('/register')}
                size="lg"
                w={{ base: '100%', xs: 'auto' }}
                color="gold.3"
                c="#1f2a27"
                {...(isSignedIn ? {} : VISITOR_ONLY)}
              >
                {isSignedIn ? t('landing.cta.dashboard') : t('landing.cta.register')}
              </Button>
              <Button
                component={Link}
                to={pagePath('/premium')}
                size="lg"
                w={{ base: '100%', xs: 'auto' }}
                variant="outline"
                color="white"
                c="white"
              >
                {t('marketing.cta.premium')}
              </Button>
            </Group>
          </Stack>
        </Box>
      </Container>
    </Box>
  );
}
