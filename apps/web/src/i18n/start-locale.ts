import type { Locale } from '@mithaq/contracts';
import { applyDocumentLocale } from './document-locale';
import { activateLocale, loadNamespaces } from './i18n';
import { initialLocale } from './locale-preference';
import type { Namespace } from './namespaces';

/** What every page draws (the frame: navigation, footer, titles) loads before the first render. */
export const FRAME_NAMESPACES: readonly Namespace[] = ['app'];

/** Picks the page's language and loads the frame's texts in it (boot.tsx, before the first render). */
export async function startLocale(pathname: string, browserLanguages: readonly string[]): Promise<Locale> {
  const locale = initialLocale(pathname, browserLanguages);
  await loadNamespaces(FRAME_NAMESPACES, locale);
  await activateLocale(locale);
  applyDocumentLocale(locale);
  return locale;
}
