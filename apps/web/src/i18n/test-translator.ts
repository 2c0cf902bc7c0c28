import { setupI18n } from '@lingui/core';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import type { Locale } from '@mithaq/contracts/i18n/locales';
import { readCatalogFiles } from '../../../../packages/contracts/src/i18n/catalog-files';
import type { Translate } from './use-t';

/** Every catalog of `locale` read from disk: unit tests translate with the real texts. */
export function testTranslator(locale: Locale = 'en'): Translate {
  const messages = Object.assign(
    {},
    ...readCatalogFiles()
      .filter((catalog) => catalog.locale === locale)
      .map((catalog) => catalog.messages),
  ) as Record<string, string>;
  const i18n = setupI18n({ locale, messages: { [locale]: messages } });
  i18n.setMessagesCompiler(compileMessage);
  return (key, values) => i18n._(key, values);
}
