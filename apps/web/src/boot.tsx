import { MEMBER_PAGE_STATE_ID } from '@mithaq/contracts/member-page-render';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { App } from './app/app';
import { preloadPage } from './app/routes';
import { startLocale } from './i18n/start-locale';
import { renewCookie, sessionStore } from './lib/session-store';

// zod keeps its settings on globalThis, shared by every copy of it (zod/v4/core/core.js). Turning off
// its eval probe here, before any schema runs, spares a CSP violation report (script-src 'self')
// without putting zod itself in the first download; lib/zod-settings.test.ts checks zod still reads them there.
const zodSettings = globalThis as { __zod_globalConfig?: Record<string, unknown> };
zodSettings.__zod_globalConfig = Object.assign(zodSettings.__zod_globalConfig ?? {}, { jitless: true });

// Inter comes now, after the first paint, rather than with the page's styles (app/fonts.ts).
void import('./app/fonts');

/** Starts the app: takes over a prerendered page, or draws the shell's route (main.tsx calls it). */
const root = document.getElementById('root');
if (!root) throw new Error('#root is missing from index.html');

const app = (
  <StrictMode>
    <BrowserRouter>
      <App />
    </BrowserRouter>
  </StrictMode>
);

preloadPage(window.location.pathname, Boolean(sessionStore.getToken()));
// A member's page the server drew: its answers, catalogs and language, or cleared if drawn for another session.
const drawnState = document.getElementById(MEMBER_PAGE_STATE_ID);
const drawnPage = drawnState ? await import('./app/drawn-member-page') : null;
const drawnLocale = drawnPage && drawnState ? await drawnPage.takeOverDrawnPage(root, drawnState) : null;
// After that check, which compares the session cookie the page was drawn with to this tab's session.
renewCookie();
// The frame's texts in the page's language before the first render, so hydration matches the HTML.
await startLocale(window.location.pathname, navigator.languages, drawnLocale ?? undefined);

// Public pages arrive prerendered (scripts/prerender.ts): take over their HTML instead of redrawing it.
// As a transition, React does that work in slices between which the page stays responsive, instead
// of one long task (docs/decisions/0015-speed-on-a-phone.md: total blocking time on a mid-range phone).
startTransition(() => {
  if (root.hasChildNodes()) hydrateRoot(root, app);
  else createRoot(root).render(app);
});
drawnPage?.replayHeldClicks();
