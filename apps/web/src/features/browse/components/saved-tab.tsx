import { Button, Card, Center, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import type { SavedMember } from '@mithaq/contracts/shortlist';
import { IconBookmark, IconBookmarkOff } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useId, useMemo, useRef } from 'react';
import { Link } from 'react-router';
import { ListEmpty, ListError, QueryError } from '../../../components/list-states';
import { ProfileCard } from '../../../components/profile-card';
import { SavedNote } from '../../../components/shortlist/saved-note';
import { isolate } from '../../../i18n/bidi';
import { useFormat } from '../../../i18n/format';
import { useNow } from '../../../i18n/now';
import { useT } from '../../../i18n/use-t';
import { errorMessage } from '../../../lib/api-client';
import { useInterests } from '../../../lib/interests/get-interests';
import { useSendInterestAction } from '../../../lib/interests/use-interest-actions';
import { notifyError } from '../../../lib/notify';
import { savedListQueryKey, saveMember, setSaved } from '../../../lib/shortlist/save-member';
import { useSavedList } from '../api/get-saved';
import { useViewer } from '../use-viewer';
import { hideWithUndo } from './card-actions';
import { CardBadges } from './card-badges';
import { focusNeighbourOf } from './card-focus';
import { ProfileGrid } from './profile-grid';
import { showUndoToast } from './undo-toast';

/** About a phone's first screen: what the list looks like while it loads. */
const SKELETON_CARDS = 3;

/**
 * Tab Saved: the members this member saved, most recently saved first, each with their private note
 * to read and edit in place, and Remove (with Undo). Only the member sees the list and the notes.
 */
export function SavedTab() {
  const t = useT();
  const titleId = useId();
  const query = useSavedList();
  const entries = useMemo(() => query.data?.pages.flatMap((page) => page.saved) ?? [], [query.data]);
  const total = query.data?.pages[0]?.total ?? 0;

  let body: ReactNode;
  if (query.isPending) body = <SavedSkeleton label={t('shortlist.saved.loading')} />;
  else if (query.isError && !query.isFetchNextPageError) {
    body = <QueryError query={query} fallback={t('shortlist.saved.loadFailed')} />;
  } else if (entries.length === 0 && !query.hasNextPage) {
    body = (
      <ListEmpty
        icon={<IconBookmark size={28} />}
        title={t('shortlist.saved.empty.title')}
        description={t('shortlist.saved.empty.description')}
        action={
          <Button component={Link} to="/dashboard?tab=all" variant="light">
            {t('shortlist.saved.empty.action')}
          </Button>
        }
      />
    );
  } else {
    body = (
      <>
        <SavedCards entries={entries} />
        {query.isFetchNextPageError && (
          <ListError
            message={errorMessage(query.error, t('shortlist.saved.loadFailed'))}
            onRetry={() => void query.fetchNextPage()}
            isRetrying={query.isFetchingNextPage}
          />
        )}
        {query.hasNextPage && !query.isFetchNextPageError && (
          <Center>
            <Button
              variant="default"
              size="md"
              loading={query.isFetchingNextPage}
              onClick={() => void query.fetchNextPage()}
            >
              {t('shortlist.saved.loadMore')}
            </Button>
          </Center>
        )}
      </>
    );
  }

  return (
    <Stack gap="md">
      <div>
        <Group justify="space-between" align="baseline" gap="xs">
          <Title order={1} id={titleId} fz={{ base: 22, sm: 26 }}>
            {t('shortlist.saved.title')}
          </Title>
          {total > 0 && (
            <Text size="sm" c="gray.7">
              {t('shortlist.saved.count', { count: total })}
            </Text>
          )}
        </Group>
        <Text c="gray.7" size="sm" mt={4}>
          {t('shortlist.saved.intro')}
        </Text>
      </div>
      <Stack
        component="section"
        gap="md"
        aria-labelledby={titleId}
        aria-busy={query.isPending || (query.isFetching && !query.isFetchingNextPage)}
      >
        {body}
      </Stack>
    </Stack>
  );
}

function SavedSkeleton({ label }: { label: string }) {
  return (
    <div role="status" aria-live="polite">
      <span className="visually-hidden">{label}</span>
      <ProfileGrid>
        {Array.from({ length: SKELETON_CARDS }, (_, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders with nothing else to tell them apart
          <Card key={i} padding="lg" shadow="xs" aria-hidden>
            <Group wrap="nowrap" align="flex-start" gap="md">
              <Skeleton circle height={72} />
              <Stack gap={8} style={{ flex: 1 }}>
                <Skeleton height={18} width="70%" />
                <Skeleton height={12} width="40%" />
                <Skeleton height={12} width="55%" />
              </Stack>
            </Group>
            <Skeleton height={48} mt="md" />
            <Group grow mt="md">
              <Skeleton height={36} />
              <Skeleton height={36} />
            </Group>
          </Card>
        ))}
      </ProfileGrid>
    </div>
  );
}

function SavedCards({ entries }: { entries: SavedMember[] }) {
  const viewer = useViewer();
  const interests = useInterests();
  // Send Interest only where no interest is under way between the two (spec section 2).
  const withInterest = useMemo(() => {
    const lists = interests.data;
    return new Set(lists ? [...lists.received, ...lists.sent, ...lists.accepted].map((p) => p._id) : []);
  }, [interests.data]);
  return (
    <ProfileGrid>
      {entries.map((entry) => (
        <SavedCard
          key={entry.profile._id}
          entry={entry}
          isMatch={viewer.matchIds.has(entry.profile._id)}
          canSendInterest={interests.isSuccess && !withInterest.has(entry.profile._id)}
          isPremiumViewer={viewer.isPremium}
        />
      ))}
    </ProfileGrid>
  );
}

interface SavedCardProps {
  entry: SavedMember;
  isMatch: boolean;
  canSendInterest: boolean;
  isPremiumViewer: boolean;
}

function SavedCard({ entry, isMatch, canSendInterest, isPremiumViewer }: SavedCardProps) {
  const t = useT();
  const format = useFormat();
  const now = useNow();
  const client = useQueryClient();
  const { profile, note } = entry;
  const sendInterest = useSendInterestAction(profile._id);
  const removeButton = useRef<HTMLButtonElement>(null);
  const name = isolate(profile.fullName);

  const failed = (fallback: string) => (error: unknown) =>
    notifyError(t('shortlist.saved.failedTitle'), errorMessage(error, fallback));
  const restore = () =>
    saveMember(profile._id, note)
      .then(() => client.invalidateQueries({ queryKey: savedListQueryKey }))
      .catch(failed(t('shortlist.saved.undoFailed', { name })));
  const remove = () => {
    focusNeighbourOf(removeButton.current);
    setSaved(client, profile._id, false)
      .then(() =>
        showUndoToast({
          id: `unsaved-${profile._id}`,
          message: t('shortlist.saved.removed', { name }),
          undoLabel: t('shortlist.saved.undo'),
          onUndo: () => void restore(),
        }),
      )
      .catch(failed(t('shortlist.saved.removeFailed', { name })));
  };

  return (
    <ProfileCard
      profile={profile}
      isMatch={isMatch}
      isPremiumViewer={isPremiumViewer}
      headingOrder={2}
      sendInterest={
        canSendInterest && !isMatch
          ? { ...sendInterest, needsVerification: profile.interestNeedsVerification }
          : undefined
      }
      badges={<CardBadges profile={profile} />}
      notInterested={{
        label: t('browse.card.notInterested'),
        onSelect: () => void hideWithUndo(client, profile, t, removeButton.current),
      }}
    >
      <Group justify="space-between" gap="xs" wrap="nowrap">
        <Text size="xs" c="gray.7">
          {t('shortlist.saved.savedAt', { when: format.relative(entry.savedAt, new Date(now)) })}
        </Text>
        <Button
          ref={removeButton}
          variant="subtle"
          color="red"
          c="red.9"
          size="compact-sm"
          leftSection={<IconBookmarkOff size={16} aria-hidden />}
          aria-label={t('shortlist.saved.removeLabel', { name: profile.fullName })}
          onClick={remove}
        >
          {t('shortlist.saved.remove')}
        </Button>
      </Group>
      <SavedNote member={profile} note={note} />
    </ProfileCard>
  );
}
