import '../styles/mantine-app';
import { Divider, Drawer, NavLink, Stack, Text } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { Link } from 'react-router';
import { LanguageMenu } from '../../i18n/language-menu';
import { useLocalizedPath } from '../../i18n/use-localized-path';
import { useT } from '../../i18n/use-t';

// Signed-out visitors never download the member's counts (nor the query cache they come from).
const MemberMenuLinks = lazy(() => import('./member-menu-links').then((m) => ({ default: m.MemberMenuLinks })));

export interface MobileMenuLink {
  to: string;
  label: string;
  active: boolean;
}

interface MobileMenuProps {
  opened: boolean;
  onClose: () => void;
  /** The member's links; none when signed out (then Login and Register show instead). */
  memberLinks: MobileMenuLink[] | null;
}

/** The menu drawer on narrow screens (spec section 9). Loaded the first time the burger opens it. */
export function MobileMenu({ opened, onClose, memberLinks }: MobileMenuProps) {
  const t = useT();
  const localized = useLocalizedPath();
  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      title={
        <Text component="span" fw={700}>
          {t('app.menu.title')}
        </Text>
      }
      position="right"
      size="xs"
      closeButtonProps={{ 'aria-label': t('app.menu.close') }}
    >
      <Stack gap={4} component="nav" aria-label={t('app.menu.nav')}>
        {memberLinks ? (
          <>
            {memberLinks.map((l) => (
              <NavLink
                key={l.to}
                component={Link}
                to={l.to}
                label={l.label}
                active={l.active}
                aria-current={l.active ? 'page' : undefined}
              />
            ))}
            <Divider my="sm" />
            <Suspense fallback={null}>
              <MemberMenuLinks />
            </Suspense>
          </>
        ) : (
          <>
            <NavLink component={Link} to={localized('/login')} label={t('app.nav.login')} />
            <NavLink component={Link} to={localized('/register')} label={t('app.nav.register')} />
          </>
        )}
        <Divider my="sm" />
        <NavLink component={Link} to={localized('/about')} label={t('app.link.about')} />
        <NavLink component={Link} to={localized('/help')} label={t('app.link.help')} />
        <NavLink component={Link} to={localized('/contact')} label={t('app.link.contact')} />
        <Divider my="sm" />
        <LanguageMenu />
      </Stack>
    </Drawer>
  );
}
