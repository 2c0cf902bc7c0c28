import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { LOCALES, type Locale } from '@mithaq/contracts/i18n/locales';
import { PREFIXED_LOCALES } from '@mithaq/contracts/i18n/localized-paths';
import {
  NOT_FOUND_FILE_NAME,
  notFoundFileName,
  PRERENDERED_DIR,
  PUBLIC_URL_PLACEHOLDER,
  prerenderedRoute,
} from '@mithaq/contracts/prerender';

export interface PrerenderedPage {
  html: string;
  gzip: Buffer;
  brotli: Buffer;
  etag: string;
}

function preparePage(template: string, publicUrl: string): PrerenderedPage {
  const html = template.replaceAll(PUBLIC_URL_PLACEHOLDER, publicUrl);
  return {
    html,
    gzip: zlib.gzipSync(html, { level: 9 }),
    brotli: zlib.brotliCompressSync(html, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 9 } }),
    etag: `"${createHash('sha256').update(html).digest('base64url').slice(0, 22)}"`,
  };
}

/** The page files of one folder, as names relative to the prerendered folder ('about.html', 'ur/about.html'). */
function pageFiles(dir: string, folder: string): string[] {
  const full = path.join(dir, folder);
  if (!fs.existsSync(full)) return [];
  return fs
    .readdirSync(full)
    .filter((name) => name.endsWith('.html') && name !== NOT_FOUND_FILE_NAME)
    .map((name) => (folder ? `${folder}/${name}` : name));
}

/**
 * The prerendered pages of a web build (apps/web/scripts/prerender.ts) by route, the site's address
 * filled in, ready to send (empty when the build has none): English at the top of the folder, the
 * other languages in their own folder (`ur/about.html` is `/ur/about`). The not-found pages have no
 * route of their own.
 */
export function loadPrerenderedPages(webDistDir: string, publicUrl: string): Map<string, PrerenderedPage> {
  const dir = path.join(webDistDir, PRERENDERED_DIR);
  const pages = new Map<string, PrerenderedPage>();
  for (const fileName of ['', ...PREFIXED_LOCALES].flatMap((folder) => pageFiles(dir, folder))) {
    pages.set(prerenderedRoute(fileName), preparePage(fs.readFileSync(path.join(dir, fileName), 'utf8'), publicUrl));
  }
  return pages;
}

/** The prerendered not-found page of each language a web build has (none for a build without them). */
export function loadNotFoundPages(webDistDir: string, publicUrl: string): Map<Locale, PrerenderedPage> {
  const pages = new Map<Locale, PrerenderedPage>();
  for (const locale of LOCALES) {
    const file = path.join(webDistDir, PRERENDERED_DIR, notFoundFileName(locale));
    if (fs.existsSync(file)) pages.set(locale, preparePage(fs.readFileSync(file, 'utf8'), publicUrl));
  }
  return pages;
}

/** Brotli, then gzip, then none, as the request's Accept-Encoding allows. */
export function pickEncoding(acceptEncoding: string | undefined): 'br' | 'gzip' | null {
  const accepted = (acceptEncoding ?? '').toLowerCase();
  if (/\bbr\b/.test(accepted)) return 'br';
  if (/\bgzip\b/.test(accepted)) return 'gzip';
  return null;
}
