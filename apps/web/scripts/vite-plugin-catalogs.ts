import fs from 'node:fs';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import type { Plugin } from 'vite';

/** A catalog file: `<anything>/locales/<namespace>/<locale>.json`. */
export const CATALOG_FILE = /[\\/]locales[\\/][a-z-]+[\\/][a-z]{2}\.json$/;
const VIRTUAL_PREFIX = '\0catalog:';
/** Not `.json`: Vite's JSON plugin would take our JavaScript for JSON. */
const VIRTUAL_SUFFIX = '.catalog.js';

/**
 * Compiles each message catalog with Lingui's own compiler at build time, as @lingui/vite-plugin
 * does for its formats: the browser gets messages ready to run, and never downloads the ICU parser.
 * A message that does not parse fails the build, naming its key.
 */
export function compiledCatalogs(): Plugin {
  return {
    name: 'mithaq-compiled-catalogs',
    enforce: 'pre',
    async resolveId(source, importer, options) {
      if (!source.endsWith('.json') || source.startsWith(VIRTUAL_PREFIX)) return null;
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      if (!resolved || !CATALOG_FILE.test(resolved.id)) return null;
      return `${VIRTUAL_PREFIX}${resolved.id}${VIRTUAL_SUFFIX}`;
    },
    load(id) {
      if (!id.startsWith(VIRTUAL_PREFIX)) return null;
      const file = id.slice(VIRTUAL_PREFIX.length, -VIRTUAL_SUFFIX.length);
      this.addWatchFile(file);
      const messages = JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, string>;
      const compiled: Record<string, unknown> = {};
      for (const [key, message] of Object.entries(messages)) {
        try {
          compiled[key] = compileMessage(message);
        } catch (error) {
          throw new Error(`${file}: "${key}" is not a valid ICU message: ${(error as Error).message}`);
        }
      }
      return `export default JSON.parse(${JSON.stringify(JSON.stringify(compiled))});`;
    },
  };
}
