import { Badge, Button, Card, Group, SegmentedControl, Stack, Text, Textarea } from '@mantine/core';
import { type AdminReport, REPORT_REASON_LABELS } from '@mithaq/contracts';
import { useState } from 'react';
import { ListError, LoadingState } from '../../../components/list-states';
import { errorMessage } from '../../../lib/api-client';
import { formatDate } from '../../../lib/format';
import { useDecideReport, useReportQueue } from '../api/admin-api';

function ReportCard({ report }: { report: AdminReport }) {
  const [notes, setNotes] = useState('');
  const decide = useDecideReport();
  const act = (action: string) => decide.mutate({ id: report._id, action, notes });
  return (
    <Card withBorder radius="md" p="md">
      <Stack gap="xs">
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Text fw={700}>
            {report.reported.fullName ?? 'Deleted member'} · {REPORT_REASON_LABELS[report.reason]}
          </Text>
          <Group gap={4}>
            {report.openReporters >= 3 ? <Badge color="red.9">{report.openReporters} members reported</Badge> : null}
            <Badge variant="outline" color="gray.7">
              {report.status}
            </Badge>
          </Group>
        </Group>
        <Text fz="xs" c="gray.7">
          Reported by {report.reporter.fullName ?? 'a member'} on {formatDate(report.createdAt)} ·{' '}
          {report.reported.email ?? ''} · account {report.reported.accountStatus} · {report.earlierReports} earlier
          report(s)
        </Text>
        {report.note ? (
          <Text fz="sm" style={{ whiteSpace: 'pre-wrap' }}>
            {report.note}
          </Text>
        ) : null}
        {report.messages.length > 0 ? (
          <Stack gap={4}>
            <Text fz="sm" fw={600}>
              Attached messages
            </Text>
            {report.messages.map((m) => (
              <Text key={m._id} fz="sm" bg="gray.0" p={6} style={{ borderRadius: 6, whiteSpace: 'pre-wrap' }}>
                <Text span c="gray.7" fz="xs">
                  {m.sender === report.reported._id ? 'Reported member' : 'Reporter'} · {formatDate(m.createdAt)}:{' '}
                </Text>
                {m.content}
              </Text>
            ))}
          </Stack>
        ) : null}
        {report.status === 'open' ? (
          <>
            <Textarea
              label="Decision notes"
              value={notes}
              onChange={(e) => setNotes(e.currentTarget.value)}
              minRows={2}
              maxLength={1000}
            />
            <Group gap="sm">
              <Button
                variant="default"
                onClick={() => act('dismiss')}
                loading={decide.isPending && decide.variables?.action === 'dismiss'}
              >
                Dismiss
              </Button>
              <Button
                color="gold.8"
                onClick={() => act('warn')}
                loading={decide.isPending && decide.variables?.action === 'warn'}
              >
                Warn
              </Button>
              <Button
                color="red.9"
                onClick={() => act('deactivate')}
                loading={decide.isPending && decide.variables?.action === 'deactivate'}
              >
                Deactivate
              </Button>
            </Group>
          </>
        ) : report.decisionNotes ? (
          <Text fz="sm" c="gray.8">
            Notes: {report.decisionNotes}
          </Text>
        ) : null}
      </Stack>
    </Card>
  );
}

/** The reports queue (issue 11): three reporters or more first. */
export function ReportQueue() {
  const [status, setStatus] = useState('open');
  const queue = useReportQueue(status);
  return (
    <Stack gap="md">
      <SegmentedControl
        value={status}
        onChange={setStatus}
        aria-label="Status"
        data={[
          { value: 'open', label: 'Open' },
          { value: 'closed', label: 'Closed' },
          { value: 'all', label: 'All' },
        ]}
      />
      {queue.isPending ? (
        <LoadingState label="Loading reports..." />
      ) : queue.isError ? (
        <ListError
          message={errorMessage(queue.error, 'Unable to load reports.')}
          onRetry={() => void queue.refetch()}
        />
      ) : queue.data.length === 0 ? (
        <Text c="gray.8">No reports here.</Text>
      ) : (
        queue.data.map((r) => <ReportCard key={r._id} report={r} />)
      )}
    </Stack>
  );
}
