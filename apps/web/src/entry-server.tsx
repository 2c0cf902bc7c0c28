import { StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import { StaticRouter } from 'react-router';
import { App } from './app/app';

/**
 * Renders one public page to HTML at build time (scripts/prerender.ts), with the same tree the
 * browser hydrates (main.tsx); `prerender` waits for the lazily loaded page. React outlines large
 * Suspense boundaries behind inline scripts, which our CSP forbids (script-src 'self'): with no
 * chunk-size limit everything stays in place as plain HTML.
 */
export async function renderPage(url: string): Promise<string> {
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
