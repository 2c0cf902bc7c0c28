import { Avatar, Group, Menu, RingProgress, Stack, Text, UnstyledButton } from '@mantine/core';
import { profileCompleteness } from '@mithaq/contracts/completeness';
import { initialsOf } from '@mithaq/contracts/initials';
import type { Member } from '@mithaq/contracts/profile';
import { TRUST_CHECKS, trustCheckCount } from '@mithaq/contracts/trust-checks';
import { IconEye, IconHelp, IconLogout, IconSettings, IconShieldCheck, IconUser } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useLogout } from '../../features/auth/api/logout';
import { useLocalizedPath } from '../../i18n/use-localized-path';
import { type Translate, useT } from '../../i18n/use-t';

/**
 * How many of the trust checks are done: the same count, from the same checks, as the shield on the
 * member's own profile (contracts trust-checks.ts; docs/decisions/0032-trust-badges.md).
 */
function verificationSummary(member: Member, t: Translate): string {
  const done = trustCheckCount(member.trust);
  const total = TRUST_CHECKS.length;
  return done === total ? t('member.menu.allVerified') : t('member.menu.verificationProgress', { done, total });
}

export function ProfileMenu({ member }: { member: Member }) {
  const t = useT();
  const localized = useLocalizedPath();
  const logout = useLogout();
  const completeness = profileCompleteness(member);
  const initials = initialsOf(member.fullName);
  // Without a photo the avatar shows the initials: the button's name carries them, so a member who
  // speaks to their phone can say what they see (WCAG 2.5.3, label in name).
  const label = member.photoUrl ? t('member.menu.label') : t('member.menu.labelWithInitials', { initials });
  return (
    // No initial-focus placeholder: Mantine's is a focusable role=presentation div that a menu may not
    // own (axe aria-required-children); opening then focuses the first item, as the menu pattern asks.
    <Menu position="bottom-end" width={260} shadow="md" withInitialFocusPlaceholder={false}>
      <Menu.Target>
        <UnstyledButton aria-label={label}>
          <Avatar src={member.photoUrl} alt="" radius="xl" color="emerald" variant="filled">
            {initials}
          </Avatar>
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        <Group gap="sm" p="xs" wrap="nowrap">
          {/* Hidden from assistive tech: a menu may own only items, groups and separators (WAI-ARIA
              menu pattern), and the text beside the ring says the same. */}
          <RingProgress
            aria-hidden
            size={64}
            thickness={6}
            roundCaps
            sections={[{ value: completeness, color: 'emerald.7' }]}
            label={
              <Text ta="center" fw={700} size="xs">
                {completeness}%
              </Text>
            }
          />
          <Stack gap={0} style={{ minWidth: 0 }}>
            <Text fw={600} truncate dir="auto">
              {member.fullName}
            </Text>
            <Text size="xs" c="gray.7">
              {t('member.menu.completeness', { percent: completeness })}
            </Text>
            <Text size="xs" c="gray.7">
              {verificationSummary(member, t)}
            </Text>
          </Stack>
        </Group>
        <Menu.Divider />
        <Menu.Item component={Link} to="/profile" leftSection={<IconUser size={16} />}>
          {t('member.menu.viewProfile')}
        </Menu.Item>
        <Menu.Item component={Link} to="/profile/visitors" leftSection={<IconEye size={16} />}>
          {t('app.title.visitors')}
        </Menu.Item>
        <Menu.Item component={Link} to="/verification" leftSection={<IconShieldCheck size={16} />}>
          {t('member.menu.verification')}
        </Menu.Item>
        <Menu.Item component={Link} to="/settings" leftSection={<IconSettings size={16} />}>
          {t('member.menu.settings')}
        </Menu.Item>
        <Menu.Item component={Link} to={localized('/help')} leftSection={<IconHelp size={16} />}>
          {t('member.menu.help')}
        </Menu.Item>
        <Menu.Divider />
        <Menu.Item color="red.8" leftSection={<IconLogout size={16} />} onClick={() => void logout()}>
          {t('member.menu.logout')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
