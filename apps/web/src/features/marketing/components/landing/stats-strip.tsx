import { Box, Container, SimpleGrid, Text, VisuallyHidden } from '@mantine/core';
import { useT } from '../../../../i18n/use-t';

/** Spec section 1, "Landing claims": each figure and its label, in the `marketing` catalog. */
const STATS = ['members', 'countries', 'verified', 'matched'] as const;

export function StatsStrip() {
  const t = useT();
  return (
    <Box component="section" aria-labelledby="stats-title" bg="white" style={{ borderBlock: '1px solid #eadfca' }}>
      <VisuallyHidden>
        <h2 id="stats-title">{t('marketing.stats.title')}</h2>
      </VisuallyHidden>
      <Container size="lg" py={{ base: 'xl', sm: 40 }}>
        <SimpleGrid
          component="ul"
          cols={{ base: 2, sm: 4 }}
          spacing={{ base: 'lg', sm: 'xl' }}
          verticalSpacing="xl"
          m={0}
          p={0}
          style={{ listStyle: 'none' }}
        >
          {STATS.map((stat) => (
            <Box component="li" key={stat} ta="center">
              <Text component="strong" display="block" fz={{ base: 30, sm: 40 }} fw={700} lh={1.1} c="emerald.7">
                {t(`marketing.stats.${stat}.value`)}
              </Text>
              <Text component="span" display="block" mt={4} fz={{ base: 'sm', sm: 'md' }} c="gray.7">
                {t(`marketing.stats.${stat}.label`)}
              </Text>
            </Box>
          ))}
        </SimpleGrid>
      </Container>
    </Box>
  );
}
