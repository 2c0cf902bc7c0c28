import '../../../app/styles/mantine-app';
import { Badge, Button, Card, Container, Group, Stack, Text, Title } from '@mantine/core';
import { ACCOUNT_MESSAGES, REPORT_REASON_LABELS } from '@mithaq/contracts';
import { IconDownload } from '@tabler/icons-react';
import { LoadingState, QueryError } from '../../../components/list-states';
import { errorMessage } from '../../../lib/api-client';
import { formatDate } from '../../../lib/format';
import { useOwnReports } from '../../../lib/reports/create-report';
import { useDownloadMyData } from '../api/account-api';
import { ChangePasswordCard } from '../components/change-password-card';
import { DeleteAccountCard } from '../components/delete-account-card';
import { TimeZoneCard } from '../components/time-zone-card';

function MyReports() {
  const reports = useOwnReports();
  if (reports.isPending) return <LoadingState py={16} label="Loading your reports..." />;
  if (reports.isError) return <QueryError query={reports} fallback="Unable to load your reports." />;
  if (reports.data.length === 0) return <Text c="gray.8">You have not reported anyone.</Text>;
  return (
    <Stack component="ul" gap="xs" p={0} m={0} style={{ listStyle: 'none' }}>
      {reports.data.map((r) => (
        <Group component="li" key={r._id} justify="space-between" wrap="wrap" gap="xs">
          <Text fz="sm">
            {r.reportedUser.fullName ?? 'Member'} · {REPORT_REASON_LABELS[r.reason]} · {formatDate(r.createdAt)}
          </Text>
          <Badge variant="outline" color={r.status === 'closed' ? 'gray.7' : 'gold.8'}>
            {r.status === 'closed' && r.closedAt ? `Closed ${formatDate(r.closedAt)}` : 'Received'}
          </Badge>
        </Group>
      ))}
    </Stack>
  );
}

/** Route /settings: the member's rights over their account (issue 11). */
export function SettingsPage() {
  const download = useDownloadMyData();
  return (
    <Container size={760} py={{ base: 'lg', sm: 40 }}>
      <Stack gap="lg">
        <Title order={1} fz={{ base: 28, sm: 34 }} c="emerald.9">
          Settings
        </Title>
        <ChangePasswordCard />
        <Card withBorder radius="lg" p={{ base: 'md', sm: 'lg' }} component="section" aria-labelledby="export-title">
          <Stack gap="sm">
            <Title order={2} id="export-title" fz="lg" c="emerald.9">
              Download my data
            </Title>
            <Text fz="sm" c="gray.9">
              A ZIP file with everything we store about you: your profile, interests, matches, the messages you can
              read, payments, verification and support tickets, and your photo. Once an hour.
            </Text>
            <Button
              leftSection={<IconDownload size={18} aria-hidden />}
              onClick={() => download.mutate()}
              loading={download.isPending}
              w="fit-content"
            >
              Download my data
            </Button>
            {download.isError ? (
              <Text role="alert" fz="sm" c="red.9">
                {errorMessage(download.error, ACCOUNT_MESSAGES.exportFailed)}
              </Text>
            ) : null}
          </Stack>
        </Card>
        <Card withBorder radius="lg" p={{ base: 'md', sm: 'lg' }} component="section" aria-labelledby="reports-title">
          <Stack gap="sm">
            <Title order={2} id="reports-title" fz="lg" c="emerald.9">
              My reports
            </Title>
            <Text fz="sm" c="gray.8">
              Reports you made. The member is never told who reported them.
            </Text>
            <MyReports />
          </Stack>
        </Card>
        <TimeZoneCard />
        <DeleteAccountCard />
      </Stack>
    </Container>
  );
}
