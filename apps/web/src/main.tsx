import { reloadOnStaleBuild } from './lib/stale-build';

// Before anything can ask for a chunk: a page from before a deploy reloads once (lib/stale-build.ts).
reloadOnStaleBuild(window);

/**
 * The page's only script. A prerendered page is painted from its HTML first; the app (already being
 * fetched: the page preloads it) starts right after that first paint, so running it does not hold
 * the page back (issue 10: first and largest contentful paint). The app shell, with nothing of its
 * own to paint, and a hidden tab start at once.
 */
const start = () => void import('./boot');

const prerendered = document.getElementById('root')?.hasChildNodes() ?? false;
if (!prerendered || document.visibilityState === 'hidden') start();
else requestAnimationFrame(() => setTimeout(start, 0));
