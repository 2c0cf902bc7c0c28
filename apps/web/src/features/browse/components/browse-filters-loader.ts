/**
 * The filters panel's code (browse-filters.tsx), one step removed from All Profiles (as saved-tab-loader.ts is for
 * the Saved tab): a lazily loaded module's list of the files it needs (its inputs, the collapse, the debounce) is
 * written into the chunk that loads it, and in the dashboard's chunk that list weighed on the page's first download
 * (bench/bundle/budget.ts). The first opening of the filters costs this small file first.
 */
export const loadBrowseFilters = () => import('./browse-filters').then((m) => ({ default: m.BrowseFilters }));
