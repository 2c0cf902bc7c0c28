import { cookieValue, PHOTO_PROMPT_HIDDEN_COOKIE, PHOTO_PROMPT_HIDDEN_COOKIE_MAX_AGE_S } from '@mithaq/contracts';
import { STORAGE_KEYS } from './storage-keys';

/**
 * Whether the member hid the dashboard's 'Add photo' suggestion on this browser, kept in a cookie
 * (contracts PHOTO_PROMPT_HIDDEN_COOKIE) so the server draws the dashboard with the suggestion
 * exactly when the browser shows it: from browser storage it was read only after takeover, and the
 * drawn suggestion then vanished under the member's eyes.
 */

/** On the server: the cookie of the request whose page is being drawn (entry-server.tsx). */
let drawnHiddenFor: string | null = null;

export const drawPhotoPromptChoice = (hiddenFor: string | null) => {
  drawnHiddenFor = hiddenFor;
};

/** The member who hid it: the server's drawing and the browser's first render read the same cookie. */
export function photoPromptHiddenFor(): string | null {
  if (typeof document === 'undefined') return drawnHiddenFor;
  return cookieValue(document.cookie, PHOTO_PROMPT_HIDDEN_COOKIE);
}

export function hidePhotoPromptFor(memberId: string): void {
  const secure = location.protocol === 'https:' ? '; Secure' : '';
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing from Firefox and older Safari
  document.cookie = `${PHOTO_PROMPT_HIDDEN_COOKIE}=${memberId}; Path=/; Max-Age=${PHOTO_PROMPT_HIDDEN_COOKIE_MAX_AGE_S}; SameSite=Lax${secure}`;
}

/**
 * The choice as browser storage kept it before the cookie: the server never sees it, so it is read
 * only once the app runs the page, then moved to the cookie (`moveStoredChoice`).
 */
export function photoPromptHiddenInStorage(): string | null {
  try {
    return localStorage.getItem(STORAGE_KEYS.photoPromptHiddenFor);
  } catch {
    return null;
  }
}

export function moveStoredChoice(memberId: string): void {
  hidePhotoPromptFor(memberId);
  try {
    localStorage.removeItem(STORAGE_KEYS.photoPromptHiddenFor);
  } catch {
    // Storage unavailable: nothing to move.
  }
}
