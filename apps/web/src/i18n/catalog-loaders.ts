import { type CatalogModule, indexLoaders } from './catalog-index';

// Every other page's catalogs: this map of a hundred loaders is itself fetched only when a page
// needs one of them, not with the landing page's first download (bench/bundle budgets). The `pwa`
// catalogs are read by the build alone (scripts/pwa-assets.ts).
export const featureLoaders = new Map([
  ...indexLoaders(import.meta.glob<CatalogModule>(['../locales/*/*.json', '!../locales/{app,landing,pwa}/*.json'])),
  ...indexLoaders(import.meta.glob<CatalogModule>('../../../../packages/contracts/src/locales/*/*.json')),
]);
