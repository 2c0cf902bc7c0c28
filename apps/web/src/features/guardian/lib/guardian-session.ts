import { useSyncExternalStore } from 'react';
import { STORAGE_KEYS } from '../../../lib/storage-keys';

type Listener = () => void;
const listeners = new Set<Listener>();

function read(): string | null {
  try {
    return localStorage.getItem(STORAGE_KEYS.guardianToken);
  } catch {
    return null;
  }
}

let current = read();

/**
 * The guardian's token, kept apart from a member's and staff's (docs/decisions/0031-guardian-wali-with-consent.md): the
 * guardian view sends only this one, and no other page ever sends it.
 */
export const guardianSession = {
  getToken: () => current,
  setToken(token: string | null) {
    current = token;
    try {
      if (token) localStorage.setItem(STORAGE_KEYS.guardianToken, token);
      else localStorage.removeItem(STORAGE_KEYS.guardianToken);
    } catch {
      // storage unavailable: the session lives in memory only
    }
    for (const l of listeners) l();
  },
  subscribe(listener: Listener) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

export const useGuardianToken = () =>
  useSyncExternalStore(guardianSession.subscribe, guardianSession.getToken, () => null);
