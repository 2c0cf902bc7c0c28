import { type I18n, type Messages, setupI18n } from '@lingui/core';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { ERROR_CATALOGS } from '@mithaq/contracts/error-catalogs';
import {
  DEFAULT_LOCALE,
  LOCALES,
  type Locale,
  localeFromCookieHeader,
  negotiateLocale,
} from '@mithaq/contracts/i18n/locales';
import { indexMessages, translateText } from '@mithaq/contracts/i18n/message-lookup';
import type { FastifyRequest } from 'fastify';
import mailAr from '../locales/mail/ar.json' with { type: 'json' };
import mailEn from '../locales/mail/en.json' with { type: 'json' };
import mailHi from '../locales/mail/hi.json' with { type: 'json' };
import mailUr from '../locales/mail/ur.json' with { type: 'json' };

const MAIL_CATALOGS: Record<Locale, Record<string, string>> = { en: mailEn, hi: mailHi, ur: mailUr, ar: mailAr };

const compile = (catalog: Record<string, string>): Messages =>
  Object.fromEntries(Object.entries(catalog).map(([key, message]) => [key, compileMessage(message)]));

/** One translator per language with the server's namespaces, `errors` (shared) and `mail`, compiled once at boot. */
const translators = new Map<Locale, I18n>(
  LOCALES.map((locale) => [
    locale,
    setupI18n({
      locale,
      messages: { [locale]: { ...compile(ERROR_CATALOGS[locale]), ...compile(MAIL_CATALOGS[locale]) } },
    }),
  ]),
);

const englishErrors = indexMessages(compile(ERROR_CATALOGS.en));

/** A catalog message (`mail.passwordReset.subject`) in `locale`, with its values. */
export function translate(locale: Locale, key: string, values?: Record<string, unknown>): string {
  return (translators.get(locale) ?? (translators.get(DEFAULT_LOCALE) as I18n))._(key, values);
}

/**
 * A message written in English in code (an AppError's, a zod issue's) in `locale`, found in the
 * `errors` catalog by its English text (contracts i18n/message-lookup.ts). English is returned as it is.
 */
export function translateMessage(locale: Locale, message: string): string {
  if (locale === DEFAULT_LOCALE || !message) return message;
  return translateText(englishErrors, message, (key, values) => translate(locale, key, values));
}

/**
 * The reader's language for an API answer: the signed-in member's saved choice, else the best match
 * of `Accept-Language` (the web sends its current language there), else English.
 */
export function readerLocale(request: FastifyRequest): Locale {
  return request.member?.locale ?? negotiateLocale(request.headers['accept-language']);
}

/**
 * A visitor's language for a page: the `lang` cookie they chose, else `Accept-Language`.
 */
export function visitorLocale(request: FastifyRequest): Locale {
  return localeFromCookieHeader(request.headers.cookie) ?? negotiateLocale(request.headers['accept-language']);
}

/**
 * The language a visitor registers in, when their request names one (the web sends the language it
 * shows): saved with the account so emails start in it. Null when nothing says.
 */
export function signUpLocale(request: FastifyRequest): Locale | null {
  const named = localeFromCookieHeader(request.headers.cookie) ?? null;
  if (named) return named;
  return request.headers['accept-language'] ? negotiateLocale(request.headers['accept-language']) : null;
}
