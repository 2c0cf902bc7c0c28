import { PHOTO_PROMPT_HIDDEN_COOKIE, PHOTO_PROMPT_HIDDEN_COOKIE_MAX_AGE_S } from '@mithaq/contracts/member-page-render';
import { siteCookie, writeSiteCookie } from './cookies';
import { STORAGE_KEYS } from './storage-keys';

/** Remembers on this browser that `memberId` hid the dashboard's photo suggestion (photo-prompt-choice.ts). */
export function hidePhotoPromptFor(memberId: string): void {
  writeSiteCookie((secure) =>
    siteCookie(PHOTO_PROMPT_HIDDEN_COOKIE, memberId, PHOTO_PROMPT_HIDDEN_COOKIE_MAX_AGE_S, secure),
  );
}

/**
 * Moves a choice browser storage kept before the cookie into the cookie; from the next page on it is
 * drawn with. Run by the signed-in session once the page has loaded (app/layout/member-session.tsx).
 */
export function moveStoredPhotoPromptChoice(): void {
  try {
    const stored = localStorage.getItem(STORAGE_KEYS.photoPromptHiddenFor);
    if (!stored) return;
    hidePhotoPromptFor(stored);
    localStorage.removeItem(STORAGE_KEYS.photoPromptHiddenFor);
  } catch {
    // Storage unavailable: nothing to move.
  }
}
