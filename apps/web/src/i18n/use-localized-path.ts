import { localizedPath } from '@mithaq/contracts/i18n/localized-paths';
import { useCallback } from 'react';
import { useLocale } from './use-t';

/**
 * Links to public pages in the language being read (`/about` -> `/ur/about`): a plain `/about`
 * would switch an Urdu reader back to English (routes.tsx LocaleFromAddress). Members' screens
 * keep their one address.
 */
export function useLocalizedPath() {
  const locale = useLocale();
  return useCallback((path: string) => localizedPath(locale, path), [locale]);
}
