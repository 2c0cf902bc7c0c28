/**
 * Translating a message by its English text, as gettext does (msgid = the English sentence): the
 * server's errors and the zod issues the web shows keep their English wording in code, and the
 * `errors` catalog maps each wording to a key. A message built with numbers or names is matched by
 * its catalog template (`Please wait {seconds} seconds...`), and the values it captured are passed on.
 * Server and web share this one implementation, fed with Lingui's compiled English messages.
 */

/** A message as `@lingui/message-utils/compileMessage` returns it: a string, or text and `[argument, ...]` tokens. */
export type CompiledMessage = string | readonly (string | readonly unknown[])[];

interface Template {
  key: string;
  pattern: RegExp;
  names: string[];
  /** How much fixed text the template has: of two templates that match, the more specific wins. */
  literalLength: number;
}

export interface MessageIndex {
  exact: Map<string, string>;
  templates: Template[];
}

export interface FoundMessage {
  key: string;
  values: Record<string, string>;
}

/** Given a key and its values, the message in the reader's language. */
export type TranslateKey = (key: string, values: Record<string, string>) => string;

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

function templateOf(key: string, tokens: readonly (string | readonly unknown[])[]): Template | null {
  const names: string[] = [];
  let source = '';
  let literalLength = 0;
  for (const token of tokens) {
    if (typeof token === 'string') {
      source += escapeRegExp(token);
      literalLength += token.length;
    } else {
      names.push(String(token[0]));
      source += '(.+?)';
    }
  }
  // A message that is nothing but an argument would match everything.
  if (literalLength === 0) return null;
  return { key, pattern: new RegExp(`^${source}$`, 's'), names, literalLength };
}

/** Indexes the English catalog: plain messages by their text, the others as templates. */
export function indexMessages(english: Record<string, CompiledMessage>): MessageIndex {
  const exact = new Map<string, string>();
  const templates: Template[] = [];
  for (const [key, message] of Object.entries(english)) {
    if (typeof message === 'string') {
      if (!exact.has(message)) exact.set(message, key);
      continue;
    }
    if (message.every((token) => typeof token === 'string')) {
      const text = message.join('');
      if (!exact.has(text)) exact.set(text, key);
      continue;
    }
    const template = templateOf(key, message);
    if (template) templates.push(template);
  }
  templates.sort((a, b) => b.literalLength - a.literalLength);
  return { exact, templates };
}

/** The catalog entry whose English is `text`, with the values a template captured. */
export function findMessage(index: MessageIndex, text: string): FoundMessage | null {
  const key = index.exact.get(text);
  if (key) return { key, values: {} };
  for (const template of index.templates) {
    const match = template.pattern.exec(text);
    if (!match) continue;
    const values: Record<string, string> = {};
    template.names.forEach((name, i) => {
      values[name] = match[i + 1] ?? '';
    });
    return { key: template.key, values };
  }
  return null;
}

/** Sentences of a message composed of several (`${a} ${b}`), each of which may be in the catalog. */
const splitSentences = (text: string) => text.split(/(?<=[.!?])\s+(?=\S)/);

/**
 * `text` in the reader's language: the catalog's message for it, with captured values translated in
 * turn (a field label inside `{label} is required`); a text made of several catalog sentences is
 * translated sentence by sentence; anything the catalog does not know is returned as it is.
 */
export function translateText(index: MessageIndex, text: string, translate: TranslateKey): string {
  const found = findMessage(index, text);
  if (found) {
    const values: Record<string, string> = {};
    for (const [name, value] of Object.entries(found.values)) values[name] = translateText(index, value, translate);
    return translate(found.key, values);
  }
  const sentences = splitSentences(text);
  if (sentences.length < 2) return text;
  const translated = sentences.map((sentence) => translateText(index, sentence, translate));
  return translated.some((sentence, i) => sentence !== sentences[i]) ? translated.join(' ') : text;
}
