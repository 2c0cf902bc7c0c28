import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { pageTitle } from './page-meta';

/** Keeps the tab's title in step with the route as the app navigates (prerendered pages start right). */
export function usePageTitle() {
  const { pathname } = useLocation();
  useEffect(() => {
    document.title = pageTitle(pathname);
  }, [pathname]);
}
