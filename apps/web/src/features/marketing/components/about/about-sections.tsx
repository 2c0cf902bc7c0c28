import { Box, Button, Card, Container, Group, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import {
  IconAdjustmentsHorizontal,
  IconBook2,
  IconLock,
  IconShieldCheck,
  IconUserHeart,
  IconUsersGroup,
  IconWorld,
} from '@tabler/icons-react';
import { Link } from 'react-router';
import covenantStar from '../../assets/covenant-star.svg';
import { MUTED } from '../../constants';
import { SectionHeading } from '../section-heading';

/** Spec section 1, "Static pages": the five things the mission names, plus the privacy promise. */
const OFFERINGS = [
  {
    title: 'Verified profiles',
    text: 'Email, phone and government ID checks, with badges that show exactly what has been confirmed.',
    icon: IconShieldCheck,
  },
  {
    title: 'Careful moderation',
    text: 'Moderators review profiles and photos before they go live and act quickly on every report.',
    icon: IconUsersGroup,
  },
  {
    title: 'Meaningful filters',
    text: 'Find members by location, profession and education, and describe the partner you hope for.',
    icon: IconAdjustmentsHorizontal,
  },
  {
    title: 'Premium concierge',
    text: 'Personal advisors who listen, suggest introductions and support you and your family.',
    icon: IconUserHeart,
  },
  {
    title: 'Learning resources',
    text: 'Practical guidance on preparing for nikah, family conversations and staying safe online.',
    icon: IconBook2,
  },
  {
    title: 'Privacy you control',
    text: 'Your contact details stay hidden until you choose to share them, and sisters can blur their photos.',
    icon: IconLock,
  },
];

export function MissionSection() {
  return (
    <Box component="section" aria-labelledby="mission-title" py={{ base: 48, sm: 72 }}>
      <Container size="lg">
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing={{ base: 32, md: 64 }} style={{ alignItems: 'center' }}>
          <Stack gap="md">
            <Title id="mission-title" order={2} fz={{ base: 28, sm: 34 }} c="emerald.9">
              Our mission
            </Title>
            <Text fz="lg" c="gray.8" lh={1.7}>
              We serve members with verified profiles, careful moderation, meaningful filters, a premium concierge and
              learning resources, so that every search on Mithaq is safe, dignified and focused on marriage.
            </Text>
            <Text c={MUTED} lh={1.7}>
              Our name comes from the Qur'an, which describes marriage as <em>mīthāqan ghalīẓā</em>, a solemn covenant
              (An-Nisa 4:21). We try to honour that trust in everything we build, from how we check profiles to how we
              protect your photos.
            </Text>
          </Stack>
          <Box maw={{ base: 220, sm: 280 }} mx="auto" w="100%">
            <img src={covenantStar} alt="" width={240} height={240} style={{ width: '100%', height: 'auto' }} />
          </Box>
        </SimpleGrid>
      </Container>
    </Box>
  );
}

export function OfferingsSection() {
  return (
    <Box component="section" aria-labelledby="offer-title" py={{ base: 48, sm: 72 }} bg="#f6efe2">
      <Container size="lg">
        <SectionHeading id="offer-title" eyebrow="What we do" title="How we serve our members" />
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="lg">
          {OFFERINGS.map(({ title, text, icon: Icon }) => (
            <Card key={title} p={{ base: 'lg', sm: 'xl' }} shadow="xs" style={{ borderColor: '#eadfca' }}>
              <Group gap="md" wrap="nowrap" align="flex-start">
                <ThemeIcon size={44} radius="md" variant="light" color="emerald" aria-hidden>
                  <Icon size={24} stroke={1.8} />
                </ThemeIcon>
                <div>
                  <Title order={3} fz="lg" c="emerald.9" mb={4}>
                    {title}
                  </Title>
                  <Text c={MUTED}>{text}</Text>
                </div>
              </Group>
            </Card>
          ))}
        </SimpleGrid>
      </Container>
    </Box>
  );
}

export function TeamSection() {
  return (
    <Box component="section" aria-labelledby="team-title" pt={{ base: 48, sm: 72 }} pb={{ base: 16, sm: 40 }}>
      <Container size="md">
        <Card p={{ base: 'lg', sm: 48 }} shadow="xs" style={{ borderColor: '#eadfca' }}>
          <Stack align="center" ta="center" gap="md">
            <ThemeIcon size={56} radius="xl" color="gold.3" c="#1f2a27" aria-hidden>
              <IconWorld size={30} stroke={1.8} />
            </ThemeIcon>
            <Title id="team-title" order={2} fz={{ base: 26, sm: 32 }} c="emerald.9">
              Our team
            </Title>
            <Text fz="lg" c="gray.8" maw={620} lh={1.7}>
              We are a remote team across India and the Gulf states: moderators, concierge advisors, support staff and
              engineers. Working across time zones is what lets us answer members around the clock.
            </Text>
            <Group justify="center" gap="sm" mt="xs">
              <Button component={Link} to="/contact" size="md">
                Contact us
              </Button>
              <Button component={Link} to="/help" size="md" variant="outline" bg="white">
                Visit the Help Center
              </Button>
            </Group>
          </Stack>
        </Card>
      </Container>
    </Box>
  );
}
