import '../../../app/styles/mantine-app';
import { Container, Tabs, useMatches } from '@mantine/core';
import { IconHeart, IconHeartHandshake, IconUsers } from '@tabler/icons-react';
import { lazy, type ReactNode, Suspense, useState } from 'react';
import { useSearchParams } from 'react-router';
import { LoadingState } from '../../../components/list-states';
import { useT } from '../../../i18n/use-t';
import { AddPhotoPrompt } from '../components/add-photo-prompt';
import { AllProfilesTab } from '../components/all-profiles-tab';
import { EMPTY_FILTERS, type FilterForm } from '../filters';

// The first tab comes with the page; the other two load when opened (docs/decisions/0039-signed-in-pages-speed.md: the
// dashboard's first download), showing the same loading state as while their lists load.
const InterestsTab = lazy(() => import('../components/interests-tab').then((m) => ({ default: m.InterestsTab })));
const AcceptedTab = lazy(() => import('../components/accepted-tab').then((m) => ({ default: m.AcceptedTab })));

function LazyTab({ children }: { children: ReactNode }) {
  return <Suspense fallback={<LoadingState />}>{children}</Suspense>;
}

const TABS = ['all', 'interests', 'accepted'] as const;
type Tab = (typeof TABS)[number];

/** /dashboard?tab=all|interests|accepted (spec section 2 "Browse screen"); the tab lives in the query. */
export function DashboardPage() {
  const [params, setParams] = useSearchParams();
  const raw = params.get('tab');
  const tab: Tab = TABS.includes(raw as Tab) ? (raw as Tab) : 'all';
  // Kept here so the filters survive a visit to another tab.
  const [filters, setFilters] = useState<FilterForm>(EMPTY_FILTERS);
  // The three labels only fit a 390 px phone without their icons.
  const icon = useMatches({ base: false, xs: true });
  const t = useT();

  return (
    <Container size="lg" py="lg" px={{ base: 'sm', sm: 'md' }}>
      <Tabs value={tab} onChange={(v) => setParams({ tab: v ?? 'all' })} keepMounted={false}>
        <Tabs.List mb="lg" style={{ flexWrap: 'nowrap', overflowX: 'auto' }}>
          <Tabs.Tab value="all" leftSection={icon && <IconUsers size={16} />} px={{ base: 10, sm: 'md' }}>
            {t('browse.tabs.all')}
          </Tabs.Tab>
          <Tabs.Tab value="interests" leftSection={icon && <IconHeart size={16} />} px={{ base: 10, sm: 'md' }}>
            {t('browse.tabs.interests')}
          </Tabs.Tab>
          <Tabs.Tab value="accepted" leftSection={icon && <IconHeartHandshake size={16} />} px={{ base: 10, sm: 'md' }}>
            {t('browse.tabs.accepted')}
          </Tabs.Tab>
        </Tabs.List>
        <AddPhotoPrompt />
        <Tabs.Panel value="all">
          <AllProfilesTab filters={filters} onFiltersChange={setFilters} />
        </Tabs.Panel>
        <Tabs.Panel value="interests">
          <LazyTab>
            <InterestsTab />
          </LazyTab>
        </Tabs.Panel>
        <Tabs.Panel value="accepted">
          <LazyTab>
            <AcceptedTab />
          </LazyTab>
        </Tabs.Panel>
      </Tabs>
    </Container>
  );
}
