import { Box } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { Outlet, useLocation } from 'react-router';
import { LoadingState } from '../../components/loading-state';
import { useT } from '../../i18n/use-t';
import { useToken } from '../../lib/session';
import { useAfterPageLoad } from '../../lib/use-after-page-load';
import { WithQueries } from '../guards';
import { HealthBanner } from './health-banner';
import { PageErrorBoundary } from './page-error-boundary';
import { SiteFooter } from './site-footer';
import { TopNav } from './top-nav';

// Signed-in-only machinery stays out of the public pages' first download (the budgets in bench/bundle/budget.ts), and out
// of a member's page load: the live stream and the rest start once the page has loaded
// (docs/decisions/0039-signed-in-pages-speed.md).
const MemberSession = lazy(() => import('./member-session').then((m) => ({ default: m.MemberSession })));

/**
 * The signed-in session's extras once the page has loaded, in a component of their own: their start
 * re-renders nothing else. A page the server drew may still be being taken over then, and an update
 * reaching a part React has not taken over yet makes it throw that HTML away and draw it again.
 */
function MemberSessionAfterLoad() {
  const token = useToken();
  const hasLoaded = useAfterPageLoad();
  if (!token || !hasLoaded) return null;
  return (
    <Suspense fallback={null}>
      <WithQueries>
        <MemberSession />
      </WithQueries>
    </Suspense>
  );
}

/** The member site's frame: health banner, top navigation, page, footer. */
export function AppLayout() {
  const t = useT();
  const { pathname } = useLocation();
  return (
    <Box mih="100vh" style={{ display: 'flex', flexDirection: 'column' }}>
      <a className="skip-link" href="#main">
        {t('app.skipLink')}
      </a>
      <HealthBanner />
      <TopNav />
      {/* At least a window tall, so the footer starts below the fold: a page that fills in after it
          loads then grows downwards without pushing a visible footer (layout shift,
          docs/decisions/0015-speed-on-a-phone.md). */}
      <Box component="main" id="main" style={{ flex: 1, minHeight: 'calc(100vh - 65px)' }}>
        <PageErrorBoundary resetKey={pathname}>
          <Suspense fallback={<LoadingState py={80} />}>
            <Outlet />
          </Suspense>
        </PageErrorBoundary>
      </Box>
      <SiteFooter />
      <MemberSessionAfterLoad />
    </Box>
  );
}
