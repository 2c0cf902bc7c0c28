import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { setupI18n } from '@lingui/core';
import type { Locale } from '@mithaq/contracts';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import type { Translate } from './use-t';

const here = path.dirname(fileURLToPath(import.meta.url));
const CATALOG_ROOTS = [path.join(here, '..', 'locales'), path.join(here, '../../../../packages/contracts/src/locales')];

/** Every catalog of `locale` read from disk: unit tests translate with the real texts. */
export function testTranslator(locale: Locale = 'en'): Translate {
  const messages: Record<string, string> = {};
  for (const root of CATALOG_ROOTS) {
    for (const namespace of fs.readdirSync(root)) {
      const file = path.join(root, namespace, `${locale}.json`);
      if (fs.existsSync(file)) Object.assign(messages, JSON.parse(fs.readFileSync(file, 'utf8')));
    }
  }
  const i18n = setupI18n({ locale, messages: { [locale]: messages } });
  i18n.setMessagesCompiler(compileMessage);
  return (key, values) => i18n._(key, values);
}
