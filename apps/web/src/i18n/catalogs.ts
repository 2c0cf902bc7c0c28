import type { Messages } from '@lingui/core';
import type { Locale } from '@mithaq/contracts/i18n/locales';
import { type CatalogModule, indexLoaders } from './catalog-index';
import type { Namespace } from './namespaces';

// Each catalog is its own chunk, compiled at build time (vite-plugin-catalogs.ts): a page downloads
// only its own texts, in its reader's language. The frame's and the landing page's first texts are
// reachable at once; the rest through catalog-loaders.ts, loaded on first need.
const firstLoaders = indexLoaders(import.meta.glob<CatalogModule>('../locales/{app,landing}/*.json'));

/** The compiled messages of one namespace in one language. */
export async function loadCatalog(namespace: Namespace, locale: Locale): Promise<Messages> {
  const name = `${namespace}/${locale}`;
  const load = firstLoaders.get(name) ?? (await import('./catalog-loaders')).featureLoaders.get(name);
  if (!load) throw new Error(`No ${locale} catalog for ${namespace}`);
  return (await load()).default;
}
