import { Badge, Button, Center, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconAdjustmentsHorizontal, IconUsers } from '@tabler/icons-react';
import { lazy, Suspense, useDeferredValue, useId, useMemo, useState } from 'react';
import { ListEmpty, ListError, LoadingState, QueryError } from '../../../components/list-states';
import { useT } from '../../../i18n/use-t';
import { errorMessage } from '../../../lib/api-client';
import { useInterests } from '../../../lib/interests/get-interests';
import { useBrowseProfiles } from '../api/get-profiles';
import { countActiveFilters, EMPTY_FILTERS, FILTER_DEBOUNCE_MS, type FilterForm, toBrowseFilters } from '../filters';
import { useViewer } from '../use-viewer';
import { BrowseProfileCard } from './browse-profile-card';
import { ProfileGrid } from './profile-grid';

// Most visits never open the filters: their inputs (number, select) load on the first open.
const BrowseFilters = lazy(() => import('./browse-filters').then((m) => ({ default: m.BrowseFilters })));

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

interface AllProfilesTabProps {
  filters: FilterForm;
  onFiltersChange: (next: FilterForm) => void;
}

/** Tab All Profiles (spec section 2 "Browse screen"). */
export function AllProfilesTab({ filters, onFiltersChange }: AllProfilesTabProps) {
  const filtersId = useId();
  const titleId = useId();
  const [showFilters, setShowFilters] = useState(() => countActiveFilters(filters) > 0);
  // Once loaded the panel stays mounted, so closing it can animate.
  const [filtersLoaded, setFiltersLoaded] = useState(showFilters);
  const [debounced] = useDebouncedValue(filters, FILTER_DEBOUNCE_MS);
  const query = useBrowseProfiles(useMemo(() => toBrowseFilters(debounced), [debounced]));
  const interests = useInterests();
  const viewer = useViewer();
  const activeCount = countActiveFilters(filters);
  const t = useT();

  // Spec section 2: profiles already in the received, sent or accepted lists are not shown here.
  const hidden = useMemo(() => {
    const ids = new Set<string>(viewer.id ? [viewer.id] : []);
    const lists = interests.data;
    if (lists) for (const p of [...lists.received, ...lists.sent, ...lists.accepted]) ids.add(p._id);
    return ids;
  }, [interests.data, viewer.id]);
  const profiles = useMemo(
    () => (query.data?.pages ?? []).flatMap((page) => page.profiles).filter((p) => !hidden.has(p._id)),
    [query.data, hidden],
  );
  const shownProfiles = useFirstCardsFirst(profiles);
  const isRefiltering = query.isPlaceholderData && query.isFetching;
  // Until the typed filters reach the server the listed profiles are about to change: say so to
  // assistive technology (and to anything waiting for the list to settle before it acts on a card).
  const isResultsStale = filters !== debounced || isRefiltering;

  return (
    <Stack gap="md">
      <Group justify="space-between" align="center" gap="sm">
        <Title order={1} id={titleId} fz={{ base: 22, sm: 26 }}>
          {t('browse.all.title')}
        </Title>
        <Button
          variant={showFilters ? 'filled' : 'light'}
          leftSection={<IconAdjustmentsHorizontal size={18} />}
          rightSection={
            activeCount > 0 ? (
              <Badge size="sm" color="gold.8" circle aria-hidden>
                {activeCount}
              </Badge>
            ) : null
          }
          aria-expanded={showFilters}
          aria-controls={filtersId}
          onClick={() => {
            setFiltersLoaded(true);
            setShowFilters((v) => !v);
          }}
        >
          {showFilters ? t('browse.filters.hide') : t('browse.filters.show')}
        </Button>
      </Group>
      {filtersLoaded ? (
        <Suspense fallback={<LoadingState label={t('browse.filters.loading')} />}>
          <BrowseFilters id={filtersId} opened={showFilters} value={filters} onChange={onFiltersChange} />
        </Suspense>
      ) : (
        <div id={filtersId} hidden />
      )}

      <Stack component="section" gap="md" aria-labelledby={titleId} aria-busy={query.isPending || isResultsStale}>
        {query.isPending ? (
          <LoadingState label={t('browse.all.loading')} />
        ) : query.isError && !query.isFetchNextPageError ? (
          <QueryError query={query} fallback={t('browse.errors.fetchProfiles')} />
        ) : profiles.length === 0 && !query.hasNextPage ? (
          isRefiltering ? (
            <LoadingState label={t('browse.all.loading')} />
          ) : (
            <ListEmpty
              icon={<IconUsers size={28} />}
              title={t('browse.all.empty.title')}
              description={activeCount > 0 ? t('browse.all.empty.filtered') : t('browse.all.empty.unfiltered')}
              action={
                activeCount > 0 ? (
                  <Button variant="default" onClick={() => onFiltersChange(EMPTY_FILTERS)}>
                    {t('browse.filters.clearAll')}
                  </Button>
                ) : null
              }
            />
          )
        ) : (
          <>
            {isRefiltering && (
              <Group gap="xs" role="status" aria-live="polite">
                <Loader size="xs" color="emerald" />
                <Text size="sm" c="gray.7">
                  {t('browse.all.loading')}
                </Text>
              </Group>
            )}
            <div style={{ opacity: isRefiltering ? 0.6 : 1, transition: 'opacity 150ms' }}>
              <ProfileGrid>
                {shownProfiles.map((p) => (
                  <BrowseProfileCard
                    key={p._id}
                    profile={p}
                    isMatch={viewer.matchIds.has(p._id)}
                    isPremiumViewer={viewer.isPremium}
                  />
                ))}
              </ProfileGrid>
            </div>
            {query.isFetchNextPageError && (
              <ListError
                message={errorMessage(query.error, t('browse.errors.fetchProfiles'))}
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
          </>
        )}
      </Stack>
    </Stack>
  );
}
