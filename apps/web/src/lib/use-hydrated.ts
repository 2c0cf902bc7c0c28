import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/**
 * False while a prerendered page is still static HTML (and during the server render), true once the
 * app runs it. Forms stay disabled until then: submitted as plain HTML they would go nowhere.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
