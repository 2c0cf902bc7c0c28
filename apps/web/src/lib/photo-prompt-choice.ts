import { cookieValue } from '@mithaq/contracts/cookies';
import { PHOTO_PROMPT_HIDDEN_COOKIE, PHOTO_PROMPT_HIDDEN_COOKIE_MAX_AGE_S } from '@mithaq/contracts/member-page-render';
import { siteCookie, writeSiteCookie } from './cookies';

/**
 * Whether the member hid the dashboard's 'Add photo' suggestion on this browser, kept in a cookie
 * (contracts PHOTO_PROMPT_HIDDEN_COOKIE) so the server draws the dashboard with the suggestion
 * exactly when the browser shows it: from browser storage it was read only after takeover, and the
 * drawn suggestion then vanished under the member's eyes. It is written at once on hiding, before
 * any navigation can follow; moving a choice kept in browser storage is in photo-prompt-hide.ts.
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

/** Remembers on this browser that `memberId` hid the dashboard's photo suggestion. */
export function hidePhotoPromptFor(memberId: string): void {
  writeSiteCookie((secure) =>
    siteCookie(PHOTO_PROMPT_HIDDEN_COOKIE, memberId, PHOTO_PROMPT_HIDDEN_COOKIE_MAX_AGE_S, secure),
  );
}
