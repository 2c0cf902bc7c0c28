import '../../../app/styles/mantine-app';
import { Container, Tabs, useMatches } from '@mantine/core';
import { IconHeart, IconHeartHandshake, IconUsers } from '@tabler/icons-react';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { useT } from '../../../i18n/use-t';
import { AcceptedTab } from '../components/accepted-tab';
import { AddPhotoPrompt } from '../components/add-photo-prompt';
import { AllProfilesTab } from '../components/all-profiles-tab';
import { InterestsTab } from '../components/interests-tab';
import { EMPTY_FILTERS, type FilterForm } from '../filters';

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
          <InterestsTab />
        </Tabs.Panel>
        <Tabs.Panel value="accepted">
          <AcceptedTab />
        </Tabs.Panel>
      </Tabs>
    </Container>
  );
}
