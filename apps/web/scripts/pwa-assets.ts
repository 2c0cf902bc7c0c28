/**
 * The installed app's files that are not React: the web app manifest and the offline page, one of
 * each per language, written into the client build (so the service worker can precache them) from
 * the `pwa` catalogs. Those texts are read here at build time only; the app never loads them.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import type { Plugin } from 'vite';
// Relative, not '@mithaq/contracts': the Vite config bundles this file and cannot load that package's TypeScript.
import { LOCALES, type Locale, localeDirection } from '../../../packages/contracts/src/i18n/locales.js';
import { escapeHtml } from '../../../packages/contracts/src/prerender.js';
import { PAGE_BACKGROUND, THEME_COLOR } from '../src/app/brand-colors.js';
import { APP_ICONS, manifestPath, offlinePagePath } from '../src/sw/app-files.js';

const webDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const catalogFile = (locale: Locale) => path.join(webDir, 'src', 'locales', 'pwa', `${locale}.json`);

type PwaKey = 'manifest.description' | 'offline.documentTitle' | 'offline.title' | 'offline.body' | 'offline.retry';

/** The `pwa` catalog in `locale`: plain messages, so a placeholder in one is a mistake that fails the build. */
function readTexts(locale: Locale): (key: PwaKey) => string {
  const messages = JSON.parse(fs.readFileSync(catalogFile(locale), 'utf8')) as Record<string, string>;
  return (key) => {
    const message = messages[`pwa.${key}`];
    if (message === undefined) throw new Error(`${catalogFile(locale)} lacks pwa.${key}`);
    const compiled = compileMessage(message);
    if (typeof compiled !== 'string' && !(Array.isArray(compiled) && compiled.every((p) => typeof p === 'string'))) {
      throw new Error(`${catalogFile(locale)}: pwa.${key} must be plain text`);
    }
    return typeof compiled === 'string' ? compiled : compiled.join('');
  };
}

/** The manifest (W3C Web App Manifest): installs open the member's home, in the site's colours. */
export function webManifest(locale: Locale): Record<string, unknown> {
  const text = readTexts(locale);
  return {
    id: '/',
    name: 'Mithaq',
    short_name: 'Mithaq',
    description: text('manifest.description'),
    lang: locale,
    dir: localeDirection(locale),
    start_url: '/dashboard',
    scope: '/',
    display: 'standalone',
    theme_color: THEME_COLOR,
    background_color: PAGE_BACKGROUND,
    icons: [
      { src: APP_ICONS.any192, sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: APP_ICONS.any512, sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: APP_ICONS.maskable512, sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
  };
}

const logoSvg = () =>
  fs
    .readFileSync(path.join(webDir, 'public', 'favicon.svg'), 'utf8')
    .replace(/<title>.*?<\/title>/, '')
    .replace('<svg ', '<svg aria-hidden="true" width="64" height="64" ');

/**
 * The offline page: the site's look with nothing to fetch (no script, which the CSP would refuse
 * inline anyway; system fonts; the logo inline). 'Try again' is a link to the same address, so it
 * works without script too.
 */
export function offlinePage(locale: Locale): string {
  const text = readTexts(locale);
  return `<!doctype html>
<html lang="${locale}" dir="${localeDirection(locale)}">
  <head>
    <meta charset="UTF-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1.0" />
    <meta name="theme-color" content="${THEME_COLOR}" />
    <meta name="robots" content="noindex" />
    <link rel="icon" type="image/svg+xml" href="/favicon.svg" />
    <title>${escapeHtml(text('offline.documentTitle'))}</title>
    <style>
      body { margin: 0; min-height: 100vh; display: grid; place-items: center; background: ${PAGE_BACKGROUND}; color: #1f2a27;
        font-family: system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", "Noto Sans Devanagari", "Noto Nastaliq Urdu", "Noto Naskh Arabic", sans-serif; }
      main { box-sizing: border-box; width: min(100%, 28rem); padding: 2rem 1.5rem; text-align: center; }
      h1 { font-size: 1.5rem; margin: 1.25rem 0 0.75rem; color: ${THEME_COLOR}; }
      p { font-size: 1rem; line-height: 1.6; margin: 0 0 1.5rem; color: #3d4a46; }
      /* Nastaliq's tall letters need the room. */
      :lang(ur) p { line-height: 2.3; }
      a { display: inline-block; padding: 0.75rem 1.5rem; border-radius: 0.5rem; background: ${THEME_COLOR}; color: #fff;
        font-weight: 600; text-decoration: none; }
      a:focus-visible { outline: 3px solid #e2b04d; outline-offset: 2px; }
    </style>
  </head>
  <body>
    <main>
      ${logoSvg()}
      <h1>${escapeHtml(text('offline.title'))}</h1>
      <p>${escapeHtml(text('offline.body'))}</p>
      <a href="">${escapeHtml(text('offline.retry'))}</a>
    </main>
  </body>
</html>
`;
}

/** Adds the manifests and offline pages to the client build (not the server-side build). */
export function pwaAssets(): Plugin {
  return {
    name: 'mithaq-pwa-assets',
    apply: (config) => !config.build?.ssr,
    buildStart() {
      for (const locale of LOCALES) this.addWatchFile(catalogFile(locale));
    },
    generateBundle() {
      for (const locale of LOCALES) {
        this.emitFile({
          type: 'asset',
          fileName: manifestPath(locale).slice(1),
          source: `${JSON.stringify(webManifest(locale), null, 2)}\n`,
        });
        this.emitFile({ type: 'asset', fileName: offlinePagePath(locale).slice(1), source: offlinePage(locale) });
      }
    },
  };
}
