import { useSyncExternalStore } from 'react';
import { hasPageLoaded, subscribeToPageLoad } from './after-page-load';

/** False until the page has loaded and the browser is idle, then true (and false while prerendering). */
export function useAfterPageLoad(): boolean {
  return useSyncExternalStore(subscribeToPageLoad, hasPageLoaded, () => false);
}
