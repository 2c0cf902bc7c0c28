import { withCatalogs } from '../../../../i18n/i18n';

/**
 * Today's picks' code and texts (the `picks` catalog), one step removed from the dashboard's, as
 * saved-tab-loader.ts is for the Saved tab: a lazily loaded module's list of the files it needs is written into
 * the chunk that loads it, and the dashboard's first download has almost no room left (bench/bundle/budget.ts).
 */
export const loadTodaysPicks = () =>
  withCatalogs(() => import('./todays-picks'), ['picks']).then((m) => ({ default: m.TodaysPicks }));
