import { lazy, type ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { withCatalogs } from '../i18n/i18n';
import { useToken } from '../lib/session';

/**
 * The data layer (TanStack Query) and everything that reads the member through it load with the
 * first part of the page that needs them, not with the public pages' first download
 * (docs/decisions/0015-speed-on-a-phone.md).
 */
const loadDataLayer = () => import('./data-layer');
// The member check says 'Loading your account...' in the member's language: its catalog comes with it.
const loadRequireMember = () => withCatalogs(loadDataLayer, ['member']);
const QueryProvider = lazy(() => loadDataLayer().then((m) => ({ default: m.QueryProvider })));
const RequireMemberLoaded = lazy(() => loadRequireMember().then((m) => ({ default: m.RequireMember })));

/** Fetches the data layer ahead of the first render that needs it (routes.tsx preloadPage). */
export function preloadDataLayer(signedIn: boolean) {
  void loadDataLayer();
  if (signedIn) void loadRequireMember();
}

/** Gives `children` the query cache they read the API through. */
export function WithQueries({ children }: { children: ReactNode }) {
  return <QueryProvider>{children}</QueryProvider>;
}

/** Signed-in routes: signed-out visitors go to /login, and come back after signing in. */
export function RequireMember({ children }: { children: ReactNode }) {
  return (
    <WithQueries>
      <RequireMemberLoaded>{children}</RequireMemberLoaded>
    </WithQueries>
  );
}

/** /login and /register go to /dashboard when signed in (or back to the page that sent them here). */
export function PublicOnly({ children }: { children: ReactNode }) {
  const token = useToken();
  const location = useLocation();
  const from = (location.state as { from?: string } | null)?.from;
  if (token) return <Navigate to={from ?? '/dashboard'} replace />;
  return <>{children}</>;
}
