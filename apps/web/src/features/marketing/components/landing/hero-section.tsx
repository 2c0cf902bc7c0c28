import { Box, Button, Container, Group, Stack, Text } from '@mantine/core';
import { localizedPath } from '@mithaq/contracts/i18n/localized-paths';
import { Link } from 'react-router';
import { useLocale, useT } from '../../../../i18n/use-t';
import { useToken } from '../../../../lib/session';
import { VISITOR_ONLY } from '../../../../lib/session-store';
import heroArch from '../../assets/hero-arch.svg?no-inline';
import headings from '../headings.module.css';
import classes from './hero.module.css';

/**
 * Tabler's check and arrow, drawn inline: the icon library's shared renderer would otherwise join the
 * first download of `/` for two glyphs (bench/bundle/budget.ts).
 */
function Glyph({ path, size, stroke, className }: { path: string; size: number; stroke: number; className?: string }) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={stroke}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden
      className={className}
    >
      <path d={path} />
    </svg>
  );
}
const CHECK = 'M5 12l5 5l10 -10';
const ARROW_RIGHT = 'M5 12l14 0M13 18l6 -6M13 6l6 6';

const PROMISES = ['landing.hero.promise.reviewed', 'landing.hero.promise.photoPrivacy', 'landing.hero.promise.free'];

/**
 * Landing hero: the page's h1 and the main calls to action (spec section 2, route /). The h1 is a
 * Text, not a Title: Title's code would join the first download of `/` (bench/bundle/budget.ts), and
 * the frame draws none.
 */
export function HeroSection() {
  const isSignedIn = Boolean(useToken());
  const t = useT();
  // usePagePath (../../lib) and MUTED (../../constants) written out: their shared chunk would be
  // one more file in the first download of `/` (bench/bundle/budget.ts).
  const locale = useLocale();
  const pagePath = (path: string) => localizedPath(locale, path);
  return (
    <Box component="section" aria-labelledby="hero-title" pos="relative" className={classes.hero}>
      <Container size="lg" pos="relative" py={{ base: 40, sm: 64, md: 80 }}>
        <div className={classes.heroGrid}>
          <Stack gap="lg">
            <Text tt="uppercase" fw={700} fz="sm" c="gold.8" style={{ letterSpacing: '0.08em' }}>
              {t('landing.hero.eyebrow')}
            </Text>
            <Text
              component="h1"
              ff="heading"
              fw={700}
              id="hero-title"
              fz={{ base: 38, sm: 50, md: 56 }}
              className={headings.hero}
              c="emerald.9"
              style={{ textWrap: 'balance' }}
            >
              {t('landing.hero.title')}
            </Text>
            <Text fz={{ base: 'md', sm: 'lg' }} c="gray.7" maw={540}>
              {t('landing.hero.lead')}
            </Text>
            <Group gap="sm">
              {isSignedIn ? (
                <Button
                  component={Link}
                  to="/dashboard"
                  size="lg"
                  rightSection={<Glyph path={ARROW_RIGHT} size={18} stroke={2} className="rtl-mirror" />}
                >
                  {t('landing.cta.dashboard')}
                </Button>
              ) : (
                <>
                  <Button component={Link} to={pagePath('/register')} size="lg" {...VISITOR_ONLY}>
                    {t('landing.cta.register')}
                  </Button>
                  <Button
                    component={Link}
                    to={pagePath('/login')}
                    size="lg"
                    variant="outline"
                    bg="white"
                    {...VISITOR_ONLY}
                  >
                    {t('landing.cta.login')}
                  </Button>
                </>
              )}
            </Group>
            <ul className={classes.promises}>
              {PROMISES.map((p) => (
                <li key={p} className={classes.promise}>
                  <span className={classes.check} aria-hidden>
                    <Glyph path={CHECK} size={13} stroke={3} />
                  </span>
                  {t(p)}
                </li>
              ))}
            </ul>
          </Stack>
          <Box ta="center" maw={{ base: 230, sm: 340, md: 460 }} mx="auto" w="100%">
            <img src={heroArch} alt="" width={420} height={470} style={{ width: '100%', height: 'auto' }} />
          </Box>
        </div>
      </Container>
    </Box>
  );
}
