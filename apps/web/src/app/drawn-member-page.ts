import { cookieValue } from '@mithaq/contracts/cookies';
import {
  isServerDrawnMemberPath,
  MEMBER_SESSION_COOKIE,
  type MemberPageState,
  SERVER_DRAWN_MEMBER_PAGES,
} from '@mithaq/contracts/member-page-render';
import { loadNamespaces } from '../i18n/i18n';
import { FRAME_NAMESPACES } from '../i18n/namespaces';
import { drawAt } from '../i18n/now';
import { drawLayout } from '../lib/drawn-layout';
import { heldClicks, isTakenOver, replayHeldClicksWith, stopHoldingClicks } from '../lib/held-clicks';
import { holdTyping, stopHoldingTyping } from '../lib/held-typing';
import { sessionStore } from '../lib/session-store';
import { FRESH_AFTER_DRAWING_MS } from './drawing-reads';
import { PAGE_NAMESPACES } from './page-namespaces';
import { queryClient } from './query-provider';

/**
 * Prepares the app to take over a page the server drew for the member
 * (docs/decisions/0041-members-pages-drawn-by-the-server.md): its reads' answers go into the query cache, so the first
 * render matches the HTML, and the session and the layout it was drawn with are the ones hydration renders with. A page
 * drawn for another session than this tab's (a sign-in or sign-out in another tab since) is cleared, and the app draws
 * it itself. Returns the language it was drawn in, or null when it was cleared. Loaded only on a drawn page (boot.tsx).
 */
export async function takeOverDrawnPage(
  root: HTMLElement,
  stateElement: HTMLElement,
): Promise<MemberPageState['locale'] | null> {
  const token = sessionStore.getToken();
  const drawnFor = cookieValue(document.cookie, MEMBER_SESSION_COOKIE);
  if (!token || drawnFor !== token) {
    // What was typed there was typed into another member's page.
    stopHoldingTyping();
    root.replaceChildren();
    return null;
  }
  holdTyping();
  const state = JSON.parse(stateElement.textContent ?? '') as MemberPageState;
  // The server read these a moment ago: counted fresh for a few seconds, the page's first mount does
  // not read them all again while it is still busy taking the page over.
  const updatedAt = Date.now() + FRESH_AFTER_DRAWING_MS;
  for (const { key, data } of state.queries) queryClient.setQueryData(key, data, { updatedAt });
  sessionStore.drawAs(token);
  drawLayout(state.phone);
  drawAt(state.drawnAt);
  await loadDrawnPageCatalogs(state.locale);
  return state.locale;
}

/**
 * Every catalog the page reads, before React takes it over: a catalog arriving meanwhile changes the
 * translator every text reads, and a part of the page React has not taken over yet is then thrown
 * away and drawn again (with any tap held for it).
 */
function loadDrawnPageCatalogs(locale: MemberPageState['locale']) {
  const { pathname } = window.location;
  const page = isServerDrawnMemberPath(pathname) ? PAGE_NAMESPACES[SERVER_DRAWN_MEMBER_PAGES[pathname]] : [];
  return loadNamespaces([...FRAME_NAMESPACES, 'member', ...page], locale);
}

/** Past this from the app's start, taps and typing are no longer held, and any still held are dropped. */
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
  setTimeout(() => {
    stopHoldingClicks();
    stopHoldingTyping();
  }, REPLAY_WITHIN_MS);
}
