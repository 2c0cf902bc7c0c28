import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { LOCALES, type Locale } from './locales.js';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');

/**
 * Where the product's catalogs live, each as `<root>/<namespace>/<locale>.json`: the texts the
 * server and the web share (errors, option labels), the server's own (emails, SMS), the web's per feature.
 */
export const CATALOG_ROOTS = ['packages/contracts/src/locales', 'apps/server/src/locales', 'apps/web/src/locales'].map(
  (root) => path.join(repoRoot, root),
);

export interface CatalogFile {
  namespace: string;
  locale: Locale;
  file: string;
  messages: Record<string, string>;
}

/** Every catalog file on disk (for tests and the closing counts; the apps import theirs). */
export function readCatalogFiles(): CatalogFile[] {
  const files: CatalogFile[] = [];
  for (const root of CATALOG_ROOTS) {
    for (const namespace of fs.readdirSync(root)) {
      for (const locale of LOCALES) {
        const file = path.join(root, namespace, `${locale}.json`);
        if (!fs.existsSync(file)) continue;
        files.push({ namespace, locale, file, messages: JSON.parse(fs.readFileSync(file, 'utf8')) });
      }
    }
  }
  return files;
}
