import '../../../app/styles/mantine-app';
import { Container } from '@mantine/core';
import { lazy, type ReactNode, Suspense } from 'react';
import { useSearchParams } from 'react-router';
import { LoadingState } from '../../../components/list-states';
import { withCatalogs } from '../../../i18n/i18n';
import { useMe } from '../../../lib/current-member';
import { AddPhotoPrompt } from '../components/add-photo-prompt';
import { AllProfilesTab } from '../components/all-profiles-tab';
import { BrowseProfileCard } from '../components/browse-profile-card';
import { DashboardTabs } from '../components/dashboard-tabs';
import { PICKS_ROOM_CLASS } from '../components/picks/picks-height';
import { ProfileResults } from '../components/profile-results';
import { type DashboardTab, dashboardTab, hasPartnerPreferences } from '../dashboard-tab';

// All Profiles comes with the page; the other tabs load when opened (docs/decisions/0039-signed-in-pages-speed.md: the
// dashboard's first download), showing the same loading state as while their lists load. A page the server draws
// on My matches waits for its code there (entry-server.tsx `prerender`).
const MyMatchesTab = lazy(() => import('../components/my-matches-tab').then((m) => ({ default: m.MyMatchesTab })));
const InterestsTab = lazy(() => import('../components/interests-tab').then((m) => ({ default: m.InterestsTab })));
const AcceptedTab = lazy(() => import('../components/accepted-tab').then((m) => ({ default: m.AcceptedTab })));
// The Saved list's texts (notes, removing) are a catalog of their own, loaded with the tab; its code
// comes through a loader of its own (saved-tab-loader.ts).
const SavedTab = lazy(() =>
  withCatalogs(() => import('../components/saved-tab-loader').then((m) => m.loadSavedTab()), ['shortlist']).then(
    (m) => ({ default: m.SavedTab }),
  ),
);

// The profile feature's invitation to answer the faith questions comes after the page's first download (its entry
// also carries the wizard launcher); a page the server draws has it drawn already
// (docs/decisions/0064-finding-the-right-person.md "Completeness").
const FaithQuestionsPrompt = lazy(() => import('../../profile').then((m) => ({ default: m.FaithQuestionsPrompt })));
// Likewise "N people viewed your profile" (the visits feature; its texts come with the page: app/page-namespaces.ts).
const VisitorsCard = lazy(() => import('../../visits').then((m) => ({ default: m.VisitorsCard })));
// And Today's picks, above the tabs (docs/decisions/0065-coming-back.md "Daily picks"), the height of a row of
// cards kept for it meanwhile.
const TodaysPicks = lazy(() => import('../components/picks/picks-loader').then((m) => m.loadTodaysPicks()));

function LazyTab({ children }: { children: ReactNode }) {
  return <Suspense fallback={<LoadingState />}>{children}</Suspense>;
}

const PANELS: Record<DashboardTab, () => ReactNode> = {
  matches: () => (
    <LazyTab>
      <MyMatchesTab Results={ProfileResults} />
    </LazyTab>
  ),
  all: () => <AllProfilesTab />,
  saved: () => (
    <LazyTab>
      <SavedTab />
    </LazyTab>
  ),
  interests: () => (
    <LazyTab>
      <InterestsTab />
    </LazyTab>
  ),
  accepted: () => (
    <LazyTab>
      <AcceptedTab />
    </LazyTab>
  ),
};

/**
 * /dashboard?tab=matches|all|saved|interests|accepted (spec section 2 "Browse screen", and My matches:
 * docs/decisions/0064-finding-the-right-person.md); the tab and All Profiles' filters live in the query.
 */
export function DashboardPage() {
  const [params, setParams] = useSearchParams();
  const tab = dashboardTab(params, hasPartnerPreferences(useMe().data?.partner));
  const choose = (next: DashboardTab) => {
    // The filters stay in the address, so they are still set on coming back to All Profiles.
    const search = new URLSearchParams(params);
    search.set('tab', next);
    search.delete('strict');
    setParams(search);
  };

  return (
    <Container size="lg" py="lg" px={{ base: 'sm', sm: 'md' }}>
      <Suspense fallback={<div className={PICKS_ROOM_CLASS} style={{ marginBottom: 'var(--mantine-spacing-lg)' }} />}>
        <TodaysPicks Card={BrowseProfileCard} />
      </Suspense>
      <DashboardTabs
        value={tab}
        onChange={choose}
        aside={
          <>
            <AddPhotoPrompt />
            <Suspense fallback={null}>
              <FaithQuestionsPrompt />
              <VisitorsCard />
            </Suspense>
          </>
        }
      >
        {PANELS[tab]()}
      </DashboardTabs>
    </Container>
  );
}
