import { Trans } from '@lingui/react';
import { Anchor, Box, Button, Card, Container, Group, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
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
import { useT } from '../../../../i18n/use-t';
import covenantStar from '../../assets/covenant-star.svg?no-inline';
import { MUTED } from '../../constants';
import { usePagePath } from '../../lib/use-page-path';
import { SectionHeading } from '../section-heading';

/**
 * Spec section 1, "Static pages": the five things the mission names, plus the privacy promise; each
 * under `about.offer.<id>` in the catalog.
 */
const OFFERINGS = [
  { id: 'verified', icon: IconShieldCheck },
  { id: 'moderation', icon: IconUsersGroup },
  { id: 'filters', icon: IconAdjustmentsHorizontal },
  { id: 'concierge', icon: IconUserHeart },
  { id: 'learning', icon: IconBook2 },
  { id: 'privacy', icon: IconLock },
];

export function MissionSection() {
  const t = useT();
  return (
    <Box component="section" aria-labelledby="mission-title" py={{ base: 48, sm: 72 }}>
      <Container size="lg">
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing={{ base: 32, md: 64 }} style={{ alignItems: 'center' }}>
          <Stack gap="md">
            <Title id="mission-title" order={2} fz={{ base: 28, sm: 34 }} c="emerald.9">
              {t('about.mission.title')}
            </Title>
            <Text fz="lg" c="gray.8" lh={1.7}>
              {t('about.mission.text')}
            </Text>
            <Text c={MUTED} lh={1.7}>
              <Trans id="about.mission.name" components={{ 0: <em /> }} />
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
  const t = useT();
  return (
    <Box component="section" aria-labelledby="offer-title" py={{ base: 48, sm: 72 }} bg="#f6efe2">
      <Container size="lg">
        <SectionHeading id="offer-title" eyebrow={t('about.offer.eyebrow')} title={t('about.offer.title')} />
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="lg">
          {OFFERINGS.map(({ id, icon: Icon }) => (
            <Card key={id} p={{ base: 'lg', sm: 'xl' }} shadow="xs" style={{ borderColor: '#eadfca' }}>
              <Group gap="md" wrap="nowrap" align="flex-start">
                <ThemeIcon size={44} radius="md" variant="light" color="emerald" aria-hidden>
                  <Icon size={24} stroke={1.8} />
                </ThemeIcon>
                <div>
                  <Title order={3} fz="lg" c="emerald.9" mb={4}>
                    {t(`about.offer.${id}.title`)}
                  </Title>
                  <Text c={MUTED}>{t(`about.offer.${id}.text`)}</Text>
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
  const t = useT();
  const pagePath = usePagePath();
  return (
    <Box component="section" aria-labelledby="team-title" pt={{ base: 48, sm: 72 }} pb={{ base: 16, sm: 40 }}>
      <Container size="md">
        <Card p={{ base: 'lg', sm: 48 }} shadow="xs" style={{ borderColor: '#eadfca' }}>
          <Stack align="center" ta="center" gap="md">
            <ThemeIcon size={56} radius="xl" color="gold.3" c="#1f2a27" aria-hidden>
              <IconWorld size={30} stroke={1.8} />
            </ThemeIcon>
            <Title id="team-title" order={2} fz={{ base: 26, sm: 32 }} c="emerald.9">
              {t('about.team.title')}
            </Title>
            <Text fz="lg" c="gray.8" maw={620} lh={1.7}>
              {t('about.team.text')}
            </Text>
            <Group justify="center" gap="sm" mt="xs">
              <Button component={Link} to={pagePath('/contact')} size="md">
                {t('marketing.contactUs')}
              </Button>
              <Button component={Link} to={pagePath('/help')} size="md" variant="outline" bg="white">
                {t('about.team.help')}
              </Button>
            </Group>
          </Stack>
        </Card>
      </Container>
    </Box>
  );
}

/**
 * Sources whose licences ask to be named: the city gazetteer is GeoNames' (CC BY 4.0), read by the
 * city fields and location search (docs/decisions/0064-finding-the-right-person.md "Where people are").
 */
export function CreditsSection() {
  const t = useT();
  return (
    <Box component="section" aria-labelledby="credits-title" pb={{ base: 40, sm: 64 }}>
      <Container size="md">
        <Stack align="center" ta="center" gap={4}>
          <Title id="credits-title" order={2} fz="md" c="emerald.9">
            {t('about.credits.title')}
          </Title>
          <Text size="sm" c={MUTED}>
            <Trans
              id="about.credits.geonames"
              components={{
                0: <Anchor href="https://www.geonames.org/" inherit />,
                1: <Anchor href="https://creativecommons.org/licenses/by/4.0/" inherit />,
              }}
            />
          </Text>
        </Stack>
      </Container>
    </Box>
  );
}
