import { LOCALE_NAMES, LOCALES, type Locale } from '@mithaq/contracts/i18n/locales';
import { IconChevronDown, IconLanguage } from '@tabler/icons-react';
import { useState } from 'react';
import { useHydrated } from '../lib/use-hydrated';
import classes from './language-menu.module.css';
import { useChangeLocale } from './use-change-locale';
import { useLocale, useT } from './use-t';

/**
 * The language menu of the top navigation and the public footer: each language named in itself. A
 * native select: light on the first download, and every phone and screen reader knows it.
 */
export function LanguageMenu({ onDark = false }: { onDark?: boolean }) {
  const t = useT();
  const locale = useLocale();
  const changeLocale = useChangeLocale();
  const [switching, setSwitching] = useState(false);
  // A prerendered page is static HTML until the app takes it over: a choice made before then would go nowhere.
  const hydrated = useHydrated();
  const choose = async (next: Locale) => {
    setSwitching(true);
    try {
      await changeLocale(next);
    } finally {
      setSwitching(false);
    }
  };
  return (
    <span className={onDark ? `${classes.wrap} ${classes.onDark}` : classes.wrap}>
      <IconLanguage size={16} className={classes.icon} aria-hidden />
      <select
        className={classes.select}
        aria-label={t('app.language.label')}
        value={locale}
        aria-busy={switching}
        disabled={!hydrated}
        onChange={(event) => void choose(event.currentTarget.value as Locale)}
      >
        {LOCALES.map((code) => (
          <option key={code} value={code} lang={code}>
            {LOCALE_NAMES[code]}
          </option>
        ))}
      </select>
      <IconChevronDown size={14} className={classes.chevron} aria-hidden />
    </span>
  );
}
