import { useSyncExternalStore } from 'react';
import { STORAGE_KEYS } from '../../../lib/storage-keys';

type Listener = () => void;
const listeners = new Set<Listener>();

function read(): string | null {
  try {
    return localStorage.getItem(STORAGE_KEYS.adminToken);
  } catch {
    return null;
  }
}

let current = read();

/** The staff token, kept apart from the member session (spec section 4 "Admin session"). */
export const adminSession = {
  getToken: () => current,
  setToken(token: string | null) {
    current = token;
    try {
      if (token) localStorage.setItem(STORAGE_KEYS.adminToken, token);
      else localStorage.removeItem(STORAGE_KEYS.adminToken);
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

export const useAdminToken = () => useSyncExternalStore(adminSession.subscribe, adminSession.getToken, () => null);
