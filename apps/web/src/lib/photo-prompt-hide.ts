import { hidePhotoPromptFor } from './photo-prompt-choice';
import { STORAGE_KEYS } from './storage-keys';

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
