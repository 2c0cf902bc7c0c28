import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { LoadingState } from '../components/loading-state';
import { useT } from '../i18n/use-t';
import { useMe } from '../lib/current-member';
import { useToken } from '../lib/session';
import { useSavedLocale } from './use-saved-locale';

/** Signed-in routes: signed-out visitors go to /login, and come back after signing in. */
export function RequireMember({ children }: { children: ReactNode }) {
  const t = useT();
  const token = useToken();
  const me = useMe();
  const location = useLocation();
  useSavedLocale();
  if (!token) return <Navigate to="/login" replace state={{ from: location.pathname + location.search }} />;
  if (me.isPending) return <LoadingState label={t('member.loadingAccount')} py={80} />;
  return <>{children}</>;
}
