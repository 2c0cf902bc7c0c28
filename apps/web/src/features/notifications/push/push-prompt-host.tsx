import { lazy, Suspense, useEffect, useState } from 'react';
import { withCatalogs } from '../../../i18n/i18n';
import { usePushMoments } from '../../../lib/push/push-moments';

/** The card waits until 'Interest Sent!' has shown its 2 s (spec section 2 "Profile card"). */
const PROMPT_DELAY_MS = 2000;

// The card, its rules, texts and push code load only at a moment when there may be something to offer.
const PushOffer = lazy(() =>
  withCatalogs(() => import('./push-prompt'), ['notifications']).then((m) => ({ default: m.PushOffer })),
);

/** Cheap first check, so a browser that has answered (or cannot ask) loads nothing more. */
const mayAsk = () => typeof Notification !== 'undefined' && Notification.permission === 'default';

/**
 * Offers push notifications after a meaningful moment (lib/push/push-moments.ts), never on page load, and only
 * where the rules allow (prompt-rules.ts). Mounted once for a signed-in member (app/layout/member-session.tsx).
 */
export function PushPromptHost() {
  const moments = usePushMoments();
  const [round, setRound] = useState(0);
  useEffect(() => {
    if (moments === 0) return;
    const timer = setTimeout(() => {
      if (mayAsk()) setRound(moments);
    }, PROMPT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [moments]);
  if (round === 0) return null;
  return (
    <Suspense fallback={null}>
      <PushOffer round={round} />
    </Suspense>
  );
}
