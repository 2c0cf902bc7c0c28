import { Button, Group, Stack, Table, Text } from '@mantine/core';
import { useState } from 'react';
import { ListError, LoadingState } from '../../../components/list-states';
import { errorMessage } from '../../../lib/api-client';
import { useAudit } from '../api/admin-api';

/** The append-only audit log of staff actions, newest first. */
export function ActivityLog() {
  const [page, setPage] = useState(1);
  const audit = useAudit(page);
  if (audit.isPending) return <LoadingState label="Loading activity..." />;
  if (audit.isError)
    return (
      <ListError message={errorMessage(audit.error, 'Unable to load activity.')} onRetry={() => void audit.refetch()} />
    );
  return (
    <Stack gap="md">
      <Table.ScrollContainer minWidth={640}>
        <Table striped verticalSpacing="xs">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Time</Table.Th>
              <Table.Th>By</Table.Th>
              <Table.Th>Action</Table.Th>
              <Table.Th>Target</Table.Th>
              <Table.Th>IP</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {audit.data.data.map((e) => (
              <Table.Tr key={e.id}>
                <Table.Td>{new Date(e.createdAt).toLocaleString('en-IN')}</Table.Td>
                <Table.Td>{e.admin?.name ?? 'The member'}</Table.Td>
                <Table.Td>{e.action}</Table.Td>
                <Table.Td>
                  <Text fz="xs" ff="monospace">
                    {e.targetType ? `${e.targetType} ${e.targetId ?? ''}` : '—'}
                  </Text>
                </Table.Td>
                <Table.Td>{e.ip ?? '—'}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <Group gap="sm">
        <Button variant="default" disabled={page <= 1} onClick={() => setPage((p) => p - 1)}>
          Previous
        </Button>
        <Text fz="sm">
          Page {audit.data.page} of {audit.data.totalPages}
        </Text>
        <Button variant="default" disabled={page >= audit.data.totalPages} onClick={() => setPage((p) => p + 1)}>
          Next
        </Button>
      </Group>
    </Stack>
  );
}
