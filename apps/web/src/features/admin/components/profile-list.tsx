import { Badge, Button, Card, Group, Stack, Table, Text, TextInput } from '@mantine/core';
import { useDebouncedValue, useMediaQuery } from '@mantine/hooks';
import type { AdminProfileFilter } from '@mithaq/contracts/admin';
import {
  ADMIN_PAGE_SIZE,
  ADMIN_SEARCH_DEBOUNCE_MS,
  type AdminProfileListItem,
  RESTRICTED,
} from '@mithaq/contracts/admin';
import { IconSearch } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { ListError, LoadingState } from '../../../components/list-states';
import { TrustShield } from '../../../components/trust-shield';
import { useFormat } from '../../../i18n/format';
import { type Translate, useT } from '../../../i18n/use-t';
import { errorMessage } from '../../../lib/api-client';
import { useAdminProfiles } from '../api/profiles';
import { shownRange } from '../lib/admin-format';

const STATUS_COLOR: Record<string, string> = { active: 'emerald.8', deactivated: 'gold.8', deleted: 'gray.7' };

function StatusBadge({ status }: { status: string }) {
  const t = useT();
  return (
    <Badge variant="outline" color={STATUS_COLOR[status] ?? 'gray.7'} style={{ flexShrink: 0 }}>
      {t(`admin.accountStatus.${status}`)}
    </Badge>
  );
}

/** 'Showing 1-20 of 45 · Page 1 of 3' (spec section 2). */
function pageSummary(t: Translate, data: { page: number; totalPages: number; total: number; data: unknown[] }) {
  const range = shownRange(data.page, ADMIN_PAGE_SIZE, data.data.length, data.total);
  const showing = range
    ? t('admin.profiles.showing', { ...range, total: data.total })
    : t('admin.profiles.showingNone', { total: data.total });
  return `${showing} · ${t('admin.common.pageOf', { page: data.page, total: data.totalPages })}`;
}

/** Spec section 2: search (debounced 400 ms, trimmed, back to page 1), count, pages, Previous and Next. */
export function ProfileList({ status, onOpen }: { status: AdminProfileFilter; onOpen: (userId: string) => void }) {
  const t = useT();
  const format = useFormat();
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const [debounced] = useDebouncedValue(search.trim(), ADMIN_SEARCH_DEBOUNCE_MS);
  const isWide = useMediaQuery('(min-width: 62em)');
  // A change of filter or search goes back to page 1 (spec section 9).
  // biome-ignore lint/correctness/useExhaustiveDependencies: resets on these changes by design
  useEffect(() => setPage(1), [status, debounced]);
  const list = useAdminProfiles({ status, page, search: debounced });
  const data = list.data;
  const name = (p: AdminProfileListItem) => p.fullName || t('admin.common.deletedMember');
  const review = (value: string | null) => (value ? t(`admin.reviewStatus.${value}`) : '—');
  // A member who asked for women reviewers: her ID status is theirs alone to see.
  const idReview = (value: AdminProfileListItem['govtIdStatus']) =>
    value === RESTRICTED ? (
      <Text span fz="xs" c="gray.8">
        {t('admin.restricted')}
      </Text>
    ) : (
      review(value)
    );
  return (
    <Stack gap="md">
      <TextInput
        label={t('admin.profiles.search')}
        placeholder={t('admin.profiles.search')}
        leftSection={<IconSearch size={16} aria-hidden />}
        value={search}
        onChange={(e) => setSearch(e.currentTarget.value)}
        maw={420}
      />
      {list.isPending ? (
        <LoadingState label={t('admin.profiles.loading')} />
      ) : list.isError ? (
        <ListError
          message={errorMessage(list.error, t('admin.errors.loadProfiles'))}
          onRetry={() => void list.refetch()}
        />
      ) : data ? (
        <>
          <Group justify="space-between" wrap="wrap">
            <Text fw={600}>{t('admin.profiles.count', { count: data.total })}</Text>
            <Text c="gray.8" fz="sm">
              {pageSummary(t, data)}
            </Text>
          </Group>
          {data.data.length === 0 ? (
            <Text c="gray.8">{t('admin.profiles.none')}</Text>
          ) : isWide ? (
            <Table striped highlightOnHover verticalSpacing="sm">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('admin.profiles.member')}</Table.Th>
                  <Table.Th>{t('admin.profiles.city')}</Table.Th>
                  <Table.Th>{t('admin.common.status')}</Table.Th>
                  <Table.Th>{t('admin.profiles.photo')}</Table.Th>
                  <Table.Th>{t('admin.profiles.id')}</Table.Th>
                  <Table.Th>{t('admin.profiles.checks')}</Table.Th>
                  <Table.Th>{t('admin.profiles.plan')}</Table.Th>
                  <Table.Th>{t('admin.profiles.joined')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {data.data.map((p) => (
                  <Table.Tr key={p.userId}>
                    <Table.Td>
                      <Button variant="subtle" color="emerald" c="emerald.8" px={0} onClick={() => onOpen(p.userId)}>
                        <bdi>{name(p)}</bdi>
                      </Button>
                      <Text fz="xs" c="gray.7">
                        <bdi>{p.email ?? '—'}</bdi>
                      </Text>
                    </Table.Td>
                    <Table.Td dir="auto">{p.city ?? '—'}</Table.Td>
                    <Table.Td>
                      <StatusBadge status={p.accountStatus} />
                    </Table.Td>
                    <Table.Td>{review(p.photoStatus)}</Table.Td>
                    <Table.Td>{idReview(p.govtIdStatus)}</Table.Td>
                    <Table.Td>
                      {p.accountStatus === 'deleted' ? '—' : <TrustShield trust={p.trust} name={name(p)} />}
                    </Table.Td>
                    <Table.Td>{t(`admin.tier.${p.membershipTier}`)}</Table.Td>
                    <Table.Td style={{ whiteSpace: 'nowrap' }}>{format.date(p.createdAt)}</Table.Td>
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
                        <bdi>{name(p)}</bdi>
                      </Button>
                      <Text fz="xs" c="gray.7" truncate>
                        <bdi>{p.email ?? '—'}</bdi> · <bdi>{p.city ?? '—'}</bdi>
                      </Text>
                      {p.accountStatus !== 'deleted' && (
                        <Group mt={4}>
                          <TrustShield trust={p.trust} name={name(p)} />
                        </Group>
                      )}
                    </Stack>
                    <StatusBadge status={p.accountStatus} />
                  </Group>
                </Card>
              ))}
            </Stack>
          )}
          <Group gap="sm">
            <Button variant="default" disabled={data.page <= 1} onClick={() => setPage((p) => p - 1)}>
              {t('admin.common.previous')}
            </Button>
            <Button variant="default" disabled={data.page >= data.totalPages} onClick={() => setPage((p) => p + 1)}>
              {t('admin.common.next')}
            </Button>
          </Group>
        </>
      ) : null}
    </Stack>
  );
}
