/**
 * One of the app's own cookies: site-wide, SameSite=Lax, Secure over HTTPS; kept `maxAgeS`, or expired
 * at once when `value` is null. The session's (session.ts) and the photo suggestion's (photo-prompt-hide.ts).
 */
export function siteCookie(name: string, value: string | null, maxAgeS: number, secure: boolean): string {
  const lifetime = value ? maxAgeS : 0;
  return `${name}=${value ?? ''}; Path=/; Max-Age=${lifetime}; SameSite=Lax${secure ? '; Secure' : ''}`;
}

/** Whether this page came over HTTPS, where the app's cookies are Secure. */
export const isSecurePage = () => location.protocol === 'https:';
