/**
 * The Saved tab's code, one step removed from the dashboard's: a lazily loaded module's list of the
 * files it needs is written into the chunk that loads it, and in the dashboard's chunk that list
 * weighed on the page's first download (bench/bundle/budget.ts). Opening the tab costs this small
 * file first.
 */
export const loadSavedTab = () => import('./saved-tab');
