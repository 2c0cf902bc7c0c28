/**
 * The session without React (spec section 4 "Session"): main.tsx reads it before the app starts, and
 * the entry's first download must not evaluate React
 * (docs/decisions/0060-the-entry-evaluates-no-framework-before-the-first-paint.md). The hook is lib/session.ts.
 */
import {
  MEMBER_SESSION_COOKIE,
  MEMBER_SESSION_COOKIE_MAX_AGE_S,
  MEMBER_TIME_ZONE_COOKIE,
} from '@mithaq/contracts/member-page-render';
import { SIGNED_IN_ATTRIBUTE, VISITOR_ONLY_ATTRIBUTE } from '@mithaq/contracts/signed-in-hint';
import { siteCookie, writeSiteCookie } from './cookies';
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
/** The session a server-drawn page was drawn with, which hydration must render with (drawAs). */
let drawnWith: string | null = null;

/** A cookie of the member's session: for as long as a session can live, or expired at once (null). */
const memberCookie = (name: string, value: string | null, secure: boolean) =>
  siteCookie(name, value, MEMBER_SESSION_COOKIE_MAX_AGE_S, secure);

/**
 * The token as a cookie too, so the server can draw a member's page with it (contracts
 * member-page-render.ts; the API never takes it as a credential). Written on every change of the
 * session and renewed at each start (renewCookie), so it expires with the session's last use.
 */
export const sessionCookie = (token: string | null, secure: boolean) =>
  memberCookie(MEMBER_SESSION_COOKIE, token, secure);

/** The browser's time zone beside it, so the times on a drawn page are the ones this browser shows; ended with the session. */
export const timeZoneCookie = (zone: string | null, secure: boolean) =>
  memberCookie(MEMBER_TIME_ZONE_COOKIE, zone && encodeURIComponent(zone), secure);

function keepCookie(token: string | null) {
  if (typeof document === 'undefined') return;
  writeSiteCookie((secure) => sessionCookie(token, secure));
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  writeSiteCookie((secure) => timeZoneCookie(token && zone ? zone : null, secure));
}

/**
 * Keeps `<html data-signed-in>` in step with the session: a prerendered page's head script set it from
 * the stored token before first paint (contracts signed-in-hint.ts); a dead token cleared by the
 * member check, a logout or a sign-in in another tab moves it here, so the visitor's offers show
 * again exactly when the app draws the visitor's page.
 */
function markDocument(token: string | null) {
  if (typeof document === 'undefined') return;
  document.documentElement.toggleAttribute(SIGNED_IN_ATTRIBUTE, Boolean(token));
}

function notify() {
  markDocument(current);
  keepCookie(current);
  for (const l of listeners) l();
}

markDocument(current);

/**
 * Marks what only a signed-out visitor is offered (Sign in, Register, a visitor's Buy): on a member's
 * browser a prerendered page keeps it hidden from the first paint (app/global.css).
 */
export const VISITOR_ONLY = { [VISITOR_ONLY_ATTRIBUTE]: '' } as const;

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
    notify();
  },
  /** The session a server-drawn page was drawn with: hydration renders with it (app/drawn-member-page.ts). */
  drawAs(token: string | null) {
    drawnWith = token;
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
      notify();
    }
  });
}

/** Keeps the cookie's lifetime running from this visit (boot.tsx). */
export const renewCookie = () => keepCookie(current);

/** Whether this page was drawn by the server for the member (or is being drawn, on the server). */
export const isDrawnForMember = () => drawnWith !== null;

/** The session a server-drawn page was drawn with, for useToken's server snapshot (lib/session.ts). */
export const drawnSession = () => drawnWith;
