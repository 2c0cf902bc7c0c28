import '../styles/mantine-app';
import { Notifications } from '@mantine/notifications';
import { useMessageStream } from '../../features/messages';
import { ProfileWizardLauncher } from '../../features/profile';
import { NoticesModal } from '../../features/settings/components/notices-modal';

/**
 * What runs for a signed-in member on every page: the live message stream (one per tab), the
 * toast host, the profile wizard launcher and staff notices. Loaded only while signed in (app-layout.tsx).
 */
export function MemberSession() {
  useMessageStream();
  return (
    <>
      {/* Toasts come only from signed-in screens, so their host loads with them. */}
      <Notifications position="top-center" />
      {/* Opens the profile-completion wizard on /dashboard once per session (features/profile). */}
      <ProfileWizardLauncher />
      <NoticesModal />
    </>
  );
}
