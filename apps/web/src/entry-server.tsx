import type { Locale } from '@mithaq/contracts/i18n/locales';
import type { MemberPageState } from '@mithaq/contracts/member-page-render';
import { StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import { StaticRouter } from 'react-router';
import { App } from './app/app';
import {
  answeredReads,
  FRESH_AFTER_DRAWING_MS,
  forgetFailedReads,
  markFresh,
  unansweredReads,
} from './app/drawing-reads';
import { notFoundMeta, publicPageMeta } from './app/page-descriptions';
import { type PublicPath, pageTitle } from './app/page-meta';
import { queryClient } from './app/query-provider';
import { drawInTimeZone } from './i18n/format';
import { activateLocale, i18n, loadNamespaces } from './i18n/i18n';
import { addressLocale } from './i18n/member-locale';
import { ALL_NAMESPACES } from './i18n/namespaces';
import { drawAt } from './i18n/now';
import type { Translate } from './i18n/use-t';
import { setApiTransport } from './lib/api-client';
import { meQueryKey } from './lib/current-member';
import { drawLayout } from './lib/drawn-layout';
import { drawPhotoPromptChoice } from './lib/photo-prompt-choice';
import { sessionStore } from './lib/session-store';

export { publicPageNamespaces } from './app/page-namespaces';

/**
 * Renders one public page to HTML at build time (scripts/prerender.ts), with the same tree the
 * browser hydrates (main.tsx); `prerender` waits for the lazily loaded page. React outlines large
 * Suspense boundaries behind inline scripts, which our CSP forbids (script-src 'self'): with no
 * chunk-size limit everything stays in place as plain HTML.
 */
export async function renderPage(url: string, locale: Locale = addressLocale(url) ?? 'en'): Promise<string> {
  await inLocale(locale);
  return renderToHtml(url);
}

async function renderToHtml(url: string): Promise<string> {
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

/** A render's reads wait for the answers of those before them: past this many rounds the app fetches the rest. */
const MAX_RENDER_ROUNDS = 4;

export interface MemberPageRequest {
  url: string;
  token: string;
  locale: Locale;
  /** Whether to draw a phone's layout where the page has one (/messages): the server's guess from the request. */
  phone: boolean;
  /** The member's browser's time zone, for the times on the page; null draws them in the server's. */
  timeZone: string | null;
  /** Whom this browser hid the dashboard's photo suggestion for (contracts PHOTO_PROMPT_HIDDEN_COOKIE). */
  photoPromptHiddenFor: string | null;
  /** The member's `/api/auth/me`, which the server asked for to know the session is alive. */
  member: unknown;
  /** Answers the page's API reads, as the server's own routes would answer the browser. */
  transport: (path: string, init: RequestInit) => Promise<Response>;
}

/**
 * Draws a member's page (docs/decisions/0041-members-pages-drawn-by-the-server.md): the same tree the
 * browser hydrates, rendered with the member's session; each render's reads are answered and the
 * page rendered again with their answers, until it asks for nothing new. A read that fails is drawn
 * loading and left for the browser to make. The app's singletons (session, cache, transport) serve
 * one member at a time: the server runs one render at a time and resets them after each.
 */
export async function renderMemberPage(request: MemberPageRequest): Promise<{ html: string; state: MemberPageState }> {
  await inLocale(request.locale);
  setApiTransport(request.transport);
  sessionStore.setToken(request.token);
  sessionStore.drawAs(request.token);
  drawLayout(request.phone);
  drawInTimeZone(request.timeZone);
  // One moment for every 'how long ago' on the page, carried to the browser with it (i18n/now.ts).
  const drawnAt = Date.now();
  drawAt(drawnAt);
  drawPhotoPromptChoice(request.photoPromptHiddenFor);
  queryClient.setQueryData(meQueryKey, request.member, { updatedAt: Date.now() + FRESH_AFTER_DRAWING_MS });
  try {
    const asked = new Set<string>();
    let html = await renderToHtml(request.url);
    for (let round = 1; round < MAX_RENDER_ROUNDS; round++) {
      const reads = unansweredReads(queryClient, asked);
      if (reads.length === 0) break;
      for (const read of reads) asked.add(read.queryHash);
      await Promise.all(reads.map((read) => read.fetch({ ...read.options, retry: false }).catch(() => undefined)));
      markFresh(queryClient);
      html = await renderToHtml(request.url);
    }
    if (forgetFailedReads(queryClient)) html = await renderToHtml(request.url);
    const queries = answeredReads(queryClient);
    return { html, state: { locale: request.locale, phone: request.phone, drawnAt, queries } };
  } finally {
    queryClient.clear();
    drawPhotoPromptChoice(null);
    drawAt(null);
    drawInTimeZone(null);
    drawLayout(false);
    sessionStore.drawAs(null);
    sessionStore.setToken(null);
    setApiTransport(null);
  }
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

/** A member's page's tab title in `locale`, for the template the server draws it into (scripts/member-page-templates.ts). */
export async function memberPageTitle(path: string, locale: Locale) {
  await inLocale(locale);
  return pageTitle(path, translate);
}

export async function notFoundPageMeta(locale: Locale) {
  await inLocale(locale);
  return notFoundMeta(translate);
}
