import { Box, Button, Container, Group, List, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconArrowRight, IconCheck } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useT } from '../../../../i18n/use-t';
import { useToken } from '../../../../lib/session';
import heroArch from '../../assets/hero-arch.svg';
import { MUTED } from '../../constants';
import { usePagePath } from '../../lib/use-page-path';
import { StarPattern } from '../star-pattern';

const PROMISES = ['marketing.hero.promise.reviewed', 'marketing.hero.promise.photoPrivacy', 'marketing.hero.promise.free'];

/** Landing hero: the page's h1 and the main calls to action (spec section 2, route /). */
export function HeroSection() {
  const isSignedIn = Boolean(useToken());
  const t = useT();
  const pagePath = usePagePath();
  return (
    <Box
      component="section"
      aria-labelledby="hero-title"
      pos="relative"
      style={{ overflow: 'hidden', background: 'linear-gradient(180deg, #f6efe2 0%, #fbf7f0 100%)' }}
    >
      <StarPattern color="#0b5d4b" opacity={0.06} />
      <Container size="lg" pos="relative" py={{ base: 40, sm: 64, md: 80 }}>
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing={{ base: 40, md: 64 }} style={{ alignItems: 'center' }}>
          <Stack gap="lg">
            <Text tt="uppercase" fw={700} fz="sm" c="gold.8" style={{ letterSpacing: '0.08em' }}>
              {t('marketing.hero.eyebrow')}
            </Text>
            <Title
              id="hero-title"
              order={1}
              fz={{ base: 38, sm: 50, md: 56 }}
              lh={1.08}
              c="emerald.9"
              textWrap="balance"
            >
              {t('marketing.hero.title')}
            </Title>
            <Text fz={{ base: 'md', sm: 'lg' }} c={MUTED} maw={540}>
              {t('marketing.hero.lead')}
            </Text>
            <Group gap="sm">
              {isSignedIn ? (
                <Button
                  component={Link}
                  to="/dashboard"
                  size="lg"
                  rightSection={<IconArrowRight size={18} className="rtl-mirror" />}
                >
                  {t('marketing.cta.dashboard')}
                </Button>
              ) : (
                <>
                  <Button component={Link} to={pagePath('/register')} size="lg">
                    {t('marketing.cta.register')}
                  </Button>
                  <Button component={Link} to={pagePath('/login')} size="lg" variant="outline" bg="white">
                    {t('marketing.cta.login')}
                  </Button>
                </>
              )}
            </Group>
            <List
              spacing={6}
              fz="sm"
              c="gray.8"
              icon={
                <ThemeIcon size={20} radius="xl" color="emerald.7" aria-hidden>
                  <IconCheck size={13} stroke={3} />
                </ThemeIcon>
              }
            >
              {PROMISES.map((p) => (
                <List.Item key={p}>{t(p)}</List.Item>
              ))}
            </List>
          </Stack>
          <Box ta="center" maw={{ base: 230, sm: 340, md: 460 }} mx="auto" w="100%">
            <img src={heroArch} alt="" width={420} height={470} style={{ width: '100%', height: 'auto' }} />
          </Box>
        </SimpleGrid>
      </Container>
    </Box>
  );
}
