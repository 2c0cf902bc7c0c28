import { Button, Center, Group, Loader, Text } from '@mantine/core';
import type { DiscoveredProfile } from '@mithaq/contracts/discovery';
import { lazy, type ReactNode, Suspense, useCallback, useDeferredValue, useRef, useState } from 'react';
import { ListError, LoadingState, QueryError } from '../../../components/list-states';
import { useT } from '../../../i18n/use-t';
import { errorMessage } from '../../../lib/api-client';
import { useListedProfiles } from '../use-listed-profiles';
import { useViewer } from '../use-viewer';
import { BrowseProfileCard } from './browse-profile-card';
import { ProfileGrid } from './profile-grid';

// "Why?" is occasional: the explanation's code, and its request, come on the first one.
const FitModal = lazy(() => import('./fit-modal-loader').then((m) => m.loadFitModal()));

/** About a phone's first screen and a little more: the rest of a page of profiles follows a moment later. */
const FIRST_CARDS = 6;

/**
 * The list to draw now: while a larger list arrives (the first page), its first cards at once and
 * the rest in a background render React may interrupt (docs/decisions/0039-signed-in-pages-speed.md: the dashboard's
 * first paint and its blocking time waited on twenty cards, most of them below the fold). A list that only grows
 * or is replaced shows whole at once, as long as it is no shorter than what is shown.
 */
function useFirstCardsFirst<T>(items: T[]): T[] {
  const settled = useDeferredValue(items);
  return settled === items ? items : items.slice(0, Math.max(FIRST_CARDS, settled.length));
}

/** What a list of profiles reads of its paged query (TanStack `useInfiniteQuery`). */
export interface ProfilePagesQuery {
  data: { pages: { profiles: DiscoveredProfile[] }[] } | undefined;
  error: unknown;
  isPending: boolean;
  isError: boolean;
  isFetching: boolean;
  isFetchNextPageError: boolean;
  isFetchingNextPage: boolean;
  hasNextPage: boolean;
  refetch: () => unknown;
  fetchNextPage: () => unknown;
}

export interface ProfileResultsProps {
  query: ProfilePagesQuery;
  loadingText: string;
  /** The catalogue's text when the server gives no message (spec section 8). */
  errorText: string;
  /** Shown when nobody is listed. */
  empty: ReactNode;
  /** A new search is loading over the last one's list: shown dimmed, with a status line. */
  isRefiltering?: boolean;
}

/**
 * A list's profiles as cards (spec section 2 "Profile card", with the fit and the distance), less
 * the viewer and those already in an interest list; 'Load more' by `nextCursor`; loading, error and
 * empty states; and the one "Why?" explanation the cards open.
 */
export function ProfileResults({ query, loadingText, errorText, empty, isRefiltering = false }: ProfileResultsProps) {
  const t = useT();
  const viewer = useViewer();
  const profiles = useListedProfiles(query.data?.pages);
  const shown = useFirstCardsFirst(profiles);
  // The profile "Why?" was last asked about: kept once closed, so the modal can animate away.
  const [why, setWhy] = useState<{ profile: DiscoveredProfile; opened: boolean } | null>(null);
  // The "Why?" pressed, focused again on closing: the modal's own return of focus misses its first
  // opening, which mounts it already open.
  const whyButton = useRef<HTMLElement | null>(null);
  const openWhy = useCallback((profile: DiscoveredProfile) => {
    whyButton.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    setWhy({ profile, opened: true });
  }, []);
  const closeWhy = () => {
    setWhy((shown) => shown && { ...shown, opened: false });
    whyButton.current?.focus({ preventScroll: true });
  };

  if (query.isPending) return <LoadingState label={loadingText} />;
  if (query.isError && !query.isFetchNextPageError) return <QueryError query={query} fallback={errorText} />;
  if (profiles.length === 0 && !query.hasNextPage) return isRefiltering ? <LoadingState label={loadingText} /> : empty;
  return (
    <>
      {isRefiltering && (
        <Group gap="xs" role="status" aria-live="polite">
          <Loader size="xs" color="emerald" />
          <Text size="sm" c="gray.7">
            {loadingText}
          </Text>
        </Group>
      )}
      <div style={{ opacity: isRefiltering ? 0.6 : 1, transition: 'opacity 150ms' }}>
        <ProfileGrid>
          {shown.map((p) => (
            <BrowseProfileCard
              key={p._id}
              profile={p}
              isMatch={viewer.matchIds.has(p._id)}
              isPremiumViewer={viewer.isPremium}
              onWhy={openWhy}
            />
          ))}
        </ProfileGrid>
      </div>
      {query.isFetchNextPageError && (
        <ListError
          message={errorMessage(query.error, errorText)}
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
            {t('browse.all.loadMore')}
          </Button>
        </Center>
      )}
      {why && (
        <Suspense fallback={null}>
          <FitModal profile={why.profile} opened={why.opened} onClose={closeWhy} />
        </Suspense>
      )}
    </>
  );
}
