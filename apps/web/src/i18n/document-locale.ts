import { type Locale, localeDirection } from '@mithaq/contracts/i18n/locales';

/** Fonts for scripts Inter lacks, fetched only by readers of that language (fonts/*.css). */
const SCRIPT_FONTS: Partial<Record<Locale, () => Promise<unknown>>> = {
  hi: () => import('./fonts/hi.css'),
  ur: () => import('./fonts/ur.css'),
  ar: () => import('./fonts/ar.css'),
};

export function loadScriptFont(locale: Locale): Promise<unknown> {
  return SCRIPT_FONTS[locale]?.() ?? Promise.resolve();
}

/** `<html lang dir>` for screen readers, the browser's hyphenation and fonts, and Mantine's RTL styles. */
export function applyDocumentLocale(locale: Locale) {
  const root = document.documentElement;
  root.lang = locale;
  root.dir = localeDirection(locale);
  void loadScriptFont(locale);
}
