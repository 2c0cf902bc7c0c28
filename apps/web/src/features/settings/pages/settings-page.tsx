import '../../../app/styles/mantine-app';
import { Badge, Button, Card, Container, Group, Stack, Text, Title } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { Suspense } from 'react';
import { LoadingState, QueryError } from '../../../components/list-states';
import { useFormat } from '../../../i18n/format';
import { useT } from '../../../i18n/use-t';
import { errorMessage } from '../../../lib/api-client';
import { useOwnReports } from '../../../lib/reports/create-report';
import { PushDeviceToggle } from '../../notifications';
import { VisibilityCard } from '../../visits';
import { useDownloadMyData } from '../api/account-api';
import { ChangePasswordCard } from '../components/change-password-card';
import { ContactPrivacyCard } from '../components/contact-privacy-card';
import { DeleteAccountCard } from '../components/delete-account-card';
import { GuardianCard } from '../components/guardian-card';
import { LanguageCard } from '../components/language-card';
import { NamePrivacyCard } from '../components/name-privacy-card';
import { NotInterestedCard } from '../components/not-interested-card';
import { NotificationSettingsCard } from '../components/notification-settings-card';
import { PhotoPrivacyCard } from '../components/photo-privacy/photo-privacy-card';
import { TimeZoneCard } from '../components/time-zone-card';

function MyReports() {
  const t = useT();
  const format = useFormat();
  const reports = useOwnReports();
  if (reports.isPending) return <LoadingState py={16} label={t('settings.reports.loading')} />;
  if (reports.isError) return <QueryError query={reports} fallback={t('settings.reports.loadFailed')} />;
  if (reports.data.length === 0) return <Text c="gray.8">{t('settings.reports.empty')}</Text>;
  return (
    <Stack component="ul" gap="xs" p={0} m={0} style={{ listStyle: 'none' }}>
      {reports.data.map((r) => (
        <Group component="li" key={r._id} justify="space-between" wrap="wrap" gap="xs">
          <Text fz="sm">
            <bdi>{r.reportedUser.fullName ?? t('settings.reports.member')}</bdi> ·{' '}
            {t(`settings.reports.reason.${r.reason}`)} · {format.date(r.createdAt)}
          </Text>
          <Badge variant="outline" color={r.status === 'closed' ? 'gray.7' : 'gold.8'}>
            {r.status === 'closed' && r.closedAt
              ? t('settings.reports.closed', { date: format.date(r.closedAt) })
              : t('settings.reports.received')}
          </Badge>
        </Group>
      ))}
    </Stack>
  );
}

function DownloadCard() {
  const t = useT();
  const download = useDownloadMyData();
  return (
    <Card withBorder radius="lg" p={{ base: 'md', sm: 'lg' }} component="section" aria-labelledby="export-title">
      <Stack gap="sm">
        <Title order={2} id="export-title" fz="lg" c="emerald.9">
          {t('settings.export.title')}
        </Title>
        <Text fz="sm" c="gray.9">
          {t('settings.export.body')}
        </Text>
        <Button
          leftSection={<IconDownload size={18} aria-hidden />}
          onClick={() => download.mutate()}
          loading={download.isPending}
          w="fit-content"
        >
          {t('settings.export.button')}
        </Button>
        {download.isError ? (
          <Text role="alert" fz="sm" c="red.9">
            {errorMessage(download.error, t('settings.export.failed'))}
          </Text>
        ) : null}
      </Stack>
    </Card>
  );
}

/**
 * Route /settings: the member's rights over their account (docs/decisions/0014-safety-and-member-rights.md), their
 * language and notifications.
 */
export function SettingsPage() {
  const t = useT();
  return (
    <Container size={760} py={{ base: 'lg', sm: 40 }}>
      <Stack gap="lg">
        <Title order={1} fz={{ base: 28, sm: 34 }} c="emerald.9">
          {t('settings.title')}
        </Title>
        <LanguageCard />
        <NotificationSettingsCard deviceToggle={<PushDeviceToggle />} />
        <NamePrivacyCard />
        <Suspense fallback={null}>
          <VisibilityCard />
        </Suspense>
        <ContactPrivacyCard />
        <PhotoPrivacyCard />
        <GuardianCard />
        <ChangePasswordCard />
        <DownloadCard />
        <Card withBorder radius="lg" p={{ base: 'md', sm: 'lg' }} component="section" aria-labelledby="reports-title">
          <Stack gap="sm">
            <Title order={2} id="reports-title" fz="lg" c="emerald.9">
              {t('settings.reports.title')}
            </Title>
            <Text fz="sm" c="gray.8">
              {t('settings.reports.intro')}
            </Text>
            <MyReports />
          </Stack>
        </Card>
        <NotInterestedCard />
        <TimeZoneCard />
        <DeleteAccountCard />
      </Stack>
    </Container>
  );
}
