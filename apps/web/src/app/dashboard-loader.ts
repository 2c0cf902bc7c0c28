/**
 * The dashboard's loader, in a chunk of its own: it is where members land, and the list of files
 * each loader carries weighed 2.6 kB in the loaders' shared chunk (member-pages.ts), which the
 * dashboard then waited for (docs/decisions/0039-signed-in-pages-speed.md). main.tsx fetches this one beside the app's
 * start on /dashboard; the other members' pages' loaders follow once the page has loaded (member-session.tsx).
 */
export const loadDashboardPage = () => import('../features/browse/pages/dashboard-page');
