import { STORAGE_KEYS } from '../../../lib/storage-keys';

/** 'Not now' keeps the card away for 30 days on this browser. */
export const NOT_NOW_MS = 30 * 24 * 60 * 60 * 1000;

export interface PromptContext {
  /** Service worker, PushManager and Notification are all there. */
  supported: boolean;
  permission: NotificationPermission;
  /** When the member last chose 'Not now' here (ms since the epoch), if ever. */
  dismissedAt: number | null;
  now: number;
}

/**
 * Whether the notifications card may be offered after a meaningful moment: only where push works,
 * only while the browser has not been asked (a granted or denied permission is the member's answer;
 * Settings is where to change it), and not within 30 days of a 'Not now'.
 */
export function mayOfferPushPrompt({ supported, permission, dismissedAt, now }: PromptContext): boolean {
  if (!supported || permission !== 'default') return false;
  if (dismissedAt === null) return true;
  const elapsed = now - dismissedAt;
  // A time ahead of the clock (the clock was set back) would otherwise hide the card for good.
  return elapsed >= NOT_NOW_MS || elapsed < 0;
}

/** Web Push needs a service worker, the Push API and notifications. */
export function isPushSupported(scope: typeof globalThis = globalThis): boolean {
  const nav = (scope as { navigator?: Navigator }).navigator;
  return Boolean(nav && 'serviceWorker' in nav && 'PushManager' in scope && 'Notification' in scope);
}

export function readDismissedAt(
  storage: Pick<Storage, 'getItem'> | undefined = globalThis.localStorage,
): number | null {
  try {
    const value = Number(storage?.getItem(STORAGE_KEYS.pushPromptDismissedAt) ?? Number.NaN);
    return Number.isFinite(value) ? value : null;
  } catch {
    return null;
  }
}

export function rememberNotNow(now: number, storage: Pick<Storage, 'setItem'> | undefined = globalThis.localStorage) {
  try {
    storage?.setItem(STORAGE_KEYS.pushPromptDismissedAt, String(now));
  } catch {
    // storage full or blocked: the card may come back after the next interest, nothing worse
  }
}

/** What the card reads in this browser now. */
export function currentPromptContext(now = Date.now()): PromptContext {
  const supported = isPushSupported();
  return {
    supported,
    permission: supported ? Notification.permission : 'denied',
    dismissedAt: readDismissedAt(),
    now,
  };
}
