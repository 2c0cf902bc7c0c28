import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

/** Written by apps/web/scripts/prerender.ts: one HTML file per public page. */
const PRERENDERED_DIR = 'prerendered';
/** The page for addresses no page has (apps/web/scripts/public-routes.ts NOT_FOUND_FILE): no route of its own. */
const NOT_FOUND_FILE = '404.html';
/** The site's address is only known here, at run time (og:url, canonical). */
const PUBLIC_URL_PLACEHOLDER = '%MITHAQ_PUBLIC_URL%';

export interface PrerenderedPage {
  html: string;
  gzip: Buffer;
  brotli: Buffer;
  etag: string;
}

/** '/' for index.html, '/about' for about.html. */
const routeOf = (fileName: string) => (fileName === 'index.html' ? '/' : `/${fileName.replace(/\.html$/, '')}`);

function preparePage(template: string, publicUrl: string): PrerenderedPage {
  const html = template.replaceAll(PUBLIC_URL_PLACEHOLDER, publicUrl);
  return {
    html,
    gzip: zlib.gzipSync(html, { level: 9 }),
    brotli: zlib.brotliCompressSync(html, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 9 } }),
    etag: `"${createHash('sha256').update(html).digest('base64url').slice(0, 22)}"`,
  };
}

/** The prerendered pages of a web build by route, ready to send (empty when the build has none). */
export function loadPrerenderedPages(webDistDir: string, publicUrl: string): Map<string, PrerenderedPage> {
  const dir = path.join(webDistDir, PRERENDERED_DIR);
  const pages = new Map<string, PrerenderedPage>();
  if (!fs.existsSync(dir)) return pages;
  for (const fileName of fs.readdirSync(dir)) {
    if (!fileName.endsWith('.html') || fileName === NOT_FOUND_FILE) continue;
    pages.set(routeOf(fileName), preparePage(fs.readFileSync(path.join(dir, fileName), 'utf8'), publicUrl));
  }
  return pages;
}

/** The prerendered not-found page of a web build, or null when the build has none. */
export function loadNotFoundPage(webDistDir: string, publicUrl: string): PrerenderedPage | null {
  const file = path.join(webDistDir, PRERENDERED_DIR, NOT_FOUND_FILE);
  return fs.existsSync(file) ? preparePage(fs.readFileSync(file, 'utf8'), publicUrl) : null;
}

/** Brotli, then gzip, then none, as the request's Accept-Encoding allows. */
export function pickEncoding(acceptEncoding: string | undefined): 'br' | 'gzip' | null {
  const accepted = (acceptEncoding ?? '').toLowerCase();
  if (/\bbr\b/.test(accepted)) return 'br';
  if (/\bgzip\b/.test(accepted)) return 'gzip';
  return null;
}
