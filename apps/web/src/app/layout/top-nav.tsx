import { Box, Burger, Button, Container, Divider, Drawer, Group, NavLink, Stack, Text } from '@mantine/core';
import { useDisclosure, useMediaQuery } from '@mantine/hooks';
import { IconBell, IconMessageCircle } from '@tabler/icons-react';
import { useEffect } from 'react';
import { Link, NavLink as RouterNavLink, useLocation } from 'react-router';
import { useMe } from '../../lib/current-member';
import { useToken } from '../../lib/session';
import { Brand } from './brand';
import { NavIconLink } from './nav-icon-link';
import { ProfileMenu } from './profile-menu';

/** Spec section 9: the mobile menu closes when the window is wider than 760 px. */
export const MOBILE_MENU_BREAKPOINT = 760;

const MEMBER_LINKS = [
  {
    to: '/dashboard?tab=all',
    label: 'My Home',
    match: (p: string, s: string) => p === '/dashboard' && !s.includes('tab=accepted'),
  },
  {
    to: '/dashboard?tab=accepted',
    label: 'Matches',
    match: (p: string, s: string) => p === '/dashboard' && s.includes('tab=accepted'),
  },
  { to: '/support', label: 'Support', match: (p: string) => p === '/support' },
  { to: '/premium', label: 'Premium', match: (p: string) => p === '/premium' },
];

interface TopNavProps {
  unreadMessages: number;
  unreadNotifications: number;
}

export function TopNav({ unreadMessages, unreadNotifications }: TopNavProps) {
  const token = useToken();
  const me = useMe();
  const { pathname, search } = useLocation();
  const [opened, { toggle, close }] = useDisclosure(false);
  const isWide = useMediaQuery(`(min-width: ${MOBILE_MENU_BREAKPOINT + 1}px)`);
  const member = token ? me.data : undefined;

  useEffect(() => {
    if (isWide) close();
  }, [isWide, close]);
  // Navigating closes the mobile menu.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on route change by design
  useEffect(() => close(), [pathname, search]);

  const links = member ? MEMBER_LINKS.map((l) => ({ ...l, active: l.match(pathname, search) })) : [];

  return (
    <Box component="header" bg="white" style={{ borderBottom: '1px solid var(--mantine-color-gray-3)' }}>
      <Container size="lg" h={64}>
        <Group h="100%" justify="space-between" wrap="nowrap">
          <Brand to={token ? '/dashboard' : '/'} />
          <Group gap={4} visibleFrom="md" component="nav" aria-label="Main">
            {links.map((l) => (
              <Button
                key={l.to}
                component={RouterNavLink}
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
            {member ? (
              <>
                <NavIconLink
                  to="/messages"
                  label="Messages"
                  count={unreadMessages}
                  icon={<IconMessageCircle size={22} />}
                />
                <NavIconLink
                  to="/notifications"
                  label="Notifications"
                  count={unreadNotifications}
                  icon={<IconBell size={22} />}
                />
                <ProfileMenu member={member} />
              </>
            ) : (
              <Group gap="xs" visibleFrom="xs">
                <Button component={Link} to="/login" variant="subtle" color="dark">
                  Login
                </Button>
                <Button component={Link} to="/register">
                  Register Free
                </Button>
              </Group>
            )}
            <Burger
              opened={opened}
              onClick={toggle}
              hiddenFrom="md"
              aria-label="Open menu"
              aria-expanded={opened}
              size="sm"
            />
          </Group>
        </Group>
      </Container>
      <Drawer
        opened={opened}
        onClose={close}
        title={
          <Text component="span" fw={700}>
            Menu
          </Text>
        }
        position="right"
        size="xs"
        closeButtonProps={{ 'aria-label': 'Close menu' }}
      >
        <Stack gap={4} component="nav" aria-label="Mobile">
          {member ? (
            links.map((l) => (
              <NavLink key={l.to} component={RouterNavLink} to={l.to} label={l.label} active={l.active} />
            ))
          ) : (
            <>
              <NavLink component={Link} to="/login" label="Login" />
              <NavLink component={Link} to="/register" label="Register Free" />
            </>
          )}
          <Divider my="sm" />
          <NavLink component={Link} to="/about" label="About" />
          <NavLink component={Link} to="/help" label="Help" />
          <NavLink component={Link} to="/contact" label="Contact" />
        </Stack>
      </Drawer>
    </Box>
  );
}
