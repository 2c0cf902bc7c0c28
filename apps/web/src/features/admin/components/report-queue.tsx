import { Trans } from '@lingui/react';
import { Badge, Button, Card, Group, Stack, Text, Textarea } from '@mantine/core';
import type { AdminReport, REPORT_ACTIONS } from '@mithaq/contracts/reports';
import { useState } from 'react';
import { ListError, LoadingState } from '../../../components/list-states';
import { useFormat } from '../../../i18n/format';
import { useT } from '../../../i18n/use-t';
import { errorMessage } from '../../../lib/api-client';
import { useDecideReport, useReportQueue } from '../api/reports';
import { StatusFilter } from './review-queues';

const DECISIONS = [
  { action: 'dismiss', key: 'admin.reports.dismiss', variant: 'default', color: undefined },
  { action: 'warn', key: 'admin.reports.warn', variant: 'filled', color: 'gold.8' },
  { action: 'deactivate', key: 'admin.reports.deactivate', variant: 'filled', color: 'red.9' },
] as const;

/** Who reported whom and when: 'Reported by Hira on 23 Nov 2026 · omar@… · account active · 1 earlier report'. */
function ReportFacts({ report }: { report: AdminReport }) {
  const t = useT();
  const format = useFormat();
  return (
    <Text fz="xs" c="gray.7" style={{ overflowWrap: 'anywhere' }}>
      <Trans
        id="admin.reports.reportedBy"
        values={{ name: report.reporter.fullName ?? t('admin.reports.aMember'), date: format.date(report.createdAt) }}
        components={{ 0: <bdi /> }}
      />
      {' · '}
      <bdi>{report.reported.email ?? ''}</bdi>
      {' · '}
      {t('admin.reports.account', { status: t(`admin.accountStatus.${report.reported.accountStatus}`) })}
      {' · '}
      {t('admin.reports.earlier', { count: report.earlierReports })}
    </Text>
  );
}

function AttachedMessages({ report }: { report: AdminReport }) {
  const t = useT();
  const format = useFormat();
  return (
    <Stack gap={4}>
      <Text fz="sm" fw={600}>
        {t('admin.reports.attached')}
      </Text>
      {report.messages.map((m) => (
        <Text key={m._id} fz="sm" bg="gray.0" p={6} style={{ borderRadius: 6, whiteSpace: 'pre-wrap' }}>
          <Text span c="gray.7" fz="xs">
            {m.sender === report.reported._id ? t('admin.reports.reportedMember') : t('admin.reports.reporter')} ·{' '}
            {format.date(m.createdAt)}:{' '}
          </Text>
          <bdi>{m.content}</bdi>
        </Text>
      ))}
    </Stack>
  );
}

function ReportCard({ report }: { report: AdminReport }) {
  const t = useT();
  const [notes, setNotes] = useState('');
  const decide = useDecideReport();
  const act = (action: ReportAction) => decide.mutate({ id: report._id, action, notes });
  return (
    <Card withBorder radius="md" p="md">
      <Stack gap="xs">
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Text fw={700}>
            <bdi>{report.reported.fullName ?? t('admin.common.deletedMember')}</bdi> ·{' '}
            {t(`admin.reportReason.${report.reason}`)}
          </Text>
          <Group gap={4}>
            {report.openReporters >= 3 ? (
              <Badge color="red.9">{t('admin.reports.reporters', { count: report.openReporters })}</Badge>
            ) : null}
            <Badge variant="outline" color="gray.7">
              {t(`admin.reportStatus.${report.status}`)}
            </Badge>
          </Group>
        </Group>
        <ReportFacts report={report} />
        {report.note ? (
          <Text fz="sm" dir="auto" style={{ whiteSpace: 'pre-wrap' }}>
            {report.note}
          </Text>
        ) : null}
        {report.messages.length > 0 ? <AttachedMessages report={report} /> : null}
        {report.status === 'open' ? (
          <>
            <Textarea
              label={t('admin.reports.decisionNotes')}
              value={notes}
              onChange={(e) => setNotes(e.currentTarget.value)}
              minRows={2}
              maxLength={1000}
            />
            <Group gap="sm">
              {DECISIONS.map((d) => (
                <Button
                  key={d.action}
                  variant={d.variant}
                  color={d.color}
                  onClick={() => act(d.action)}
                  loading={decide.isPending && decide.variables?.action === d.action}
                >
                  {t(d.key)}
                </Button>
              ))}
            </Group>
          </>
        ) : report.decisionNotes ? (
          <Text fz="sm" c="gray.8">
            {t('admin.reports.notes')} <bdi>{report.decisionNotes}</bdi>
          </Text>
        ) : null}
      </Stack>
    </Card>
  );
}

type ReportAction = (typeof REPORT_ACTIONS)[number];
const REPORT_FILTERS = ['open', 'closed', 'all'] as const;

/** The reports queue (docs/decisions/0014-safety-and-member-rights.md): three reporters or more first. */
export function ReportQueue() {
  const t = useT();
  const [status, setStatus] = useState<(typeof REPORT_FILTERS)[number]>('open');
  const queue = useReportQueue(status);
  return (
    <Stack gap="md">
      <StatusFilter value={status} onChange={setStatus} options={REPORT_FILTERS} />
      {queue.isPending ? (
        <LoadingState label={t('admin.reports.loading')} />
      ) : queue.isError ? (
        <ListError
          message={errorMessage(queue.error, t('admin.errors.loadReports'))}
          onRetry={() => void queue.refetch()}
        />
      ) : queue.data.length === 0 ? (
        <Text c="gray.8">{t('admin.reports.empty')}</Text>
      ) : (
        queue.data.map((r) => <ReportCard key={r._id} report={r} />)
      )}
    </Stack>
  );
}
