import { Badge, Button, Center, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { MESSAGES } from '@mithaq/contracts';
import { IconAdjustmentsHorizontal, IconUsers } from '@tabler/icons-react';
import { lazy, Suspense, useId, useMemo, useState } from 'react';
import { ListEmpty, ListError, LoadingState, QueryError } from '../../../components/list-states';
import { errorMessage } from '../../../lib/api-client';
import { useInterests } from '../../../lib/interests/get-interests';
import { useBrowseProfiles } from '../api/get-profiles';
import { countActiveFilters, EMPTY_FILTERS, FILTER_DEBOUNCE_MS, type FilterForm, toBrowseFilters } from '../filters';
import { useViewer } from '../use-viewer';
import { BrowseProfileCard } from './browse-profile-card';
import { ProfileGrid } from './profile-grid';

// Most visits never open the filters: their inputs (number, select) load on the first open.
const BrowseFilters = lazy(() => import('./browse-filters').then((m) => ({ default: m.BrowseFilters })));

interface AllProfilesTabProps {
  filters: FilterForm;
  onFiltersChange: (next: FilterForm) => void;
}

/** Tab All Profiles (spec section 2 "Browse screen"). */
export function AllProfilesTab({ filters, onFiltersChange }: AllProfilesTabProps) {
  const filtersId = useId();
  const [showFilters, setShowFilters] = useState(() => countActiveFilters(filters) > 0);
  // Once loaded the panel stays mounted, so closing it can animate.
  const [filtersLoaded, setFiltersLoaded] = useState(showFilters);
  const [debounced] = useDebouncedValue(filters, FILTER_DEBOUNCE_MS);
  const query = useBrowseProfiles(useMemo(() => toBrowseFilters(debounced), [debounced]));
  const interests = useInterests();
  const viewer = useViewer();
  const activeCount = countActiveFilters(filters);

  // Spec section 2: profiles already in the received, sent or accepted lists are not shown here.
  const hidden = useMemo(() => {
    const ids = new Set<string>(viewer.id ? [viewer.id] : []);
    const lists = interests.data;
    if (lists) for (const p of [...lists.received, ...lists.sent, ...lists.accepted]) ids.add(p._id);
    return ids;
  }, [interests.data, viewer.id]);
  const profiles = (query.data?.pages ?? []).flatMap((page) => page.profiles).filter((p) => !hidden.has(p._id));
  const isRefiltering = query.isPlaceholderData && query.isFetching;

  return (
    <Stack gap="md">
      <Group justify="space-between" align="center" gap="sm">
        <Title order={1} fz={{ base: 22, sm: 26 }}>
          Browse Community Profiles
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
          {showFilters ? 'Hide Filters' : 'Filter'}
        </Button>
      </Group>
      {filtersLoaded ? (
        <Suspense fallback={<LoadingState label="Loading filters..." />}>
          <BrowseFilters id={filtersId} opened={showFilters} value={filters} onChange={onFiltersChange} />
        </Suspense>
      ) : (
        <div id={filtersId} hidden />
      )}

      {query.isPending ? (
        <LoadingState label="Loading profiles..." />
      ) : query.isError && !query.isFetchNextPageError ? (
        <QueryError query={query} fallback={MESSAGES.fetchProfilesFailed} />
      ) : profiles.length === 0 && !query.hasNextPage ? (
        isRefiltering ? (
          <LoadingState label="Loading profiles..." />
        ) : (
          <ListEmpty
            icon={<IconUsers size={28} />}
            title="No profiles found."
            description={
              activeCount > 0
                ? 'Try widening or clearing your filters.'
                : 'New members join every day. Check back soon.'
            }
            action={
              activeCount > 0 ? (
                <Button variant="default" onClick={() => onFiltersChange(EMPTY_FILTERS)}>
                  Clear filters
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
                Loading profiles...
              </Text>
            </Group>
          )}
          <div style={{ opacity: isRefiltering ? 0.6 : 1, transition: 'opacity 150ms' }}>
            <ProfileGrid>
              {profiles.map((p) => (
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
              message={errorMessage(query.error, MESSAGES.fetchProfilesFailed)}
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
                Load more
              </Button>
            </Center>
          )}
        </>
      )}
    </Stack>
  );
}
