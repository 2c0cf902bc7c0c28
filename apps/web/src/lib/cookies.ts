/**
 * One of the app's own cookies: site-wide, SameSite=Lax, Secure over HTTPS; kept `maxAgeS`, or expired
 * at once when `value` is null. The session's (session-store.ts), the photo suggestion's (photo-prompt-choice.ts)
 * and the language choice's (i18n/locale-preference.ts).
 */
export function siteCookie(name: string, value: string | null, maxAgeS: number, secure: boolean): string {
  const lifetime = value ? maxAgeS : 0;
  return `${name}=${value ?? ''}; Path=/; Max-Age=${lifetime}; SameSite=Lax${secure ? '; Secure' : ''}`;
}

/** Whether this page came over HTTPS, where the app's cookies are Secure. */
const isSecurePage = () => location.protocol === 'https:';

/**
 * Writes one of the app's cookies, built by `cookieFor` with siteCookie: the web app's only writer of
 * `document.cookie`, so each is Secure over HTTPS. Does nothing without a document (server rendering).
 */
export function writeSiteCookie(cookieFor: (secure: boolean) => string): void {
  if (typeof document === 'undefined') return;
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing from Firefox and older Safari
  document.cookie = cookieFor(isSecurePage());
}
