import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { NOT_FOUND_FILE_NAME, PRERENDERED_DIR, PUBLIC_URL_PLACEHOLDER, prerenderedRoute } from '@mithaq/contracts';

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

/**
 * The prerendered pages of a web build (apps/web/scripts/prerender.ts) by route, the site's address
 * filled in, ready to send (empty when the build has none); the not-found page has no route of its own.
 */
export function loadPrerenderedPages(webDistDir: string, publicUrl: string): Map<string, PrerenderedPage> {
  const dir = path.join(webDistDir, PRERENDERED_DIR);
  const pages = new Map<string, PrerenderedPage>();
  if (!fs.existsSync(dir)) return pages;
  for (const fileName of fs.readdirSync(dir)) {
    if (!fileName.endsWith('.html') || fileName === NOT_FOUND_FILE_NAME) continue;
    pages.set(prerenderedRoute(fileName), preparePage(fs.readFileSync(path.join(dir, fileName), 'utf8'), publicUrl));
  }
  return pages;
}

/** The prerendered not-found page of a web build, or null when the build has none. */
export function loadNotFoundPage(webDistDir: string, publicUrl: string): PrerenderedPage | null {
  const file = path.join(webDistDir, PRERENDERED_DIR, NOT_FOUND_FILE_NAME);
  return fs.existsSync(file) ? preparePage(fs.readFileSync(file, 'utf8'), publicUrl) : null;
}

/** Brotli, then gzip, then none, as the request's Accept-Encoding allows. */
export function pickEncoding(acceptEncoding: string | undefined): 'br' | 'gzip' | null {
  const accepted = (acceptEncoding ?? '').toLowerCase();
  if (/\bbr\b/.test(accepted)) return 'br';
  if (/\bgzip\b/.test(accepted)) return 'gzip';
  return null;
}
