/**
 * What the web build, the browser app and the server agree on to send a member's most visited pages
 * already drawn (docs/decisions/0041-members-pages-drawn-by-the-server.md: the signed-in dashboard's largest paint
 * waited for the app's code, then its data). docs/decisions/0041-members-pages-drawn-by-the-server.md.
 */
import type { Locale } from './i18n/locales.js';

/**
 * The member's bearer token again, as a cookie the browser sends with a page request. Only the page
 * renderer reads it: the API never takes it as a credential, so it opens no way of forging requests.
 */
export const MEMBER_SESSION_COOKIE = 'mithaq_session';
/** As long as a session can stay alive; a dead one is refused by the server's member check anyway. */
export const MEMBER_SESSION_COOKIE_MAX_AGE_S = 30 * 24 * 60 * 60;

/**
 * The browser's own time zone (IANA name), written beside the session cookie: a page drawn with
 * times on it (a message's "4:05 pm", "Yesterday") shows them as the member's browser will.
 */
export const MEMBER_TIME_ZONE_COOKIE = 'mithaq_tz';

/**
 * The member who hid the dashboard's 'Add photo' suggestion on this browser (their id): a cookie, so a
 * dashboard drawn by the server leaves the suggestion out exactly when the browser will.
 */
export const PHOTO_PROMPT_HIDDEN_COOKIE = 'mithaq_photo_prompt_hidden';
export const PHOTO_PROMPT_HIDDEN_COOKIE_MAX_AGE_S = 365 * 24 * 60 * 60;

/** The pages the server draws for a member, each with its template's name. */
export const SERVER_DRAWN_MEMBER_PAGES = {
  '/dashboard': 'dashboard',
  '/profile': 'profile',
  '/notifications': 'notifications',
  '/messages': 'messages',
} as const satisfies Record<string, string>;
export type ServerDrawnMemberPath = keyof typeof SERVER_DRAWN_MEMBER_PAGES;

export const isServerDrawnMemberPath = (path: string): path is ServerDrawnMemberPath =>
  Object.hasOwn(SERVER_DRAWN_MEMBER_PAGES, path);

/** The folder beside the server renderer (dist-ssr/) holding one template per page and language. */
export const MEMBER_PAGE_TEMPLATE_DIR = 'member-pages';
export const memberPageTemplateFile = (path: ServerDrawnMemberPath, locale: Locale) =>
  `${locale}/${SERVER_DRAWN_MEMBER_PAGES[path]}.html`;

/** Where a template takes the page's HTML (inside #root) and, after it, the state the app takes over. */
export const MEMBER_PAGE_HTML_MARKER = '<!--member-page-html-->';
export const MEMBER_PAGE_STATE_MARKER = '<!--member-page-state-->';
/** The id of the `<script type="application/json">` carrying the state. */
export const MEMBER_PAGE_STATE_ID = 'member-page-state';

/**
 * What the page was drawn with: its language, the layout it was drawn in (a phone's, or a wide
 * screen's: the server guesses from the request, the browser corrects it once it has taken over), the
 * moment it was drawn at and the answers of the reads it made.
 */
export interface MemberPageState {
  locale: Locale;
  phone: boolean;
  /** When it was drawn (ms since 1970): what its 'a minute ago' was measured from, so the app takes it over as of then. */
  drawnAt: number;
  queries: { key: readonly unknown[]; data: unknown }[];
}

/**
 * The state as the content of a `<script type="application/json">`: `<` is escaped, so no text a
 * member wrote (a name with `</script>` in it) can end the element early.
 */
export const serializeMemberPageState = (state: MemberPageState) => JSON.stringify(state).replace(/</g, '\\u003c');

export const memberPageStateTag = (state: MemberPageState) =>
  `<script type="application/json" id="${MEMBER_PAGE_STATE_ID}">${serializeMemberPageState(state)}</script>`;

/**
 * Whether a page request comes from a phone, for the pages whose layout differs by width (/messages):
 * the browser's own client hint when it sends one, else the `Mobi` its user agent carries (as MDN
 * advises). A wrong guess costs one more render once the app runs, never a wrong page.
 */
export function requestLooksLikePhone(headers: { 'sec-ch-ua-mobile'?: string | string[]; 'user-agent'?: string }) {
  const hint = headers['sec-ch-ua-mobile'];
  if (hint === '?1') return true;
  if (hint === '?0') return false;
  return /Mobi|iPhone|iPod/i.test(headers['user-agent'] ?? '');
}

/** A time zone the runtime knows by that IANA name (a cookie is the browser's word, not ours), or null. */
export function knownTimeZone(name: string | null | undefined): string | null {
  if (!name || name.length > 64) return null;
  try {
    new Intl.DateTimeFormat('en', { timeZone: name });
    return name;
  } catch {
    return null;
  }
}
