import { useEffect } from 'react';
import { sessionTimers, subscribeLive } from '../live/live-subscribers';
import { markPushMoment } from '../push/push-moments';
import { useToken } from '../session';
import { useInvalidateInterestData } from './invalidate-interest-data';
import { INTEREST_SENT_MS } from './send-interest';

/**
 * The live stream's `interest` events (lib/live/use-live-stream.ts), while the member is signed in.
 */
export function useInterestLiveEvents(): void {
  const token = useToken();
  const invalidateInterestData = useInvalidateInterestData();
  useEffect(() => {
    if (!token) return;
    const timers = sessionTimers();
    const unsubscribe = subscribeLive({
      onInterest({ action }) {
        // An interest sent to or by the member: the site may offer push notifications
        // (docs/decisions/0029-web-push.md).
        if (action === 'sent') markPushMoment();
        // As after the member's own interest actions. The event also reaches the member who just
        // sent the interest, whose card must show 'Interest Sent!' for its 2 s before the lists
        // reload (spec section 2 "Profile card"); the event does not say which side the viewer is
        // on, so every interest event waits those 2 s.
        timers.later(() => void invalidateInterestData(), INTEREST_SENT_MS);
      },
    });
    return () => {
      unsubscribe();
      timers.cancelAll();
    };
  }, [token, invalidateInterestData]);
}
