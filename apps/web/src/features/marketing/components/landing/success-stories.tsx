import { Box, Container, ThemeIcon } from '@mantine/core';
import { IconHeartHandshake } from '@tabler/icons-react';
import { useT } from '../../../../i18n/use-t';
import { SectionHeading } from '../section-heading';

/**
 * Spec section 1, "Success stories", without invented couples: a story appears only when a couple who met
 * on Mithaq shares it, both agreeing; until there is one the section says so
 * (docs/decisions/0069-landing-claims-without-invented-figures.md).
 */
export function SuccessStories() {
  const t = useT();
  return (
    <Box
      component="section"
      aria-labelledby="stories-title"
      pt={{ base: 48, sm: 72 }}
      pb={{ base: 16, sm: 32 }}
      bg="#f6efe2"
    >
      <Container size="md" ta="center">
        <ThemeIcon size={56} radius="xl" color="gold.3" c="#1f2a27" mb="md" aria-hidden>
          <IconHeartHandshake size={30} stroke={1.6} />
        </ThemeIcon>
        <SectionHeading
          id="stories-title"
          eyebrow={t('marketing.stories.eyebrow')}
          title={t('marketing.stories.title')}
          description={t('marketing.stories.description')}
        />
      </Container>
    </Box>
  );
}
