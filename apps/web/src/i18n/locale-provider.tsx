import { I18nProvider } from '@lingui/react';
import { DirectionProvider } from '@mantine/core';
import { localeDirection } from '@mithaq/contracts/i18n/locales';
import { type ReactNode, useEffect } from 'react';
import { applyDocumentLocale } from './document-locale';
import { i18n } from './i18n';
import { useLocale } from './use-t';

/** Keeps `<html lang dir>` and the script's font in step with the language shown. */
function DocumentLocale({ children }: { children: ReactNode }) {
  const locale = useLocale();
  useEffect(() => {
    if (typeof document !== 'undefined') applyDocumentLocale(locale);
  }, [locale]);
  // Keyed by direction: Mantine reads it once, and the components that place themselves by it
  // (drawers, menus, sliders) must draw again when it flips.
  return (
    <DirectionProvider key={localeDirection(locale)} initialDirection={localeDirection(locale)} detectDirection={false}>
      {children}
    </DirectionProvider>
  );
}

/** The app's texts in the current language (i18n.ts); the catalogs in use are loaded before it changes. */
export function LocaleProvider({ children }: { children: ReactNode }) {
  return (
    <I18nProvider i18n={i18n}>
      <DocumentLocale>{children}</DocumentLocale>
    </I18nProvider>
  );
}
