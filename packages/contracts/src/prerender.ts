/**
 * What the web build's prerenderer (apps/web/scripts/prerender.ts) and the server that serves its
 * pages (apps/server/src/plugins/prerendered-pages.ts) agree on: where the pages lie and how the
 * site's address, known only at run time, is marked in them.
 */

/** The folder under the web build's dist/ holding one HTML file per public page. */
export const PRERENDERED_DIR = 'prerendered';
/** The not-found page in that folder: the server answers addresses without a page with it. */
export const NOT_FOUND_FILE_NAME = '404.html';
/** Stands for the site's address (canonical, og:url) until the server fills it in. */
export const PUBLIC_URL_PLACEHOLDER = '%MITHAQ_PUBLIC_URL%';

/** '/' -> 'index.html', '/about' -> 'about.html', '/ur/' -> 'ur/index.html', '/ur/about' -> 'ur/about.html'. */
export const prerenderedFileName = (route: string) =>
  `${route.endsWith('/') ? `${route.slice(1)}index` : route.slice(1)}.html`;
/** 'index.html' -> '/', 'ur/about.html' -> '/ur/about': the inverse of prerenderedFileName. */
export const prerenderedRoute = (fileName: string) =>
  `/${fileName.replace(/\.html$/, '').replace(/(^|\/)index$/, '$1')}`;
/** The not-found page of each language: '404.html', 'ur/404.html'. */
export const notFoundFileName = (locale: string) =>
  locale === 'en' ? NOT_FOUND_FILE_NAME : `${locale}/${NOT_FOUND_FILE_NAME}`;

/** Text made safe for HTML content and quoted attribute values (the pages and emails we write by hand). */
export const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);
