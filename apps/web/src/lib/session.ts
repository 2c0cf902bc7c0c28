import { useSyncExternalStore } from 'react';
import { drawnSession, sessionStore } from './session-store';

/** The member's token, re-rendering on sign-in and sign-out (the store is lib/session-store.ts). */
export function useToken(): string | null {
  return useSyncExternalStore(sessionStore.subscribe, sessionStore.getToken, drawnSession);
}
