import '../../../app/styles/mantine-app';
import { Box, Burger, Button, Container, Drawer, Group, NavLink, Stack, Text, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import type { Admin } from '@mithaq/contracts';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { LoadingState } from '../../../components/list-states';
import { adminLogout, useAdminMe } from '../api/admin-api';
import { ActivityLog } from '../components/activity-log';
import { AdminLogin } from '../components/admin-login';
import { MemberDetail } from '../components/member-detail';
import { ProfileList } from '../components/profile-list';
import { RefundQueue } from '../components/refund-queue';
import { ReportQueue } from '../components/report-queue';
import { IdQueue, PhotoQueue } from '../components/review-queues';
import { SupportInbox } from '../components/support-inbox';
import { useAdminToken } from '../lib/admin-session';

/** Spec section 2 sidebar groups, plus Reports, Refunds and Activity (the audit log). */
const GROUPS = [
  {
    label: 'All profiles',
    items: [
      { key: 'all', label: 'All' },
      { key: 'active', label: 'Active' },
      { key: 'deactivated', label: 'Deactivated' },
      { key: 'deleted', label: 'Deleted' },
    ],
  },
  {
    label: 'Approvals',
    items: [
      { key: 'photos', label: 'Photo approval' },
      { key: 'ids', label: 'Identification approval' },
      { key: 'reports', label: 'Reports' },
    ],
  },
  { label: 'Support', items: [{ key: 'support', label: 'Support inbox' }] },
  { label: 'Payments', items: [{ key: 'refunds', label: 'Refunds' }] },
  { label: 'Records', items: [{ key: 'activity', label: 'Activity' }] },
];
const TITLES = Object.fromEntries(GROUPS.flatMap((g) => g.items.map((i) => [i.key, i.label])));
const PROFILE_FILTERS = new Set(['all', 'active', 'deactivated', 'deleted']);

/** The console's address for a section: each sidebar entry is a real link, reached by keyboard and openable in a new tab. */
const sectionHref = (key: string) => `/admin?section=${key}`;

function Sidebar({ section, onNavigate }: { section: string; onNavigate: () => void }) {
  return (
    <Stack gap="md" component="nav" aria-label="Console">
      {GROUPS.map((g) => (
        <Stack key={g.label} gap={2}>
          <Text fz="xs" fw={700} tt="uppercase" c="gray.7" px="sm">
            {g.label}
          </Text>
          {g.items.map((i) => (
            <NavLink
              key={i.key}
              component={Link}
              to={sectionHref(i.key)}
              label={i.label}
              active={section === i.key}
              variant="filled"
              color="emerald.8"
              onClick={onNavigate}
              aria-current={section === i.key ? 'page' : undefined}
            />
          ))}
        </Stack>
      ))}
    </Stack>
  );
}

function Console({ admin }: { admin: Admin }) {
  const [params] = useSearchParams();
  const section = TITLES[params.get('section') ?? ''] ? (params.get('section') as string) : 'all';
  const [memberId, setMemberId] = useState<string | null>(null);
  const [menu, { toggle, close }] = useDisclosure(false);
  return (
    <Box mih="100vh" bg="#fbf7f0">
      <Box component="header" bg="white" style={{ borderBottom: '1px solid var(--mantine-color-gray-3)' }}>
        <Container size="xl" h={64}>
          <Group h="100%" justify="space-between" wrap="nowrap">
            <Group gap="sm" wrap="nowrap">
              <Burger opened={menu} onClick={toggle} hiddenFrom="md" size="sm" aria-label="Open console menu" />
              <Text fw={800} fz="xl" c="emerald.8">
                Mithaq
              </Text>
              <Text fw={600} c="gray.7" visibleFrom="xs">
                Staff console
              </Text>
            </Group>
            <Group gap="sm" wrap="nowrap">
              <Text fz="sm" visibleFrom="sm">
                Signed in as <strong>{admin.name || admin.email}</strong>
              </Text>
              <Button variant="default" onClick={() => void adminLogout()}>
                Sign out
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
              {TITLES[section]}
            </Title>
            {PROFILE_FILTERS.has(section) ? <ProfileList status={section} onOpen={setMemberId} /> : null}
            {section === 'photos' ? <PhotoQueue /> : null}
            {section === 'ids' ? <IdQueue /> : null}
            {section === 'reports' ? <ReportQueue /> : null}
            {section === 'support' ? <SupportInbox /> : null}
            {section === 'refunds' ? <RefundQueue /> : null}
            {section === 'activity' ? <ActivityLog /> : null}
          </Stack>
        </Group>
      </Container>
      <Drawer opened={menu} onClose={close} size="xs" title="Console" closeButtonProps={{ 'aria-label': 'Close menu' }}>
        <Sidebar section={section} onNavigate={close} />
        <Text fz="sm" mt="lg">
          Signed in as <strong>{admin.name || admin.email}</strong>
        </Text>
      </Drawer>
      <MemberDetail userId={memberId} onClose={() => setMemberId(null)} />
    </Box>
  );
}

/**
 * Route /admin: the staff console, a lazy chunk no member page loads. Without a valid staff token the
 * login form shows (the token is checked on load and cleared on failure, spec section 4).
 */
export function AdminPage() {
  const token = useAdminToken();
  const me = useAdminMe();
  if (!token || me.isError) return <AdminLogin />;
  if (me.isPending) return <LoadingState label="Opening the console..." />;
  return <Console admin={me.data} />;
}
