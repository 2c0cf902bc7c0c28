import { cookieValue } from '@mithaq/contracts/cookies';
import { PHOTO_PROMPT_HIDDEN_COOKIE } from '@mithaq/contracts/member-page-render';

/**
 * Whether the member hid the dashboard's 'Add photo' suggestion on this browser, kept in a cookie
 * (contracts PHOTO_PROMPT_HIDDEN_COOKIE) so the server draws the dashboard with the suggestion
 * exactly when the browser shows it: from browser storage it was read only after takeover, and the
 * drawn suggestion then vanished under the member's eyes. Writing it is in photo-prompt-hide.ts,
 * loaded on use: the dashboard's first download only reads.
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
