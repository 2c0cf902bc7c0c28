import { setupI18n } from '@lingui/core';
import { DEFAULT_LOCALE, intlTag, type Locale } from '@mithaq/contracts/i18n/locales';
import { loadCatalog } from './catalogs';
import type { Namespace } from './namespaces';

/** The app's one translator; components read it through useT (use-t.ts). */
export const i18n = setupI18n({ locale: DEFAULT_LOCALE, messages: { [DEFAULT_LOCALE]: {} } });

/** Namespaces some page has asked for: a change of language loads them all in the new language. */
const inUse = new Set<Namespace>();
const loaded = new Map<string, Promise<void>>();

function loadOnce(namespace: Namespace, locale: Locale): Promise<void> {
  const key = `${namespace}/${locale}`;
  let pending = loaded.get(key);
  if (!pending) {
    pending = loadCatalog(namespace, locale).then((messages) => i18n.load(locale, messages));
    pending.catch(() => loaded.delete(key));
    loaded.set(key, pending);
  }
  return pending;
}

export const isCatalogLoaded = (namespace: Namespace, locale: Locale) => loaded.has(`${namespace}/${locale}`);

/** Loads `namespaces` in the current language (and remembers them for a change of language). */
export async function loadNamespaces(namespaces: readonly Namespace[], locale = currentLocale()): Promise<void> {
  for (const namespace of namespaces) inUse.add(namespace);
  await Promise.all(namespaces.map((namespace) => loadOnce(namespace, locale)));
}

export const currentLocale = () => i18n.locale as Locale;

/**
 * Switches the whole app to `locale` once every catalog in use is there in it, so a page never shows
 * keys or a mix of languages while the new texts arrive.
 */
export async function activateLocale(locale: Locale): Promise<void> {
  await Promise.all([...inUse].map((namespace) => loadOnce(namespace, locale)));
  // Numbers inside messages (a plural's `#`) in the same digits as everything else (format.ts).
  if (i18n.locale !== locale) i18n.activate(locale, [intlTag(locale)]);
}

/**
 * A lazily loaded module together with the catalogs it reads, for `React.lazy`: the component
 * renders only once its texts are there in the current language.
 */
export async function withCatalogs<T>(load: () => Promise<T>, namespaces: readonly Namespace[]): Promise<T> {
  const [module] = await Promise.all([load(), loadNamespaces(namespaces)]);
  return module;
}
