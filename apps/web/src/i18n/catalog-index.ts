import type { Messages } from '@lingui/core';

export type CatalogModule = { default: Messages };
export type Loader = () => Promise<CatalogModule>;

/** `<namespace>/<locale>` -> its loader, from Vite's glob of catalog files. */
export function indexLoaders(modules: Record<string, Loader>): Map<string, Loader> {
  const byName = new Map<string, Loader>();
  for (const [file, load] of Object.entries(modules)) {
    const match = /locales\/([a-z-]+)\/([a-z]{2})\.json$/.exec(file);
    if (match) byName.set(`${match[1]}/${match[2]}`, load);
  }
  return byName;
}
