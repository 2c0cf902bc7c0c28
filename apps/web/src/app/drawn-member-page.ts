import { cookieValue, MEMBER_SESSION_COOKIE, type MemberPageState } from '@mithaq/contracts';
import { heldClicks, isTakenOver, replayHeldClicksWith, stopHoldingClicks } from '../lib/held-clicks';
import { sessionStore } from '../lib/session';
import { queryClient } from './query-provider';

/**
 * Prepares the app to take over a page the server drew for the member (docs/decisions.md "Members'
 * pages drawn by the server"): its reads' answers go into the query cache, so the first render
 * matches the HTML, and the session it was drawn with is the one hydration renders with. A page
 * drawn for another session than this tab's (a sign-in or sign-out in another tab since) is cleared,
 * and the app draws it itself. Returns the language it was drawn in, or null when it was cleared.
 * Loaded only on a drawn page (boot.tsx).
 */
export function takeOverDrawnPage(root: HTMLElement, stateElement: HTMLElement): MemberPageState['locale'] | null {
  const token = sessionStore.getToken();
  const drawnFor = cookieValue(document.cookie, MEMBER_SESSION_COOKIE);
  if (!token || drawnFor !== token) {
    root.replaceChildren();
    return null;
  }
  const state = JSON.parse(stateElement.textContent ?? '') as MemberPageState;
  for (const { key, data } of state.queries) queryClient.setQueryData(key, data);
  sessionStore.drawAs(token);
  return state.locale;
}

/** Past this from the app's start, taps are no longer held, and one still held is dropped. */
const REPLAY_WITHIN_MS = 10_000;

/**
 * Once hydration has started (boot.tsx): each tap held since the page showed (lib/held-clicks.ts),
 * in order, on its element as soon as the app has taken that element over.
 */
export function replayHeldClicks() {
  const until = performance.now() + REPLAY_WITHIN_MS;
  let waiting = false;
  const replayReady = () => {
    waiting = false;
    for (let target = heldClicks[0]; target; target = heldClicks[0]) {
      if (performance.now() > until) return void heldClicks.splice(0);
      if (target.isConnected && !isTakenOver(target)) {
        waiting = true;
        requestAnimationFrame(replayReady);
        return;
      }
      heldClicks.shift();
      // An element the app replaced while taking over (a page drawn for another session) is gone.
      if (target.isConnected) target.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
    }
  };
  replayHeldClicksWith(() => {
    if (!waiting) replayReady();
  });
  setTimeout(stopHoldingClicks, REPLAY_WITHIN_MS);
}
