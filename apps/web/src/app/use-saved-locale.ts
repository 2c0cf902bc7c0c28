import type { Locale } from '@mithaq/contracts/i18n/locales';
import { localizedPath, parseLocalizedPath } from '@mithaq/contracts/i18n/localized-paths';
import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { activateLocale, currentLocale } from '../i18n/i18n';
import { rememberLocaleChoice } from '../i18n/locale-preference';
import { accountLocale } from '../i18n/member-locale';
import { useMe } from '../lib/current-member';

/** The language saved on the member's account, as `/api/auth/me` reports it (i18n/member-locale.ts). */
function useAccountLocale(): Locale | null {
  return accountLocale(useMe().data);
}

/**
 * Where a member whose saved language is `saved` reads the page at `pathname`: a public page's
 * address names its language (`/premium`, `/ur/premium`), so theirs is another address; null when
 * the page is already in it, or has one address for every language (the members' pages).
 */
export function savedLocaleAddress(
  saved: Locale,
  address: { pathname: string; search: string; hash: string },
): string | null {
  const publicPage = parseLocalizedPath(address.pathname);
  if (!publicPage || publicPage.locale === saved) return null;
  return `${localizedPath(saved, publicPage.page)}${address.search}${address.hash}`;
}

/**
 * A member's language follows them to every device (docs/decisions/0024-languages.md): the site switches to the one on
 * their account as soon as the member check answers, before the page is drawn further; a public
 * page moves to its address in that language (`/premium` -> `/hi/premium`), which switches it
 * (routes.tsx LocaleFromAddress), over the language of the address or of this browser's `lang`
 * cookie. Only a change of the saved language switches: a choice made here a moment ago (the
 * language menu, which moves the page itself) is not undone by the account's answer from before it.
 */
export function useSavedLocale() {
  const saved = useAccountLocale();
  const address = useLocation();
  const navigate = useNavigate();
  const followed = useRef<Locale | null>(null);
  useEffect(() => {
    if (!saved || followed.current === saved) return;
    followed.current = saved;
    rememberLocaleChoice(saved);
    const moveTo = savedLocaleAddress(saved, address);
    if (moveTo) navigate(moveTo, { replace: true });
    else if (saved !== currentLocale()) void activateLocale(saved);
  }, [saved, address, navigate]);
}
