import '../styles/mantine-app';
import { Divider, Drawer, NavLink, Stack, Text } from '@mantine/core';
import { Link, NavLink as RouterNavLink } from 'react-router';

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
  return (
    <Drawer
      opened={opened}
      onClose={onClose}
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
        {memberLinks ? (
          memberLinks.map((l) => (
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
  );
}
