import type { Locale } from '@mithaq/contracts';
import type { Messages } from '@lingui/core';
import type { Namespace } from './namespaces';

type CatalogModule = { default: Messages };
type Loader = () => Promise<CatalogModule>;

// Each catalog is its own chunk, compiled at build time (vite-plugin-catalogs.ts): a page downloads
// only its own texts, in its reader's language.
const webCatalogs = import.meta.glob<CatalogModule>('../locales/*/*.json');
const contractCatalogs = import.meta.glob<CatalogModule>('../../../../packages/contracts/src/locales/*/*.json');

function indexLoaders(modules: Record<string, Loader>): Map<string, Loader> {
  const byName = new Map<string, Loader>();
  for (const [file, load] of Object.entries(modules)) {
    const match = /locales\/([a-z-]+)\/([a-z]{2})\.json$/.exec(file);
    if (match) byName.set(`${match[1]}/${match[2]}`, load);
  }
  return byName;
}

const loaders = new Map([...indexLoaders(webCatalogs), ...indexLoaders(contractCatalogs)]);

/** The compiled messages of one namespace in one language. */
export async function loadCatalog(namespace: Namespace, locale: Locale): Promise<Messages> {
  const load = loaders.get(`${namespace}/${locale}`);
  if (!load) throw new Error(`No ${locale} catalog for ${namespace}`);
  return (await load()).default;
}
