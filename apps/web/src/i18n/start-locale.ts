import type { Locale } from '@mithaq/contracts/i18n/locales';
import { applyDocumentLocale } from './document-locale';
import { activateLocale, loadNamespaces } from './i18n';
import { savedLocaleChoice } from './locale-preference';
import { initialLocale } from './member-locale';
import { FRAME_NAMESPACES } from './namespaces';

/**
 * Picks the page's language (a server-drawn page's own, else initialLocale) and loads the frame's
 * texts in it (boot.tsx, before the first render).
 */
export async function startLocale(
  pathname: string,
  browserLanguages: readonly string[],
  locale: Locale = initialLocale(pathname, browserLanguages, savedLocaleChoice()),
): Promise<Locale> {
  await loadNamespaces(FRAME_NAMESPACES, locale);
  await activateLocale(locale);
  applyDocumentLocale(locale);
  return locale;
}
