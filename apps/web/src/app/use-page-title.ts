import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { useT } from '../i18n/use-t';
import { pageTitle } from './page-meta';

/** Keeps the tab's title in step with the route and the language (prerendered pages start right). */
export function usePageTitle() {
  const { pathname } = useLocation();
  const t = useT();
  useEffect(() => {
    document.title = pageTitle(pathname, t);
  }, [pathname, t]);
}
