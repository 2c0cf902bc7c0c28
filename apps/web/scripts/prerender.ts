/**
 * Writes each public page as real HTML (docs/decisions/0015-speed-on-a-phone.md): React's server renderer over the same
 * components the browser hydrates, with the page's title, description and Open Graph tags, and links to the
 * styles it is drawn with. Runs after both Vite builds (scripts/finish-build.ts).
 * The site's address is not known at build time: the server fills in PUBLIC_URL_PLACEHOLDER.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { DEFAULT_LOCALE, LOCALES, type Locale, localeDirection } from '@mithaq/contracts/i18n/locales';
import { localizedPath } from '@mithaq/contracts/i18n/localized-paths';
import { escapeHtml, PUBLIC_URL_PLACEHOLDER } from '@mithaq/contracts/prerender';
import { SIGNED_IN_HINT_SCRIPT } from '@mithaq/contracts/signed-in-hint';
import type { PageMeta } from '../src/app/page-descriptions';
import type { PublicPath } from '../src/app/page-meta';
import { manifestPath } from '../src/sw/app-files';
import {
  DATA_LAYER,
  MEMBER_CHECK,
  NOT_FOUND_PAGE,
  NOT_FOUND_RENDER_PATH,
  notFoundFile,
  PRERENDERED_ROUTES,
  prerenderedFile,
} from './public-routes';
import { readManifest, routeAssets, scriptFontStylesheet, type ViteManifest } from './route-assets';

const webDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const distDir = path.join(webDir, 'dist');
const ssrEntry = path.join(webDir, 'dist-ssr', 'entry-server.js');

interface SsrEntry {
  renderPage: (url: string, locale?: Locale) => Promise<string>;
  pageMeta: (route: PublicPath, locale: Locale) => Promise<PageMeta>;
  notFoundPageMeta: (locale: Locale) => Promise<PageMeta>;
  memberPageTitle: (path: string, locale: Locale) => Promise<string>;
}

/** The web build's server renderer (src/entry-server.tsx), built by `vite build --ssr` before these scripts run. */
export const loadSsrEntry = () => import(pathToFileURL(ssrEntry).href) as Promise<SsrEntry>;

const absolute = (path: string) => `${PUBLIC_URL_PLACEHOLDER}${path}`;

/** The page in every language, for search engines (`hreflang`), English standing for the rest. */
function alternateTags(route: PublicPath): string[] {
  return [
    ...LOCALES.map(
      (locale) => `<link rel="alternate" hreflang="${locale}" href="${absolute(localizedPath(locale, route))}" />`,
    ),
    `<link rel="alternate" hreflang="x-default" href="${absolute(route)}" />`,
  ];
}

function metaTags(route: PublicPath, locale: Locale, meta: PageMeta): string {
  const url = absolute(localizedPath(locale, route));
  const title = escapeHtml(meta.title);
  const description = escapeHtml(meta.description);
  return [
    `<title>${title}</title>`,
    `<meta name="description" content="${description}" />`,
    `<link rel="canonical" href="${url}" />`,
    ...alternateTags(route),
    '<meta property="og:type" content="website" />',
    '<meta property="og:site_name" content="Mithaq" />',
    `<meta property="og:locale" content="${locale}" />`,
    `<meta property="og:title" content="${title}" />`,
    `<meta property="og:description" content="${description}" />`,
    `<meta property="og:url" content="${url}" />`,
    `<meta property="og:image" content="${PUBLIC_URL_PLACEHOLDER}/og-image.png" />`,
    '<meta property="og:image:width" content="1200" />',
    '<meta property="og:image:height" content="630" />',
    '<meta name="twitter:card" content="summary_large_image" />',
  ].join('\n    ');
}

export const stylesheetTags = (template: string, cssFiles: string[]) =>
  cssFiles
    .filter((file) => !template.includes(`/${file}"`))
    .map((file) => `<link rel="stylesheet" crossorigin href="/${file}">`);

const modulePreloadTags = (template: string, jsFiles: string[]) =>
  jsFiles
    .filter((file) => !template.includes(`/${file}"`))
    .map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`);

/**
 * A prerendered page links the styles it is drawn with and nothing more: its scripts are fetched
 * once it has painted (src/main.tsx), so they do not compete with the page's first paint on a slow
 * link. Links and text work before then.
 */
function prerenderedHeadTags(
  template: string,
  assets: { css: string[] },
  manifest: ViteManifest,
  locale: Locale,
): string {
  const font = scriptFontStylesheet(manifest, locale);
  return stylesheetTags(template, font ? [...assets.css, font] : assets.css).join('\n    ');
}

/**
 * `<html lang dir>` of a page in `locale`: read by screen readers, and Urdu and Arabic right to left;
 * and the web app manifest in that language, whose description the install dialog shows. The tag's
 * other attributes stay: Mantine's colour variables (a filled button's background among them) apply
 * only under `data-mantine-color-scheme`, which the app would otherwise set only once it runs, after
 * the first paint.
 */
export function withDocumentLocale(template: string, locale: Locale): string {
  const manifestLink = (l: Locale) => `<link rel="manifest" href="${manifestPath(l)}"`;
  if (!template.includes(manifestLink(DEFAULT_LOCALE))) throw new Error('index.html lacks the manifest link');
  if (!/<html lang="[^"]*"/.test(template)) throw new Error('index.html lacks <html lang>');
  return template
    .replace(/<html lang="[^"]*"/, `<html lang="${locale}" dir="${localeDirection(locale)}"`)
    .replace(manifestLink(DEFAULT_LOCALE), manifestLink(locale));
}

function replaceBetween(html: string, start: string, end: string, replacement: string): string {
  const from = html.indexOf(start);
  const to = html.indexOf(end);
  if (from < 0 || to < from) throw new Error(`index.html lacks the ${start} ... ${end} markers`);
  return html.slice(0, from) + replacement + html.slice(to + end.length);
}

/**
 * The app shell (every route not prerendered: the members' pages, the staff console) starts the app
 * at once; preloading its start, the query cache and the member check spares the round trips the
 * browser would otherwise make one after another.
 */
function writeShellPreloads(template: string, manifest: ViteManifest) {
  const { js, css } = routeAssets(manifest, [DATA_LAYER, MEMBER_CHECK]);
  const tags = [...stylesheetTags(template, css), ...modulePreloadTags(template, js)].join('\n    ');
  const shell = template.replace('</head>', `  ${tags}\n  </head>`);
  fs.writeFileSync(path.join(distDir, 'index.html'), shell);
}

/** The not-found page is never indexed and has no address of its own to name. */
function notFoundMetaTags(meta: PageMeta): string {
  return [
    `<title>${escapeHtml(meta.title)}</title>`,
    `<meta name="description" content="${escapeHtml(meta.description)}" />`,
    '<meta name="robots" content="noindex" />',
  ].join('\n    ');
}

/**
 * Ahead of the stylesheets, so it waits for none of them, and before the body is parsed: a
 * member's browser marks the page before its first paint, and the visitor's offers stay hidden
 * (docs/decisions/0040-signed-in-state-on-prerendered-pages.md; the server's CSP allows it by hash).
 */
const signedInHintTag = `<script>${SIGNED_IN_HINT_SCRIPT}</script>`;

function writePage(template: string, file: string, head: string, body: string) {
  let html = replaceBetween(template, '<!--page-meta-->', '<!--/page-meta-->', `${signedInHintTag}\n    ${head}`);
  html = html.replace('<div id="root"></div>', `<div id="root">${body}</div>`);
  const target = path.join(distDir, file);
  fs.mkdirSync(path.dirname(target), { recursive: true });
  fs.writeFileSync(target, html);
  console.log(`prerendered ${file.padEnd(26)} ${(Buffer.byteLength(html) / 1024).toFixed(1)} kB`);
}

/**
 * Renders every page in PRERENDERED_ROUTES, in every language, into dist/prerendered/, and the
 * not-found page; returns the page template they were drawn into (Vite's index.html, before the
 * shell's preloads were added), which the members' page templates start from too.
 */
export async function prerenderPages(): Promise<string> {
  const template = fs.readFileSync(path.join(distDir, 'index.html'), 'utf8');
  const manifest = readManifest(distDir);
  const ssr = await loadSsrEntry();
  writeShellPreloads(template, manifest);
  for (const locale of LOCALES) {
    const page = withDocumentLocale(template, locale);
    for (const [route, modules] of Object.entries(PRERENDERED_ROUTES) as [PublicPath, readonly string[]][]) {
      const url = localizedPath(locale, route);
      const head = `${metaTags(route, locale, await ssr.pageMeta(route, locale))}\n    ${prerenderedHeadTags(page, routeAssets(manifest, modules), manifest, locale)}`;
      writePage(page, prerenderedFile(url), head, await ssr.renderPage(url));
    }
    const notFoundHead = `${notFoundMetaTags(await ssr.notFoundPageMeta(locale))}\n    ${prerenderedHeadTags(page, routeAssets(manifest, [NOT_FOUND_PAGE]), manifest, locale)}`;
    writePage(page, notFoundFile(locale), notFoundHead, await ssr.renderPage(NOT_FOUND_RENDER_PATH, locale));
  }
  return template;
}
