import {
  type CompiledMessage,
  indexMessages,
  type MessageIndex,
  translateText,
} from '@mithaq/contracts/i18n/message-lookup';
import { loadCatalog } from './catalogs';
import { currentLocale, i18n } from './i18n';

/**
 * Messages written in English in the contracts (zod issues, *_MESSAGES) in the reader's language,
 * found in the shared `errors` catalog by their English text, exactly as the server finds its own
 * (contracts i18n/message-lookup.ts). Pages that show such messages load `errors` (routes.tsx); the
 * English catalog the lookup reads is loaded once, on first use of this module.
 */
let englishIndex: MessageIndex | null = null;

export const errorTextsReady: Promise<void> = loadCatalog('errors', 'en').then(
  (messages) => {
    englishIndex = indexMessages(messages as Record<string, CompiledMessage>);
  },
  () => {
    // Offline or a stale build: messages stay in English rather than failing the form.
  },
);

/** A key every `errors` catalog has: present once the current language's catalog is loaded. */
const PROBE_KEY = 'errors.common.notFound';

/** `text` in the current language when the `errors` catalog knows it, else as it is. */
export function translateErrorText(text: string): string {
  if (!englishIndex || currentLocale() === 'en' || !(PROBE_KEY in i18n.messages)) return text;
  return translateText(englishIndex, text, (key, values) => i18n._(key, values));
}
