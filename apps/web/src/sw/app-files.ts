import type { Locale } from '@mithaq/contracts/i18n/locales';

/**
 * Where the build puts the installed app's own files (scripts/pwa-assets.ts), read by the service
 * worker and the prerenderer alike.
 */

/** The page the worker shows when a page cannot be fetched and none is kept: one per language. */
export const offlinePagePath = (locale: Locale) => `/offline/${locale}.html`;

/** The web app manifest in `locale`: its description is read in the install dialog. */
export const manifestPath = (locale: Locale) =>
  locale === ENGLISH ? '/manifest.webmanifest' : `/manifest-${locale}.webmanifest`;

/**
 * The default language (contracts DEFAULT_LOCALE), written out: this file is also read by the Vite
 * config (scripts/pwa-assets.ts), which cannot load the contracts package's TypeScript.
 */
const ENGLISH: Locale = 'en';

/** The app shell every member page is drawn from (the server's answer to those addresses). */
export const SHELL_PATH = '/index.html';

export const APP_ICONS = {
  any192: '/icons/icon-192.png',
  any512: '/icons/icon-512.png',
  maskable512: '/icons/maskable-512.png',
  appleTouch: '/icons/apple-touch-icon.png',
  /** Monochrome: Android draws a notification's small badge from its alpha alone. */
  badge: '/icons/badge-96.png',
} as const;
