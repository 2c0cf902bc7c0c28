import { Badge, Button, Card, Group, Stack, Table, Text, TextInput } from '@mantine/core';
import { useDebouncedValue, useMediaQuery } from '@mantine/hooks';
import {
  ADMIN_MESSAGES,
  ADMIN_PAGE_SIZE,
  ADMIN_SEARCH_DEBOUNCE_MS,
  type AdminProfileListItem,
} from '@mithaq/contracts';
import { IconSearch } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { ListError, LoadingState } from '../../../components/list-states';
import { errorMessage } from '../../../lib/api-client';
import { formatDate } from '../../../lib/format';
import { useAdminProfiles } from '../api/admin-api';
import { showingRange } from '../lib/admin-format';

const STATUS_COLOR: Record<string, string> = { active: 'emerald.8', deactivated: 'gold.8', deleted: 'gray.7' };

function StatusBadge({ status }: { status: string }) {
  return (
    <Badge variant="outline" color={STATUS_COLOR[status] ?? 'gray.7'}>
      {status}
    </Badge>
  );
}

/** Spec section 2: search (debounced 400 ms, trimmed, back to page 1), count, pages, Previous and Next. */
export function ProfileList({ status, onOpen }: { status: string; onOpen: (userId: string) => void }) {
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const [debounced] = useDebouncedValue(search.trim(), ADMIN_SEARCH_DEBOUNCE_MS);
  const isWide = useMediaQuery('(min-width: 62em)');
  // A change of filter or search goes back to page 1 (spec section 9).
  // biome-ignore lint/correctness/useExhaustiveDependencies: resets on these changes by design
  useEffect(() => setPage(1), [status, debounced]);
  const list = useAdminProfiles({ status, page, search: debounced });
  const data = list.data;
  const name = (p: AdminProfileListItem) => p.fullName || 'Deleted member';
  return (
    <Stack gap="md">
      <TextInput
        label="Search name or email"
        placeholder="Search name or email"
        leftSection={<IconSearch size={16} aria-hidden />}
        value={search}
        onChange={(e) => setSearch(e.currentTarget.value)}
        maw={420}
      />
      {list.isPending ? (
        <LoadingState label="Loading profiles..." />
      ) : list.isError ? (
        <ListError
          message={errorMessage(list.error, ADMIN_MESSAGES.loadProfilesFailed)}
          onRetry={() => void list.refetch()}
        />
      ) : data ? (
        <>
          <Group justify="space-between" wrap="wrap">
            <Text fw={600}>{data.total.toLocaleString('en-IN')} members</Text>
            <Text c="gray.8" fz="sm">
              {showingRange(data.page, ADMIN_PAGE_SIZE, data.data.length, data.total)} · Page {data.page} of{' '}
              {data.totalPages}
            </Text>
          </Group>
          {data.data.length === 0 ? (
            <Text c="gray.8">No members match.</Text>
          ) : isWide ? (
            <Table striped highlightOnHover verticalSpacing="sm">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Member</Table.Th>
                  <Table.Th>City</Table.Th>
                  <Table.Th>Status</Table.Th>
                  <Table.Th>Photo</Table.Th>
                  <Table.Th>ID</Table.Th>
                  <Table.Th>Plan</Table.Th>
                  <Table.Th>Joined</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {data.data.map((p) => (
                  <Table.Tr key={p.userId}>
                    <Table.Td>
                      <Button variant="subtle" color="emerald" c="emerald.8" px={0} onClick={() => onOpen(p.userId)}>
                        {name(p)}
                      </Button>
                      <Text fz="xs" c="gray.7">
                        {p.email ?? '—'}
                      </Text>
                    </Table.Td>
                    <Table.Td>{p.city ?? '—'}</Table.Td>
                    <Table.Td>
                      <StatusBadge status={p.accountStatus} />
                    </Table.Td>
                    <Table.Td>{p.photoStatus ?? '—'}</Table.Td>
                    <Table.Td>{p.govtIdStatus ?? '—'}</Table.Td>
                    <Table.Td>{p.membershipTier}</Table.Td>
                    <Table.Td>{formatDate(p.createdAt)}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          ) : (
            <Stack gap="sm">
              {data.data.map((p) => (
                <Card key={p.userId} withBorder radius="md" p="sm">
                  <Group justify="space-between" wrap="nowrap">
                    <Stack gap={0} style={{ minWidth: 0 }}>
                      <Button
                        variant="subtle"
                        color="emerald"
                        c="emerald.8"
                        px={0}
                        onClick={() => onOpen(p.userId)}
                        style={{ alignSelf: 'flex-start' }}
                      >
                        {name(p)}
                      </Button>
                      <Text fz="xs" c="gray.7" truncate>
                        {p.email ?? '—'} · {p.city ?? '—'}
                      </Text>
                    </Stack>
                    <StatusBadge status={p.accountStatus} />
                  </Group>
                </Card>
              ))}
            </Stack>
          )}
          <Group gap="sm">
            <Button variant="default" disabled={data.page <= 1} onClick={() => setPage((p) => p - 1)}>
              Previous
            </Button>
            <Button variant="default" disabled={data.page >= data.totalPages} onClick={() => setPage((p) => p + 1)}>
              Next
            </Button>
          </Group>
        </>
      ) : null}
    </Stack>
  );
}
