import { Anchor, Button, Card, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import type { HiddenMember } from '@mithaq/contracts/shortlist';
import { IconEye } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { Link } from 'react-router';
import { ListError, QueryError } from '../../../components/list-states';
import { MemberAvatar } from '../../../components/member-avatar';
import { isolate } from '../../../i18n/bidi';
import { useFormat } from '../../../i18n/format';
import { useNow } from '../../../i18n/now';
import { useT } from '../../../i18n/use-t';
import { errorMessage } from '../../../lib/api-client';
import { showMemberAgain } from '../../../lib/shortlist/not-interested';
import { notInterestedQueryOptions, useNotInterested } from '../api/get-not-interested';

/**
 * Settings → Not interested: the members this member marked "not interested" (they appear in none
 * of their lists), each with Show again. The other member is never told either way.
 */
export function NotInterestedCard() {
  const t = useT();
  const list = useNotInterested();
  // The last member shown again, said in the card's live region.
  const [shownAgain, setShownAgain] = useState<string | null>(null);
  const onShown = (name: string) => {
    setShownAgain(name);
    // The row and its button are gone: the focus goes back to the card's title rather than the page's top.
    document.getElementById('not-interested-title')?.focus();
  };
  const members = list.data?.pages.flatMap((page) => page.members) ?? [];

  let body: ReactNode;
  if (list.isPending) {
    body = (
      <Stack gap="xs" aria-hidden>
        <Skeleton height={44} radius="md" />
        <Skeleton height={44} radius="md" />
      </Stack>
    );
  } else if (list.isError && !list.isFetchNextPageError) {
    body = <QueryError query={list} fallback={t('shortlist.hidden.loadFailed')} />;
  } else if (members.length === 0) {
    body = (
      <Text fz="sm" c="gray.8">
        {t('shortlist.hidden.empty')}
      </Text>
    );
  } else {
    body = (
      <>
        <Stack component="ul" gap={0} p={0} m={0} style={{ listStyle: 'none' }}>
          {members.map((member) => (
            <HiddenRow key={member._id} member={member} onShown={onShown} />
          ))}
        </Stack>
        {list.isFetchNextPageError && (
          <ListError
            message={errorMessage(list.error, t('shortlist.hidden.loadFailed'))}
            onRetry={() => void list.fetchNextPage()}
            isRetrying={list.isFetchingNextPage}
          />
        )}
        {list.hasNextPage && !list.isFetchNextPageError && (
          <Button
            variant="subtle"
            size="xs"
            w="fit-content"
            loading={list.isFetchingNextPage}
            onClick={() => void list.fetchNextPage()}
          >
            {t('shortlist.hidden.loadMore')}
          </Button>
        )}
      </>
    );
  }

  return (
    <Card
      withBorder
      radius="lg"
      p={{ base: 'md', sm: 'lg' }}
      component="section"
      aria-labelledby="not-interested-title"
      aria-busy={list.isPending}
    >
      <Stack gap="sm">
        <Title order={2} id="not-interested-title" fz="lg" c="emerald.9" tabIndex={-1}>
          {t('shortlist.hidden.title')}
        </Title>
        <Text fz="sm" c="gray.9">
          {t('shortlist.hidden.intro')}
        </Text>
        {list.isPending && (
          <span role="status" className="visually-hidden">
            {t('shortlist.hidden.loading')}
          </span>
        )}
        {body}
        <div role="status" aria-live="polite">
          {shownAgain && (
            <Text fz="sm" c="emerald.8">
              {t('shortlist.hidden.shownAgain', { name: isolate(shownAgain) })}
            </Text>
          )}
        </div>
      </Stack>
    </Card>
  );
}

function HiddenRow({ member, onShown }: { member: HiddenMember; onShown: (name: string) => void }) {
  const t = useT();
  const format = useFormat();
  const now = useNow();
  const client = useQueryClient();
  const [isPending, setPending] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const showAgain = () => {
    setPending(true);
    setError(null);
    showMemberAgain(client, member._id)
      .then(() => {
        client.setQueryData(notInterestedQueryOptions().queryKey, (data) =>
          data
            ? {
                ...data,
                pages: data.pages.map((p) => ({ ...p, members: p.members.filter((m) => m._id !== member._id) })),
              }
            : data,
        );
        onShown(member.fullName);
      })
      .catch(setError)
      .finally(() => setPending(false));
  };
  return (
    <Group component="li" justify="space-between" wrap="wrap" gap="sm" py={6}>
      <Group gap="sm" wrap="nowrap" style={{ minWidth: 0, flex: '1 1 200px' }}>
        <MemberAvatar member={member} size={40} radius="xl" />
        <Stack gap={0} style={{ minWidth: 0 }}>
          <Anchor component={Link} to={`/profile?view=${encodeURIComponent(member._id)}`} fw={600} c="emerald.9">
            <bdi>{member.fullName}</bdi>
          </Anchor>
          <Text fz="sm" c="gray.8">
            {t('shortlist.hidden.facts', { age: member.age })} · <bdi>{member.city}</bdi>
          </Text>
          <Text fz="xs" c="gray.7">
            {t('shortlist.hidden.when', { when: format.relative(member.hiddenAt, new Date(now)) })}
          </Text>
          {error !== null && (
            <Text fz="sm" c="red.9" role="alert">
              {errorMessage(error, t('shortlist.hidden.showAgainFailed'))}
            </Text>
          )}
        </Stack>
      </Group>
      <Button
        variant="light"
        size="compact-sm"
        leftSection={<IconEye size={16} aria-hidden />}
        loading={isPending}
        aria-label={t('shortlist.hidden.showAgainLabel', { name: member.fullName })}
        onClick={showAgain}
      >
        {t('shortlist.hidden.showAgain')}
      </Button>
    </Group>
  );
}
