import { Button, Group, Stack, Table, Text } from '@mantine/core';
import { RESTRICTED } from '@mithaq/contracts/admin';
import { useState } from 'react';
import { ListError, LoadingState } from '../../../components/list-states';
import { useFormat } from '../../../i18n/format';
import { useT } from '../../../i18n/use-t';
import { errorMessage } from '../../../lib/api-client';
import { useAudit } from '../api/audit';

/** The append-only audit log of staff actions, newest first. */
export function ActivityLog() {
  const t = useT();
  const format = useFormat();
  const [page, setPage] = useState(1);
  const audit = useAudit(page);
  if (audit.isPending) return <LoadingState label={t('admin.activity.loading')} />;
  if (audit.isError)
    return (
      <ListError
        message={errorMessage(audit.error, t('admin.errors.loadActivity'))}
        onRetry={() => void audit.refetch()}
      />
    );
  return (
    <Stack gap="md">
      <Table.ScrollContainer minWidth={640}>
        <Table striped verticalSpacing="xs">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('admin.activity.time')}</Table.Th>
              <Table.Th>{t('admin.activity.by')}</Table.Th>
              <Table.Th>{t('admin.activity.action')}</Table.Th>
              <Table.Th>{t('admin.activity.target')}</Table.Th>
              <Table.Th>{t('admin.activity.ip')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {audit.data.data.map((e) => (
              <Table.Tr key={e.id}>
                <Table.Td>{format.dateTime(e.createdAt)}</Table.Td>
                <Table.Td dir={e.admin ? 'auto' : undefined}>{e.admin?.name ?? t('admin.activity.byMember')}</Table.Td>
                {/* Audit actions and targets are the log's own codes (report.warned, user 6f1…): read as written. */}
                <Table.Td>
                  <Text span fz="sm" ff="monospace" dir="ltr">
                    {e.action}
                  </Text>
                  {/* A women-reviewers-only member's ID or selfie entry, read by other staff. */}
                  {e.after === RESTRICTED ? (
                    <Text fz="xs" c="gray.8">
                      {t('admin.restricted')}
                    </Text>
                  ) : null}
                </Table.Td>
                <Table.Td>
                  <Text span fz="xs" ff="monospace" dir="ltr">
                    {e.targetType ? `${e.targetType} ${e.targetId ?? ''}` : '—'}
                  </Text>
                </Table.Td>
                <Table.Td>
                  <span dir="ltr">{e.ip ?? '—'}</span>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <Group gap="sm">
        <Button variant="default" disabled={page <= 1} onClick={() => setPage((p) => p - 1)}>
          {t('admin.common.previous')}
        </Button>
        <Text fz="sm">{t('admin.common.pageOf', { page: audit.data.page, total: audit.data.totalPages })}</Text>
        <Button variant="default" disabled={page >= audit.data.totalPages} onClick={() => setPage((p) => p + 1)}>
          {t('admin.common.next')}
        </Button>
      </Group>
    </Stack>
  );
}
