import { useSyncExternalStore } from 'react';
import { STORAGE_KEYS } from './storage-keys';

type Listener = () => void;
const listeners = new Set<Listener>();

function read(): string | null {
  try {
    return localStorage.getItem(STORAGE_KEYS.token);
  } catch {
    return null;
  }
}

let current = read();

/** The member's bearer token, kept in local storage (spec section 4 "Session"). */
export const sessionStore = {
  getToken: () => current,
  setToken(token: string | null) {
    current = token;
    try {
      if (token) localStorage.setItem(STORAGE_KEYS.token, token);
      else localStorage.removeItem(STORAGE_KEYS.token);
    } catch {
      // storage unavailable (private mode): the session lives in memory only
    }
    for (const l of listeners) l();
  },
  subscribe(listener: Listener) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

if (typeof window !== 'undefined') {
  // Signing out in one tab signs out the others.
  window.addEventListener('storage', (e) => {
    if (e.key === STORAGE_KEYS.token) {
      current = e.newValue;
      for (const l of listeners) l();
    }
  });
}

export function useToken(): string | null {
  return useSyncExternalStore(sessionStore.subscribe, sessionStore.getToken, () => null);
}
