/**
 * How a prerendered page knows, before its first paint, that this browser holds a member's session
 * (docs/decisions/0040-signed-in-state-on-prerendered-pages.md). The web build inlines the script in the
 * head of every prerendered page (apps/web/scripts/prerender.ts), the server allows exactly this
 * script by its hash in the Content-Security-Policy (apps/server/src/plugins/security.ts), and the
 * app keeps the mark in step with the session after that (apps/web/src/lib/session.ts).
 */

/** Where the web app keeps the member's bearer token (spec section 4 "Session"). */
export const MEMBER_TOKEN_STORAGE_KEY = 'mithaq_token';

/** Set on `<html>` while this browser holds a member token; CSS then hides what only a visitor is offered. */
export const SIGNED_IN_ATTRIBUTE = 'data-signed-in';

/** Marks what only a signed-out visitor is offered (Sign in, Register, a visitor's Buy). */
export const VISITOR_ONLY_ATTRIBUTE = 'data-visitor-only';

/**
 * Runs in the page's head before the body is parsed. Only the token's presence is read; whether the
 * session is still alive is for `/api/auth/me` to say, and the app clears a dead token (and the mark).
 * Storage can throw (blocked cookies, some private modes): then the page stays the visitor's.
 */
const hintScript = (storageKey: string, attribute: string) =>
  `try{localStorage.getItem(${JSON.stringify(storageKey)})&&document.documentElement.setAttribute(${JSON.stringify(attribute)},"")}catch(e){}`;

// Built by a call marked pure so that the web app, which only writes the script into its pages at
// build time (apps/web/scripts/prerender.ts), does not carry it in the code every page downloads.
export const SIGNED_IN_HINT_SCRIPT = /* @__PURE__ */ hintScript(MEMBER_TOKEN_STORAGE_KEY, SIGNED_IN_ATTRIBUTE);
