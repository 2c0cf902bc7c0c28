import { localizedPath } from '@mithaq/contracts/i18n/localized-paths';
import { useLocale } from '../../../i18n/use-t';

/**
 * A link's address in the reader's language: on `/ur/about`, `/contact` becomes `/ur/contact`, so
 * following a link keeps the page in Urdu. Members' pages keep their one address.
 */
export function usePagePath(): (path: string) => string {
  const locale = useLocale();
  return (path) => localizedPath(locale, path);
}
