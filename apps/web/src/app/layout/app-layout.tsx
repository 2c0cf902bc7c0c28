import { Box } from '@mantine/core';
import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { PageLoader } from '../guards';
import { HealthBanner } from './health-banner';
import { SiteFooter } from './site-footer';
import { TopNav } from './top-nav';

/** The member site's frame: health banner, top navigation, page, footer. */
export function AppLayout() {
  return (
    <Box mih="100vh" style={{ display: 'flex', flexDirection: 'column' }}>
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <HealthBanner />
      <TopNav unreadMessages={0} unreadNotifications={0} />
      <Box component="main" id="main" style={{ flex: 1 }}>
        <Suspense fallback={<PageLoader />}>
          <Outlet />
        </Suspense>
      </Box>
      <SiteFooter />
    </Box>
  );
}
