import { type Locale, parseLocalizedPath } from '@mithaq/contracts';
import { StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import { StaticRouter } from 'react-router';
import { App } from './app/app';
import { notFoundMeta, publicPageMeta } from './app/page-descriptions';
import type { PublicPath } from './app/page-meta';
import { activateLocale, i18n, loadNamespaces } from './i18n/i18n';
import { ALL_NAMESPACES } from './i18n/namespaces';
import type { Translate } from './i18n/use-t';

export { publicPageNamespaces } from './app/page-namespaces';

/**
 * Renders one public page to HTML at build time (scripts/prerender.ts), with the same tree the
 * browser hydrates (main.tsx); `prerender` waits for the lazily loaded page. React outlines large
 * Suspense boundaries behind inline scripts, which our CSP forbids (script-src 'self'): with no
 * chunk-size limit everything stays in place as plain HTML.
 */
export async function renderPage(
  url: string,
  locale: Locale = parseLocalizedPath(url)?.locale ?? 'en',
): Promise<string> {
  await inLocale(locale);
  const { prelude } = await prerender(
    <StrictMode>
      <StaticRouter location={url}>
        <App />
      </StaticRouter>
    </StrictMode>,
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  const html = await new Response(prelude).text();
  if (html.includes('<script') || html.includes('<template')) {
    throw new Error(`${url} rendered with inline scripts, which the site's CSP would block`);
  }
  return html;
}

async function inLocale(locale: Locale) {
  await loadNamespaces(ALL_NAMESPACES, locale);
  await activateLocale(locale);
}

const translate: Translate = (key, values) => i18n._(key, values);

/** A public page's title and description in `locale`, for its prerendered head. */
export async function pageMeta(route: PublicPath, locale: Locale) {
  await inLocale(locale);
  return publicPageMeta(route, translate);
}

export async function notFoundPageMeta(locale: Locale) {
  await inLocale(locale);
  return notFoundMeta(translate);
}
