import { Box, Burger, Button, Container, Group } from '@mantine/core';
import { useDisclosure, useMediaQuery } from '@mantine/hooks';
import { lazy, Suspense, useEffect, useMemo, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { withCatalogs } from '../../i18n/i18n';
import { LanguageMenu } from '../../i18n/language-menu';
import { useLocalizedPath } from '../../i18n/use-localized-path';
import { useT } from '../../i18n/use-t';
import { afterPageLoad } from '../../lib/after-page-load';
import { useToken } from '../../lib/session';
import { isDrawnForMember, VISITOR_ONLY } from '../../lib/session-store';
import { useHydrated } from '../../lib/use-hydrated';
import { WithQueries } from '../guards';
import { Brand } from './brand';

// Signed-out visitors (most first loads) never download the member controls or the drawer.
// The member controls read the signed-in frame's texts (`member`), loaded with their code, once the
// page has loaded: their menus and unread counts are not what the page's first paint waits for
// (docs/decisions/0039-signed-in-pages-speed.md). A page the server drew for the member already shows them: hydration
// takes them over at once.
const MemberControls = lazy(() =>
  (isDrawnForMember() ? Promise.resolve() : afterPageLoad())
    .then(() => withCatalogs(() => import('./member-controls'), ['member']))
    .then((m) => ({ default: m.MemberControls })),
);
const MobileMenu = lazy(() => import('./mobile-menu').then((m) => ({ default: m.MobileMenu })));

/** Spec section 9: the mobile menu closes when the window is wider than 760 px. */
export const MOBILE_MENU_BREAKPOINT = 760;

/**
 * My Home and Matches are one page (`/dashboard`) told apart by its `tab`: which link is current is
 * decided here, on the path and the query, and links are plain links (the router's NavLink marks
 * every link to the path current, whatever its query).
 */
const MEMBER_LINKS = [
  {
    to: '/dashboard?tab=all',
    labelKey: 'app.nav.myHome',
    match: (p: string, s: string) => p === '/dashboard' && !s.includes('tab=accepted'),
  },
  {
    to: '/dashboard?tab=accepted',
    labelKey: 'app.nav.matches',
    match: (p: string, s: string) => p === '/dashboard' && s.includes('tab=accepted'),
  },
  { to: '/support', labelKey: 'app.nav.support', match: (p: string) => p === '/support' },
  { to: '/premium', labelKey: 'app.nav.premium', match: (p: string) => p === '/premium' },
];

export function TopNav() {
  const t = useT();
  const localized = useLocalizedPath();
  const token = useToken();
  const { pathname, search } = useLocation();
  const [opened, { toggle, close }] = useDisclosure(false);
  // The drawer's code loads on the first open and then stays, so it can animate closed.
  const [menuLoaded, setMenuLoaded] = useState(false);
  const isWide = useMediaQuery(`(min-width: ${MOBILE_MENU_BREAKPOINT + 1}px)`);
  const signedIn = Boolean(token);
  const hydrated = useHydrated();
  // One element for every render: the bar re-renders as the app takes a drawn page over (the media
  // query, hydration), and an update reaching the controls before React has taken them over would
  // make it throw their HTML away (and a tap already made on them) and draw them again.
  const memberControls = useMemo(
    () => (
      <Suspense fallback={null}>
        <WithQueries>
          <MemberControls />
        </WithQueries>
      </Suspense>
    ),
    [],
  );

  useEffect(() => {
    if (isWide) close();
  }, [isWide, close]);
  // Navigating closes the mobile menu.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on route change by design
  useEffect(() => close(), [pathname, search]);

  const links = signedIn
    ? MEMBER_LINKS.map((l) => ({ ...l, label: t(l.labelKey), active: l.match(pathname, search) }))
    : [];
  const openMenu = () => {
    setMenuLoaded(true);
    toggle();
  };

  return (
    <Box component="header" bg="white" style={{ borderBottom: '1px solid var(--mantine-color-gray-3)' }}>
      <Container size="lg" h={64}>
        <Group h="100%" justify="space-between" wrap="nowrap">
          <Brand to={signedIn ? '/dashboard' : localized('/')} />
          <Group gap={4} visibleFrom="md" component="nav" aria-label={t('app.nav.main')}>
            {links.map((l) => (
              <Button
                key={l.to}
                component={Link}
                to={l.to}
                variant={l.active ? 'light' : 'subtle'}
                color={l.active ? 'emerald' : 'dark'}
                aria-current={l.active ? 'page' : undefined}
              >
                {l.label}
              </Button>
            ))}
          </Group>
          <Group gap="xs" wrap="nowrap">
            <Box visibleFrom="md">
              <LanguageMenu />
            </Box>
            {signedIn ? (
              memberControls
            ) : (
              <Group gap="xs" visibleFrom="xs" {...VISITOR_ONLY}>
                <Button component={Link} to={localized('/login')} variant="subtle" color="dark">
                  {t('app.nav.login')}
                </Button>
                <Button component={Link} to={localized('/register')}>
                  {t('app.nav.register')}
                </Button>
              </Group>
            )}
            <Burger
              opened={opened}
              onClick={openMenu}
              // Static HTML until the app takes the page over: a tap then would do nothing.
              disabled={!hydrated}
              hiddenFrom="md"
              aria-label={t('app.nav.openMenu')}
              aria-expanded={opened}
              size="sm"
            />
          </Group>
        </Group>
      </Container>
      {menuLoaded ? (
        <Suspense fallback={null}>
          <MobileMenu opened={opened} onClose={close} memberLinks={signedIn ? links : null} />
        </Suspense>
      ) : null}
    </Box>
  );
}
