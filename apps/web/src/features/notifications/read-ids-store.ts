import { useSyncExternalStore } from 'react';
import { STORAGE_KEYS } from '../../lib/storage-keys';
import { parseReadIds } from './derive-notifications';

/**
 * The ids of notifications already read, kept under `nb_notifications_last_read_ids` (spec
 * section 9). Subscribers hear about writes from this tab and, through the `storage` event, from
 * other tabs, so the nav badge clears as soon as Mark all as read is pressed anywhere.
 */
const KEY = STORAGE_KEYS.notificationReadIds;
const EMPTY: readonly string[] = [];
const listeners = new Set<() => void>();

let cachedRaw: string | null = null;
let cachedIds: readonly string[] = EMPTY;

function readRaw(): string | null {
  try {
    return localStorage.getItem(KEY);
  } catch {
    return null;
  }
}

/** A stable array per stored value, as useSyncExternalStore requires. */
function getSnapshot(): readonly string[] {
  const raw = readRaw();
  if (raw !== cachedRaw) {
    cachedRaw = raw;
    cachedIds = parseReadIds(raw);
  }
  return cachedIds;
}

function emit() {
  for (const listener of listeners) listener();
}

function onStorage(event: StorageEvent) {
  if (event.key === KEY || event.key === null) emit();
}

function subscribe(listener: () => void) {
  if (listeners.size === 0) window.addEventListener('storage', onStorage);
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) window.removeEventListener('storage', onStorage);
  };
}

/** Spec section 4: Mark all as read stores all current ids (replacing the old list, so it never grows). */
export function storeReadIds(ids: readonly string[]) {
  try {
    localStorage.setItem(KEY, JSON.stringify(ids));
  } catch {
    // Storage unavailable (private mode): nothing is remembered, the badge simply stays.
  }
  emit();
}

export function useReadIds(): readonly string[] {
  return useSyncExternalStore(subscribe, getSnapshot, () => EMPTY);
}
