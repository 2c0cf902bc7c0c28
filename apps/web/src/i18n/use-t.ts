import { useLingui } from '@lingui/react';
import type { Locale } from '@mithaq/contracts/i18n/locales';

export type MessageValues = Record<string, unknown>;
export type Translate = (key: string, values?: MessageValues) => string;

/**
 * The current language's text for a catalog key: `t('auth.login.title')`, `t('browse.count',
 * { count })`. Components re-render when the language changes.
 */
export function useT(): Translate {
  const { _ } = useLingui();
  return _ as Translate;
}

export function useLocale(): Locale {
  return useLingui().i18n.locale as Locale;
}
