import { parseLocalizedPath } from '@mithaq/contracts/i18n/localized-paths';
import { MEMBER_PAGE_STATE_ID } from '@mithaq/contracts/member-page-render';
import { isSitePath, SITE_PATHS } from '@mithaq/contracts/site-paths';
import { afterPageLoad } from './lib/after-page-load';
import { holdClicks } from './lib/held-clicks';
import { sessionStore } from './lib/session-store';
import { reloadOnStaleBuild } from './lib/stale-build';

// Before anything can ask for a chunk: a page from before a deploy reloads once (lib/stale-build.ts).
reloadOnStaleBuild(window);

/**
 * The page's only script, whose own imports are pure (the `entry` chunk: no React, no Mantine). A
 * prerendered page is painted from its HTML first; the app is fetched and started right after that
 * first paint, so neither its download nor its evaluation holds the page back
 * (docs/decisions/0060-the-entry-evaluates-no-framework-before-the-first-paint.md). The app shell, with nothing of its
 * own to paint, and a hidden tab start at once.
 */
// A member's page the server drew (docs/decisions/0041-members-pages-drawn-by-the-server.md) comes with
// its data: it starts as a prerendered page does, and taps before the app runs it are held for it.
const isDrawn = Boolean(document.getElementById(MEMBER_PAGE_STATE_ID));
if (isDrawn) holdClicks();
const start = () => void import('./boot');

// A member's, staff or guardian page loads through app/member-pages.ts, the dashboard through
// app/dashboard-loader.ts: fetched beside the app's start rather than after it.
const { pathname } = window.location;
const isMembersPage = !parseLocalizedPath(pathname) && isSitePath(pathname);
if (pathname === SITE_PATHS.dashboard) void import('./app/dashboard-loader');
else if (isMembersPage) void import('./app/member-pages');

// A signed-in page's member, first data and catalogs are asked for beside the app's code, not
// after it (app/early-page-start.ts).
const token = sessionStore.getToken();
if (token && isMembersPage && !isDrawn)
  void import('./app/early-page-start').then((m) => m.startSignedInPage(token, location));

const prerendered = document.getElementById('root')?.hasChildNodes() ?? false;
if (!prerendered || document.visibilityState === 'hidden') start();
else requestAnimationFrame(() => setTimeout(start, 0));

// The installed app's worker (lib/service-worker.ts): production only, registered once the page has
// loaded (lib/after-page-load.ts: on a signed-in page the load event comes before its code and data)
// and the browser is idle, so it and its precaching never compete with the page's own first download.
if (import.meta.env.PROD) void afterPageLoad().then(() => import('./lib/service-worker'));
