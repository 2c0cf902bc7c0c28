import { parse, type Token } from '@messageformat/parser';
import { describe, expect, it } from 'vitest';
import { type CatalogFile, readCatalogFiles } from './catalog-files.js';
import { LOCALES } from './locales.js';

const catalogs = readCatalogFiles();
const namespaces = [...new Set(catalogs.map((c) => c.namespace))];

function catalogOf(namespace: string, locale: string): CatalogFile {
  const found = catalogs.find((c) => c.namespace === namespace && c.locale === locale);
  if (!found) throw new Error(`${namespace} has no ${locale} catalog`);
  return found;
}

/** What a message needs from its caller: its arguments, plural/select forms and numbered tags. */
function placeholdersOf(message: string): string[] {
  const found = new Set<string>();
  const visit = (tokens: Token[]) => {
    for (const token of tokens) {
      if (token.type === 'argument') found.add(`{${token.arg}}`);
      if (token.type === 'function') found.add(`{${token.arg}, ${token.key}}`);
      if (token.type === 'plural' || token.type === 'select') {
        found.add(`{${token.arg}, ${token.type}}`);
        for (const option of token.cases) visit(option.tokens);
      }
    }
  };
  visit(parse(message));
  for (const tag of message.matchAll(/<\/?(\d+)\/?>/g)) found.add(`<${tag[1]}>`);
  return [...found].sort();
}

describe('the catalogs', () => {
  it('exist for every language in every namespace', () => {
    for (const namespace of namespaces) {
      for (const locale of LOCALES) expect(() => catalogOf(namespace, locale), `${namespace}/${locale}`).not.toThrow();
    }
  });

  it('name each key after its namespace', () => {
    const misplaced = catalogs.flatMap((c) =>
      Object.keys(c.messages)
        .filter((key) => !key.startsWith(`${c.namespace}.`))
        .map((key) => `${c.namespace}/${c.locale}: ${key}`),
    );
    expect(misplaced).toEqual([]);
  });

  it('have in every language exactly the keys English has', () => {
    const problems: string[] = [];
    for (const namespace of namespaces) {
      const english = Object.keys(catalogOf(namespace, 'en').messages);
      for (const locale of LOCALES.filter((l) => l !== 'en')) {
        const keys = Object.keys(catalogOf(namespace, locale).messages);
        for (const key of english) if (!keys.includes(key)) problems.push(`${namespace}/${locale} lacks ${key}`);
        for (const key of keys)
          if (!english.includes(key)) problems.push(`${namespace}/${locale} has ${key}, English has not`);
      }
    }
    expect(problems).toEqual([]);
  });

  it('hold only ICU messages that parse, with the same placeholders as English', () => {
    const problems: string[] = [];
    for (const catalog of catalogs) {
      const english = catalogOf(catalog.namespace, 'en').messages;
      for (const [key, message] of Object.entries(catalog.messages)) {
        if (typeof message !== 'string' || !message.trim()) {
          problems.push(`${catalog.namespace}/${catalog.locale} ${key} is empty`);
          continue;
        }
        try {
          const source = english[key];
          if (source !== undefined && placeholdersOf(message).join() !== placeholdersOf(source).join()) {
            problems.push(
              `${catalog.namespace}/${catalog.locale} ${key}: ${placeholdersOf(message).join(' ')} where English has ${placeholdersOf(source).join(' ')}`,
            );
          }
        } catch (error) {
          problems.push(`${catalog.namespace}/${catalog.locale} ${key}: ${(error as Error).message}`);
        }
      }
    }
    expect(problems).toEqual([]);
  });

  it('are translated, not English copied into the other languages', () => {
    const untranslated: string[] = [];
    for (const namespace of namespaces) {
      const english = catalogOf(namespace, 'en').messages;
      for (const locale of LOCALES.filter((l) => l !== 'en')) {
        for (const [key, message] of Object.entries(catalogOf(namespace, locale).messages)) {
          // A text with Latin words of its own (a brand, an example address) may equal English when short.
          const hasWords = /[A-Za-z]{4,}/.test(message.replace(/\{[^}]*\}|Mithaq|PayU|WhatsApp|OTP|ID|UPI|Email/g, ''));
          if (message === english[key] && hasWords) untranslated.push(`${namespace}/${locale} ${key}`);
        }
      }
    }
    expect(untranslated).toEqual([]);
  });
});
