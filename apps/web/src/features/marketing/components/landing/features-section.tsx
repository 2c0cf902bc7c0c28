import { Box, Card, Container, Flex, SimpleGrid, Text, ThemeIcon, Title } from '@mantine/core';
import {
  IconAdjustmentsHorizontal,
  IconBook2,
  IconEyeOff,
  IconHeadset,
  IconShieldCheck,
  IconUserHeart,
} from '@tabler/icons-react';
import type { ComponentType } from 'react';
import { useT } from '../../../../i18n/use-t';
import { MUTED } from '../../constants';
import { SectionHeading } from '../section-heading';

interface Feature {
  /** Under `marketing.features.<id>` in the catalog: `.title` and `.text`. */
  id: string;
  icon: ComponentType<{ size?: number; stroke?: number }>;
}

const FEATURES: Feature[] = [
  { id: 'verification', icon: IconShieldCheck },
  { id: 'photoPrivacy', icon: IconEyeOff },
  { id: 'filters', icon: IconAdjustmentsHorizontal },
  { id: 'concierge', icon: IconUserHeart },
  { id: 'support', icon: IconHeadset },
  { id: 'learning', icon: IconBook2 },
];

export function FeaturesSection() {
  const t = useT();
  return (
    <Box component="section" aria-labelledby="features-title" py={{ base: 56, sm: 80 }}>
      <Container size="lg">
        <SectionHeading
          id="features-title"
          eyebrow={t('marketing.features.eyebrow')}
          title={t('marketing.features.title')}
          description={t('marketing.features.description')}
        />
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="lg">
          {FEATURES.map(({ id, icon: Icon }) => (
            <Card
              key={id}
              component="article"
              p={{ base: 'lg', sm: 'xl' }}
              shadow="xs"
              style={{ borderColor: '#eadfca' }}
            >
              <Flex direction={{ base: 'row', sm: 'column' }} gap="md" align="flex-start">
                <ThemeIcon size={48} radius="md" variant="light" color="emerald" aria-hidden style={{ flexShrink: 0 }}>
                  <Icon size={26} stroke={1.8} />
                </ThemeIcon>
                <div>
                  <Title order={3} fz="lg" mb={6} c="emerald.9">
                    {t(`marketing.features.${id}.title`)}
                  </Title>
                  <Text c={MUTED}>{t(`marketing.features.${id}.text`)}</Text>
                </div>
              </Flex>
            </Card>
          ))}
        </SimpleGrid>
      </Container>
    </Box>
  );
}
