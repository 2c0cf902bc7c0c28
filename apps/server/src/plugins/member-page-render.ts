import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { cookieValue } from '@mithaq/contracts/cookies';
import { DEFAULT_LOCALE, isLocale, LOCALES, type Locale } from '@mithaq/contracts/i18n/locales';
import {
  isServerDrawnMemberPath,
  knownTimeZone,
  MEMBER_PAGE_HTML_MARKER,
  MEMBER_PAGE_STATE_MARKER,
  MEMBER_PAGE_TEMPLATE_DIR,
  MEMBER_SESSION_COOKIE,
  MEMBER_TIME_ZONE_COOKIE,
  type MemberPageState,
  memberPageStateTag,
  memberPageTemplateFile,
  PHOTO_PROMPT_HIDDEN_COOKIE,
  requestLooksLikePhone,
  SERVER_DRAWN_MEMBER_PAGES,
  type ServerDrawnMemberPath,
} from '@mithaq/contracts/member-page-render';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { Counter } from 'prom-client';
import { pickEncoding } from './prerendered-pages.js';

/** The web build's server renderer (apps/web/src/entry-server.tsx renderMemberPage). */
interface MemberPageRenderer {
  renderMemberPage(request: {
    url: string;
    token: string;
    locale: Locale;
    phone: boolean;
    timeZone: string | null;
    photoPromptHiddenFor: string | null;
    member: unknown;
    transport: (path: string, init: RequestInit) => Promise<Response>;
  }): Promise<{ html: string; state: MemberPageState }>;
}

/**
 * Renders share the app's singletons (entry-server.tsx), so they run one at a time; with this many
 * waiting, a member gets the app shell at once rather than a slower drawn page.
 */
const MAX_WAITING_RENDERS = 8;

type Drawing = { outcome: 'drawn'; html: string } | { outcome: 'signed_out' | 'busy' | 'failed' };

function loadTemplates(ssrDir: string): Map<string, string> {
  const templates = new Map<string, string>();
  for (const page of Object.keys(SERVER_DRAWN_MEMBER_PAGES) as ServerDrawnMemberPath[]) {
    for (const locale of LOCALES) {
      const file = path.join(ssrDir, MEMBER_PAGE_TEMPLATE_DIR, memberPageTemplateFile(page, locale));
      if (fs.existsSync(file)) templates.set(memberPageTemplateFile(page, locale), fs.readFileSync(file, 'utf8'));
    }
  }
  return templates;
}

/** One request to this instance's own routes, answered as `fetch` would answer the browser. */
function ownRoutes(app: FastifyInstance, clientIp: string) {
  return async (url: string, init: RequestInit): Promise<Response> => {
    const res = await app.inject({
      method: (init.method ?? 'GET') as 'GET',
      url,
      headers: init.headers as Record<string, string>,
      payload: typeof init.body === 'string' ? init.body : undefined,
      remoteAddress: clientIp,
    });
    const headers = new Headers();
    for (const [name, value] of Object.entries(res.headers)) {
      if (value !== undefined) headers.set(name, Array.isArray(value) ? value.join(', ') : String(value));
    }
    const hasBody = res.statusCode !== 204 && res.statusCode !== 304;
    return new Response(hasBody ? new Uint8Array(res.rawPayload) : null, { status: res.statusCode, headers });
  };
}

function browserTimeZone(request: FastifyRequest): string | null {
  const cookie = cookieValue(request.headers.cookie, MEMBER_TIME_ZONE_COOKIE);
  if (!cookie) return null;
  try {
    return knownTimeZone(decodeURIComponent(cookie));
  } catch {
    return null;
  }
}

/**
 * Draws a member's dashboard, profile, notifications or messages page on the server
 * (docs/decisions/0041-members-pages-drawn-by-the-server.md), from the session cookie the app keeps beside its token.
 * The member is asked for through the API's own check, so a forged, revoked, idle or deactivated session gets the app
 * shell as before (null); so does a failed render, and a busy instance.
 */
export function memberPageDrawer(app: FastifyInstance, webDistDir: string) {
  const ssrDir = path.join(webDistDir, '..', 'dist-ssr');
  const rendererFile = path.join(ssrDir, 'entry-server.js');
  const templates = fs.existsSync(rendererFile) ? loadTemplates(ssrDir) : new Map<string, string>();
  let renderer: Promise<MemberPageRenderer> | undefined;
  const loadRenderer = () => {
    renderer ??= import(pathToFileURL(rendererFile).href) as Promise<MemberPageRenderer>;
    return renderer;
  };
  // Loaded once the instance is ready, so the first member's page does not wait for it.
  if (templates.size > 0) app.addHook('onReady', async () => void loadRenderer().catch(() => undefined));

  const outcomes = new Counter({
    name: 'mithaq_member_pages_total',
    help: "Requests for a member's page the server can draw, by outcome (drawn, or the app shell: signed_out, busy, failed)",
    labelNames: ['outcome'],
    registers: app.hasDecorator('metrics') ? [app.metrics] : [],
  });

  let queue: Promise<unknown> = Promise.resolve();
  let waiting = 0;
  function oneAtATime<T>(work: () => Promise<T>): Promise<T> {
    waiting++;
    const run = queue.then(work).finally(() => waiting--);
    queue = run.catch(() => undefined);
    return run;
  }

  async function signedInMember(token: string, request: FastifyRequest): Promise<{ locale?: unknown } | null> {
    const me = await app.inject({
      method: 'GET',
      url: '/api/auth/me',
      headers: { authorization: `Bearer ${token}`, 'accept-language': request.headers['accept-language'] ?? '' },
      remoteAddress: request.ip,
    });
    return me.statusCode === 200 ? (me.json() as { locale?: unknown }) : null;
  }

  async function draw(request: FastifyRequest, page: ServerDrawnMemberPath): Promise<Drawing> {
    const token = cookieValue(request.headers.cookie, MEMBER_SESSION_COOKIE);
    if (!token) return { outcome: 'signed_out' };
    if (waiting >= MAX_WAITING_RENDERS) return { outcome: 'busy' };
    const member = await signedInMember(token, request);
    if (!member) return { outcome: 'signed_out' };
    const locale = isLocale(member.locale) ? member.locale : DEFAULT_LOCALE;
    const template = templates.get(memberPageTemplateFile(page, locale));
    if (!template) return { outcome: 'failed' };
    const { renderMemberPage } = await loadRenderer();
    const transport = ownRoutes(app, request.ip);
    const phone = requestLooksLikePhone(request.headers);
    const timeZone = browserTimeZone(request);
    const photoPromptHiddenFor = cookieValue(request.headers.cookie, PHOTO_PROMPT_HIDDEN_COOKIE);
    const { html, state } = await oneAtATime(() =>
      renderMemberPage({ url: request.url, token, locale, phone, timeZone, photoPromptHiddenFor, member, transport }),
    );
    // Functions, not strings: a `$&` in what a member wrote must stay text.
    const filled = template
      .replace(MEMBER_PAGE_HTML_MARKER, () => html)
      .replace(MEMBER_PAGE_STATE_MARKER, () => memberPageStateTag(state));
    return { outcome: 'drawn', html: filled };
  }

  return {
    /** Whether this build can draw `page` (a build without the renderer or its templates cannot). */
    draws: (page: string): page is ServerDrawnMemberPath => templates.size > 0 && isServerDrawnMemberPath(page),
    /** The member's page as HTML, or null when the app shell is to be sent instead. */
    async page(request: FastifyRequest, page: ServerDrawnMemberPath): Promise<string | null> {
      const drawing = await draw(request, page).catch((err: unknown): Drawing => {
        request.log.error({ err }, "drawing a member's page failed: sending the app shell");
        return { outcome: 'failed' };
      });
      outcomes.inc({ outcome: drawing.outcome });
      return drawing.outcome === 'drawn' ? drawing.html : null;
    },
  };
}

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** A member's own page: never stored by a cache, shared or the browser's (it carries their data). */
export async function sendDrawnPage(html: string, request: FastifyRequest, reply: FastifyReply) {
  reply.header('cache-control', 'private, no-store').header('vary', 'Cookie, Accept-Encoding');
  reply.type('text/html; charset=utf-8');
  const encoding = pickEncoding(request.headers['accept-encoding']);
  if (encoding === 'br') {
    const body = await brotli(html, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } });
    return reply.header('content-encoding', 'br').send(body);
  }
  if (encoding === 'gzip') return reply.header('content-encoding', 'gzip').send(await gzip(html, { level: 6 }));
  return reply.send(html);
}
