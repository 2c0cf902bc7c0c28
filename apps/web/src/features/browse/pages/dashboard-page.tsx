import '../../../app/styles/mantine-app';
import { Container } from '@mantine/core';
import { lazy, type ReactNode, Suspense } from 'react';
import { useSearchParams } from 'react-router';
import { LoadingState } from '../../../components/list-states';
import { useMe } from '../../../lib/current-member';
import { AddPhotoPrompt } from '../components/add-photo-prompt';
import { AllProfilesTab } from '../components/all-profiles-tab';
import { DashboardTabs } from '../components/dashboard-tabs';
import { ProfileResults } from '../components/profile-results';
import { type DashboardTab, dashboardTab, hasPartnerPreferences } from '../dashboard-tab';

// All Profiles comes with the page; the other tabs load when opened (docs/decisions/0039-signed-in-pages-speed.md: the
// dashboard's first download), showing the same loading state as while their lists load. A page the server draws
// on My matches waits for its code there (entry-server.tsx `prerender`).
const MyMatchesTab = lazy(() => import('../components/my-matches-tab').then((m) => ({ default: m.MyMatchesTab })));
const InterestsTab = lazy(() => import('../components/interests-tab').then((m) => ({ default: m.InterestsTab })));
const AcceptedTab = lazy(() => import('../components/accepted-tab').then((m) => ({ default: m.AcceptedTab })));

// The profile feature's invitation to answer the faith questions comes after the page's first download (its entry
// also carries the wizard launcher); a page the server draws has it drawn already
// (docs/decisions/0064-finding-the-right-person.md "Completeness").
const FaithQuestionsPrompt = lazy(() => import('../../profile').then((m) => ({ default: m.FaithQuestionsPrompt })));

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
 * /dashboard?tab=matches|all|interests|accepted (spec section 2 "Browse screen", and My matches:
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
      <DashboardTabs
        value={tab}
        onChange={choose}
        aside={
          <>
            <AddPhotoPrompt />
            <Suspense fallback={null}>
              <FaithQuestionsPrompt />
            </Suspense>
          </>
        }
      >
        {PANELS[tab]()}
      </DashboardTabs>
    </Container>
  );
}
