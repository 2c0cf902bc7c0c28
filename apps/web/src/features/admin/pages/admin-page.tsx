import { ADMIN_PROFILE_FILTERS, type AdminProfileFilter } from '@mithaq/contracts/admin';
import '../../../app/styles/mantine-app';
import { Trans } from '@lingui/react';
import { Badge, Box, Burger, Button, Container, Drawer, Group, NavLink, Stack, Text, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import type { Admin } from '@mithaq/contracts/admin';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { LoadingState } from '../../../components/list-states';
import { LanguageMenu } from '../../../i18n/language-menu';
import { useT } from '../../../i18n/use-t';
import { adminLogout, useAdminMe } from '../api/staff-auth';
import { ActivityLog } from '../components/activity-log';
import { AdminLogin } from '../components/admin-login';
import classes from '../components/console.module.css';
import { KnownScamImages } from '../components/known-scam-images';
import { MemberDetail } from '../components/member-detail';
import { ProfileList } from '../components/profile-list';
import { RefundQueue } from '../components/refund-queue';
import { ReportQueue } from '../components/report-queue';
import { IdQueue, PhotoQueue } from '../components/review-queues';
import { RiskQueue } from '../components/risk-queue';
import { SelfieQueue } from '../components/selfie-queue';
import { SupportInbox } from '../components/support-inbox';
import { useAdminToken } from '../lib/admin-session';

/**
 * Spec section 2 sidebar groups, plus Reports, the Risk queue (docs/decisions/0067-risk-record.md), Refunds
 * and Activity (the audit log). Labels: `admin.sections.<key>`.
 */
const GROUPS = [
  { key: 'profiles', items: ['all', 'active', 'deactivated', 'deleted'] },
  { key: 'approvals', items: ['photos', 'ids', 'selfies', 'reports', 'risk', 'scamImages'] },
  { key: 'support', items: ['support'] },
  { key: 'payments', items: ['refunds'] },
  { key: 'records', items: ['activity'] },
];
const SECTIONS = new Set(GROUPS.flatMap((g) => g.items));
const isProfileFilter = (section: string): section is AdminProfileFilter =>
  (ADMIN_PROFILE_FILTERS as readonly string[]).includes(section);

/** The console's address for a section: each sidebar entry is a real link, reached by keyboard and openable in a new tab. */
const sectionHref = (key: string) => `/admin?section=${key}`;

function Sidebar({ section, onNavigate }: { section: string; onNavigate: () => void }) {
  const t = useT();
  return (
    <Stack gap="md" component="nav" aria-label={t('admin.console.nav')}>
      {GROUPS.map((g) => (
        <Stack key={g.key} gap={2}>
          <Text fz="xs" fw={700} tt="uppercase" c="gray.7" px="sm">
            {t(`admin.groups.${g.key}`)}
          </Text>
          {g.items.map((key) => (
            <NavLink
              key={key}
              component={Link}
              to={sectionHref(key)}
              label={t(`admin.sections.${key}`)}
              active={section === key}
              variant="filled"
              color="emerald.8"
              onClick={onNavigate}
              aria-current={section === key ? 'page' : undefined}
            />
          ))}
        </Stack>
      ))}
    </Stack>
  );
}

function SignedInAs({ admin }: { admin: Admin }) {
  const t = useT();
  return (
    <>
      <Trans
        id="admin.console.signedInAs"
        values={{ name: admin.name || admin.email }}
        components={{ 0: <strong dir="auto" /> }}
      />
      {/* Only such staff see the selfies and IDs of members who asked for women reviewers. */}
      {admin.reviewsWomen ? (
        <Badge color="grape.9" variant="outline" ms="xs" style={{ verticalAlign: 'middle' }}>
          {t('admin.console.reviewsWomen')}
        </Badge>
      ) : null}
    </>
  );
}

function Console({ admin }: { admin: Admin }) {
  const t = useT();
  const [params] = useSearchParams();
  const wanted = params.get('section') ?? '';
  const section = SECTIONS.has(wanted) ? wanted : 'all';
  const [memberId, setMemberId] = useState<string | null>(null);
  const [menu, { toggle, close }] = useDisclosure(false);
  return (
    <Box mih="100vh" bg="#fbf7f0" className={classes.console}>
      <Box component="header" bg="white" style={{ borderBottom: '1px solid var(--mantine-color-gray-3)' }}>
        <Container size="xl" h={64}>
          <Group h="100%" justify="space-between" wrap="nowrap">
            <Group gap="sm" wrap="nowrap">
              <Burger
                opened={menu}
                onClick={toggle}
                hiddenFrom="md"
                size="sm"
                aria-label={t('admin.console.openMenu')}
              />
              <Text fw={800} fz="xl" c="emerald.8">
                Mithaq
              </Text>
              <Text fw={600} c="gray.7" visibleFrom="xs">
                {t('admin.console.title')}
              </Text>
            </Group>
            <Group gap="sm" wrap="nowrap">
              <Text fz="sm" visibleFrom="md">
                <SignedInAs admin={admin} />
              </Text>
              <LanguageMenu />
              <Button variant="default" onClick={() => void adminLogout()}>
                {t('admin.console.signOut')}
              </Button>
            </Group>
          </Group>
        </Container>
      </Box>
      <Container size="xl" py="lg">
        <Group align="flex-start" gap="xl" wrap="nowrap">
          <Box w={230} visibleFrom="md" style={{ flexShrink: 0 }}>
            <Sidebar section={section} onNavigate={close} />
          </Box>
          <Stack gap="md" style={{ flex: 1, minWidth: 0 }} component="main" id="main">
            <Title order={1} fz={26} c="emerald.9">
              {t(`admin.sections.${section}`)}
            </Title>
            {isProfileFilter(section) ? <ProfileList status={section} onOpen={setMemberId} /> : null}
            {section === 'photos' ? <PhotoQueue /> : null}
            {section === 'ids' ? <IdQueue /> : null}
            {section === 'selfies' ? <SelfieQueue /> : null}
            {section === 'reports' ? <ReportQueue /> : null}
            {section === 'risk' ? <RiskQueue onOpenMember={setMemberId} /> : null}
            {section === 'scamImages' ? <KnownScamImages /> : null}
            {section === 'support' ? <SupportInbox /> : null}
            {section === 'refunds' ? <RefundQueue /> : null}
            {section === 'activity' ? <ActivityLog /> : null}
          </Stack>
        </Group>
      </Container>
      <Drawer
        opened={menu}
        onClose={close}
        size="xs"
        title={t('admin.console.nav')}
        closeButtonProps={{ 'aria-label': t('admin.console.closeMenu') }}
      >
        <Sidebar section={section} onNavigate={close} />
        <Text fz="sm" mt="lg">
          <SignedInAs admin={admin} />
        </Text>
      </Drawer>
      <MemberDetail userId={memberId} onClose={() => setMemberId(null)} onOpen={setMemberId} />
    </Box>
  );
}

/**
 * Route /admin: the staff console, a lazy chunk no member page loads. Without a valid staff token the
 * login form shows (the token is checked on load and cleared on failure, spec section 4).
 */
export function AdminPage() {
  const t = useT();
  const token = useAdminToken();
  const me = useAdminMe();
  if (!token || me.isError) return <AdminLogin />;
  if (me.isPending) return <LoadingState label={t('admin.console.opening')} />;
  return <Console admin={me.data} />;
}
