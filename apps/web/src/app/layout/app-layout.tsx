import { Box } from '@mantine/core';
import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { LoadingState } from '../../components/list-states';
import { useMessageStream, useUnreadMessageCount } from '../../features/messages';
import { useUnreadNotificationCount } from '../../features/notifications/hooks/use-unread-notification-count';
import { ProfileWizardLauncher } from '../../features/profile';
import { NoticesModal } from '../../features/settings/components/notices-modal';
import { useToken } from '../../lib/session';
import { HealthBanner } from './health-banner';
import { SiteFooter } from './site-footer';
import { TopNav } from './top-nav';

/** The member site's frame: health banner, top navigation, page, footer. */
export function AppLayout() {
  const unreadNotifications = useUnreadNotificationCount();
  const token = useToken();
  // One live message stream per tab while signed in (it opens and closes with the token).
  useMessageStream();
  const unreadMessages = useUnreadMessageCount();
  return (
    <Box mih="100vh" style={{ display: 'flex', flexDirection: 'column' }}>
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <HealthBanner />
      <TopNav unreadMessages={unreadMessages} unreadNotifications={unreadNotifications} />
      <Box component="main" id="main" style={{ flex: 1 }}>
        <Suspense fallback={<LoadingState py={80} />}>
          <Outlet />
        </Suspense>
      </Box>
      <SiteFooter />
      {/* Opens the profile-completion wizard on /dashboard once per session (features/profile). */}
      <ProfileWizardLauncher />
      {token ? <NoticesModal /> : null}
    </Box>
  );
}
