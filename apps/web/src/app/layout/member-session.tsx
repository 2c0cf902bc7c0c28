import '../styles/mantine-app';
import { useNotifications } from '@mantine/notifications';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useMessageLiveEvents } from '../../features/messages';
// The hook itself, not the feature's index.ts, whose push settings (a switch and its texts) a
// member's every page would otherwise download.
import { useNotificationLiveEvents } from '../../features/notifications/hooks/use-notification-live-events';
import { PushPromptHost } from '../../features/notifications/push/push-prompt-host';
import { ProfileWizardLauncher } from '../../features/profile';
import { NoticesModal } from '../../features/settings/components/notices-modal';
import { useSupportLiveEvents } from '../../features/support';
import { useInterestLiveEvents } from '../../lib/interests/use-interest-live-events';
import { useLiveStream } from '../../lib/live/use-live-stream';
import { moveStoredPhotoPromptChoice } from '../../lib/photo-prompt-hide';
import { useSavedLocale } from '../use-saved-locale';
import { useMemberLocaleSaver } from './use-member-locale';

const ToastHost = lazy(() => import('./toast-host').then((m) => ({ default: m.ToastHost })));

/** Toasts are rare: their host and its animations load with the first one, which then shows. */
function Toasts() {
  const pending = useNotifications().notifications.length > 0;
  const [needed, setNeeded] = useState(false);
  useEffect(() => {
    if (pending) setNeeded(true);
  }, [pending]);
  if (!needed) return null;
  return (
    <Suspense fallback={null}>
      <ToastHost />
    </Suspense>
  );
}

/**
 * What runs for a signed-in member on every page: the live message stream (one per tab), the
 * member's saved language, the toast host, the profile wizard launcher, staff notices and the offer
 * of push notifications. Loaded only while signed in, once the page has loaded (app-layout.tsx).
 */
export function MemberSession() {
  // Each feature follows its own events of the live stream (lib/live), which opens after them.
  useMessageLiveEvents();
  useInterestLiveEvents();
  useSupportLiveEvents();
  useNotificationLiveEvents();
  useLiveStream();
  // Member pages switch to the saved language with the member check (require-member.tsx); the
  // public pages a member opens follow here.
  useSavedLocale();
  useMemberLocaleSaver();
  // Members' other pages' loaders (the dashboard has its own), so a click in the menu waits for no
  // extra download; this session starts once the page has loaded (app-layout.tsx).
  useEffect(() => void import('../member-pages'), []);
  useEffect(moveStoredPhotoPromptChoice, []);
  return (
    <>
      {/* Toasts come only from signed-in screens, so their host loads with them. */}
      <Toasts />
      {/* Opens the profile-completion wizard on /dashboard once per session (features/profile). */}
      <ProfileWizardLauncher />
      <NoticesModal />
      {/* Offers push notifications after the member's first interest sent or received
          (docs/decisions/0029-web-push.md). */}
      <PushPromptHost />
    </>
  );
}
