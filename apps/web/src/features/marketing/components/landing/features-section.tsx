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
import { MUTED } from '../../constants';
import { SectionHeading } from '../section-heading';

interface Feature {
  title: string;
  text: string;
  icon: ComponentType<{ size?: number; stroke?: number }>;
}

const FEATURES: Feature[] = [
  {
    title: 'Manual profile verification',
    text: 'Our moderators review every profile, photo and ID by hand, so you meet real people with honest intentions.',
    icon: IconShieldCheck,
  },
  {
    title: 'Photo privacy and blur',
    text: 'Photos are approved before anyone sees them, and sisters can blur their photos until they are ready.',
    icon: IconEyeOff,
  },
  {
    title: 'Filters that matter',
    text: 'Search by location, profession and education, and set partner preferences for faith and family.',
    icon: IconAdjustmentsHorizontal,
  },
  {
    title: 'Premium concierge',
    text: 'Premium members can ask a personal advisor for thoughtful introductions and guidance along the way.',
    icon: IconUserHeart,
  },
  {
    title: '24/7 support',
    text: 'A real team is on hand day and night for account help, safety concerns and reports.',
    icon: IconHeadset,
  },
  {
    title: 'Learning resources',
    text: 'Guides on preparing for nikah, talking with families and staying safe when you meet someone new.',
    icon: IconBook2,
  },
];

export function FeaturesSection() {
  return (
    <Box component="section" aria-labelledby="features-title" py={{ base: 56, sm: 80 }}>
      <Container size="lg">
        <SectionHeading
          id="features-title"
          eyebrow="Why Mithaq"
          title="Everything you need for a respectful search"
          description="Built around Islamic values of modesty, honesty and family, with the safeguards you would expect."
        />
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="lg">
          {FEATURES.map(({ title, text, icon: Icon }) => (
            <Card
              key={title}
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
                    {title}
                  </Title>
                  <Text c={MUTED}>{text}</Text>
                </div>
              </Flex>
            </Card>
          ))}
        </SimpleGrid>
      </Container>
    </Box>
  );
}
