import ar from '../locales/errors/ar.json' with { type: 'json' };
import en from '../locales/errors/en.json' with { type: 'json' };
import hi from '../locales/errors/hi.json' with { type: 'json' };
import ur from '../locales/errors/ur.json' with { type: 'json' };
import type { Locale } from './locales.js';

/**
 * The `errors` catalog in every language, as written (ICU source). The server compiles it at boot;
 * the web loads its compiled chunks instead (apps/web/src/i18n/catalogs.ts), so this module is a
 * subpath of its own (`@mithaq/contracts/error-catalogs`) that no page downloads.
 */
export const ERROR_CATALOGS: Record<Locale, Record<string, string>> = { en, hi, ur, ar };
