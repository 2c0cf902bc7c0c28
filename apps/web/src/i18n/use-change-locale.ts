import type { Locale } from '@mithaq/contracts/i18n/locales';
import { localizedPath, parseLocalizedPath } from '@mithaq/contracts/i18n/localized-paths';
import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { activateLocale } from './i18n';
import { rememberLocaleChoice } from './locale-preference';

type SaveForMember = (locale: Locale) => Promise<unknown>;

/** Members' saved language is written through the API by whoever registers here (member-session.tsx). */
let saveForMember: SaveForMember | null = null;
/**
 * A choice made before the saver registered (the member's session starts once the page has loaded):
 * saved as soon as it does, so the member's choice is never lost.
 */
let unsavedChoice: Locale | null = null;
export function setMemberLocaleSaver(save: SaveForMember | null) {
  saveForMember = save;
  if (save && unsavedChoice) void save(unsavedChoice);
  unsavedChoice = null;
}

/**
 * Switches the page to `locale` without a reload: the new catalogs load, then every text changes at
 * once. The choice is kept in the `lang` cookie, and on the member's account when signed in; a
 * public page moves to its address in that language (`/about` -> `/ur/about`).
 */
export function useChangeLocale() {
  const navigate = useNavigate();
  const { pathname, search, hash } = useLocation();
  return useCallback(
    async (locale: Locale) => {
      rememberLocaleChoice(locale);
      await activateLocale(locale);
      const publicPage = parseLocalizedPath(pathname);
      if (publicPage && publicPage.locale !== locale) {
        navigate(`${localizedPath(locale, publicPage.page)}${search}${hash}`, { replace: true });
      }
      if (saveForMember) await saveForMember(locale);
      else unsavedChoice = locale;
    },
    [navigate, pathname, search, hash],
  );
}
