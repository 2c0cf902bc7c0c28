import { Badge, Button, Group, Stack, Title } from '@mantine/core';
import { IconAdjustmentsHorizontal, IconUsers } from '@tabler/icons-react';
import { lazy, Suspense, useId, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { ListEmpty, LoadingState } from '../../../components/list-states';
import { useT } from '../../../i18n/use-t';
import { useBrowseProfiles } from '../api/get-profiles';
import { countFilters, queryFromParams, SAVED_SEARCH_PARAM, withoutFilters } from '../search-query';
import { ProfileResults } from './profile-results';

// Most visits never open the filters: their inputs (number, select) load on the first open.
const BrowseFilters = lazy(() => import('./browse-filters-loader').then((m) => m.loadBrowseFilters()));

/**
 * Tab All Profiles (spec section 2 "Browse screen"), with the advanced search
 * (docs/decisions/0064-finding-the-right-person.md "Searching"); its filters live in the address.
 */
export function AllProfilesTab() {
  const filtersId = useId();
  const titleId = useId();
  const countId = useId();
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => queryFromParams(params), [params]);
  const activeCount = countFilters(filters);
  const clear = () => setParams(withoutFilters(params), { preventScrollReset: true });
  // Open when the address sets filters, or names a saved search to apply (an alert's link: the panel applies it).
  const [showFilters, setShowFilters] = useState(() => activeCount > 0 || params.has(SAVED_SEARCH_PARAM));
  // Once loaded the panel stays mounted, so closing it can animate.
  const [filtersLoaded, setFiltersLoaded] = useState(showFilters);
  // The panel's inputs hold a change the address does not have yet (a pause in typing).
  const [isTyping, setIsTyping] = useState(false);
  const query = useBrowseProfiles(filters);
  const t = useT();
  const isRefiltering = query.isPlaceholderData && query.isFetching;

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
          aria-describedby={activeCount > 0 ? countId : undefined}
          onClick={() => {
            setFiltersLoaded(true);
            setShowFilters((v) => !v);
          }}
        >
          {showFilters ? t('browse.filters.hide') : t('browse.filters.show')}
        </Button>
        {activeCount > 0 && (
          <span id={countId} className="visually-hidden">
            {t('browse.filters.activeCount', { count: activeCount })}
          </span>
        )}
      </Group>
      {filtersLoaded ? (
        <Suspense fallback={<LoadingState label={t('browse.filters.loading')} />}>
          <BrowseFilters id={filtersId} opened={showFilters} onPendingChange={setIsTyping} />
        </Suspense>
      ) : (
        <div id={filtersId} hidden />
      )}

      {/* Until the typed filters reach the server the listed profiles are about to change: said to assistive
          technology (and to anything waiting for the list to settle before it acts on a card). */}
      <Stack
        component="section"
        gap="md"
        aria-labelledby={titleId}
        aria-busy={query.isPending || isTyping || isRefiltering}
      >
        <ProfileResults
          query={query}
          loadingText={t('browse.all.loading')}
          errorText={t('browse.errors.fetchProfiles')}
          isRefiltering={isRefiltering}
          empty={
            <ListEmpty
              icon={<IconUsers size={28} />}
              title={t('browse.all.empty.title')}
              description={activeCount > 0 ? t('browse.all.empty.filtered') : t('browse.all.empty.unfiltered')}
              action={
                activeCount > 0 ? (
                  <Button variant="default" onClick={clear}>
                    {t('browse.filters.clearAll')}
                  </Button>
                ) : null
              }
            />
          }
        />
      </Stack>
    </Stack>
  );
}
