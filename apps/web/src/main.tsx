/**
 * The page's only script. A prerendered page is painted from its HTML first; the app (already being
 * fetched: the page preloads it) starts right after that first paint, so running it does not hold
 * the page back (issue 10: first and largest contentful paint). A hidden tab starts at once.
 */
const start = () => void import('./boot');

if (document.visibilityState === 'hidden') start();
else requestAnimationFrame(() => setTimeout(start, 0));
