import type { Locale } from '@mithaq/contracts/i18n/locales';
import { z } from 'zod';

/** zod writes its own messages (a field missing, a number too small) in Hindi, Urdu and Arabic too. */
const ZOD_LOCALES = { en: z.locales.en(), hi: z.locales.hi(), ur: z.locales.ur(), ar: z.locales.ar() };

type LocaleError = (issue: never) => string | { message: string } | undefined | null;

/** A value of the type an `invalid_type` message says was received: issues do not carry the input. */
const RECEIVED_SAMPLES: Record<string, unknown> = {
  undefined: undefined,
  null: null,
  string: '',
  number: 0,
  boolean: false,
  array: [],
  object: {},
  bigint: 0n,
};

function received(message: string): { input: unknown } | null {
  const type = /received (\w+)$/.exec(message)?.[1];
  return type !== undefined && type in RECEIVED_SAMPLES ? { input: RECEIVED_SAMPLES[type] } : null;
}

function messageOf(locale: keyof typeof ZOD_LOCALES, issue: object): string | null {
  const error = ZOD_LOCALES[locale].localeError as LocaleError | undefined;
  const out = error?.(issue as never);
  return typeof out === 'string' ? out : (out?.message ?? null);
}

/**
 * zod's own message for a validation issue in `locale`, when `english` is zod's default text for it
 * (never a message of ours, which the errors catalog translates); null otherwise.
 */
export function zodDefaultMessage(
  locale: Locale,
  issue: { code: string; [param: string]: unknown },
  english: string,
): string | null {
  const withInput = issue.code === 'invalid_type' ? { ...issue, ...received(english) } : issue;
  if (messageOf('en', withInput) !== english) return null;
  return messageOf(locale, withInput);
}
