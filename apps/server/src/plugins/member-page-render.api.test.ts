import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { LOCALES } from '@mithaq/contracts/i18n/locales';
import {
  MEMBER_PAGE_HTML_MARKER,
  MEMBER_PAGE_STATE_ID,
  MEMBER_PAGE_STATE_MARKER,
  MEMBER_SESSION_COOKIE,
  MEMBER_TIME_ZONE_COOKIE,
  type MemberPageState,
  memberPageTemplateFile,
  PHOTO_PROMPT_HIDDEN_COOKIE,
  SERVER_DRAWN_MEMBER_PAGES,
  type ServerDrawnMemberPath,
} from '@mithaq/contracts/member-page-render';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMember } from '../test/factories.js';
import { createTestApp, type TestApp } from '../test/test-app.js';

/**
 * A web build with a renderer of the shape apps/web's entry-server.tsx has: it draws the member it is
 * given and reads one more thing through the server's own routes (their notices), as the
 * app's queries do, so what the server hands it is what is tested here.
 */
const RENDERER = `
const escape = (text) => String(text).replace(/[&<>]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;' })[c]);
export async function renderMemberPage({ url, token, locale, phone, timeZone, photoPromptHiddenFor, member, transport }) {
  const res = await transport('/api/notifications', { method: 'GET', headers: { authorization: 'Bearer ' + token } });
  const unread = await res.json();
  return {
    html: '<main><h1>' + escape(member.fullName) + '</h1><p class="url">' + escape(url) + '</p><p class="unread">' + res.status + '</p><p class="layout">' + (phone ? 'phone' : 'wide') + '</p><p class="zone">' + escape(timeZone) + '</p><p class="photo-prompt">' + escape(photoPromptHiddenFor) + '</p></main>',
    state: { locale, phone, queries: [{ key: ['auth', 'me'], data: member }, { key: ['unread'], data: unread }] },
  };
}
`;

function writeBuild(root: string) {
  const dist = path.join(root, 'dist');
  fs.mkdirSync(dist, { recursive: true });
  fs.writeFileSync(path.join(dist, 'index.html'), '<html lang="en"><body><div id="root"></div></body></html>');
  const ssr = path.join(root, 'dist-ssr');
  fs.mkdirSync(ssr, { recursive: true });
  fs.writeFileSync(path.join(ssr, 'entry-server.js'), RENDERER);
  for (const page of Object.keys(SERVER_DRAWN_MEMBER_PAGES) as ServerDrawnMemberPath[]) {
    for (const locale of LOCALES) {
      const file = path.join(ssr, 'member-pages', memberPageTemplateFile(page, locale));
      fs.mkdirSync(path.dirname(file), { recursive: true });
      fs.writeFileSync(
        file,
        `<html lang="${locale}" data-page="${page}"><body><div id="root">${MEMBER_PAGE_HTML_MARKER}</div>${MEMBER_PAGE_STATE_MARKER}</body></html>`,
      );
    }
  }
  return dist;
}

const stateOf = (html: string): MemberPageState => {
  const match = new RegExp(`<script type="application/json" id="${MEMBER_PAGE_STATE_ID}">(.*?)</script>`).exec(html);
  if (!match?.[1]) throw new Error('no page state in the HTML');
  return JSON.parse(match[1]) as MemberPageState;
};

describe("members' pages drawn by the server", () => {
  let root: string;
  let t: TestApp;

  beforeAll(async () => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'mq-drawn-'));
    t = await createTestApp({ webDistDir: writeBuild(root) });
  });

  afterAll(async () => {
    await t.close();
    fs.rmSync(root, { recursive: true, force: true });
  });

  const pageWith = (url: string, cookie?: string, headers: Record<string, string> = {}) =>
    t.app.inject({ url, headers: cookie ? { cookie, ...headers } : headers });

  it('draws the dashboard for the session in the cookie, kept out of every cache', async () => {
    const member = await createMember(t.app, t.db, { fullName: 'Maryam Siddiqui' });
    const res = await pageWith('/dashboard?tab=accepted', `lang=en; ${MEMBER_SESSION_COOKIE}=${member.token}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.headers.vary).toContain('Cookie');
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.body).toContain('data-page="/dashboard"');
    expect(res.body).toContain('<h1>Maryam Siddiqui</h1>');
    expect(res.body).toContain('<p class="url">/dashboard?tab=accepted</p>');
    // The renderer's read went through the member's own session: answered, not refused.
    expect(res.body).toContain('<p class="unread">200</p>');
    const state = stateOf(res.body);
    expect(state.locale).toBe('en');
    expect(state.queries[0]).toEqual({ key: ['auth', 'me'], data: expect.objectContaining({ _id: member.id }) });
  });

  it('keeps what a member wrote inside the page state, whatever it holds', async () => {
    const member = await createMember(t.app, t.db, { fullName: 'Zara </script><script>x()</script> $& Khan' });
    const res = await pageWith('/profile', `${MEMBER_SESSION_COOKIE}=${member.token}`);
    expect(res.statusCode).toBe(200);
    expect(res.body.match(/<\/script>/g)).toHaveLength(1);
    expect(res.body).toContain('<h1>Zara &lt;/script&gt;&lt;script&gt;x()&lt;/script&gt; $&amp; Khan</h1>');
    const me = stateOf(res.body).queries[0]?.data as { fullName: string };
    expect(me.fullName).toBe('Zara </script><script>x()</script> $& Khan');
  });

  it("draws in the member's saved language, whatever the browser asks for", async () => {
    const member = await createMember(t.app, t.db, { columns: { locale: 'ur' } });
    const res = await pageWith('/notifications', `${MEMBER_SESSION_COOKIE}=${member.token}`, {
      'accept-language': 'en',
    });
    expect(res.body).toContain('<html lang="ur" data-page="/notifications">');
    expect(stateOf(res.body).locale).toBe('ur');
  });

  it('compresses the page for a browser that accepts it', async () => {
    const member = await createMember(t.app, t.db);
    const res = await pageWith('/dashboard', `${MEMBER_SESSION_COOKIE}=${member.token}`, {
      'accept-encoding': 'gzip, br',
    });
    expect(res.headers['content-encoding']).toBe('br');
    expect(zlib.brotliDecompressSync(res.rawPayload).toString()).toContain(MEMBER_PAGE_STATE_ID);
  });

  it('sends the app shell without a live session: no cookie, a forged one, or one logged out', async () => {
    const member = await createMember(t.app, t.db);
    const loggedOut = await createMember(t.app, t.db);
    const logout = await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: loggedOut.auth });
    expect(logout.statusCode).toBeLessThan(300);
    for (const cookie of [
      undefined,
      `${MEMBER_SESSION_COOKIE}=forged.token`,
      `${MEMBER_SESSION_COOKIE}=${loggedOut.token}`,
      `other=${member.token}`,
    ]) {
      const res = await pageWith('/dashboard', cookie);
      expect(res.statusCode, cookie).toBe(200);
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.body).toBe('<html lang="en"><body><div id="root"></div></body></html>');
    }
  });

  it("draws a phone's layout for a phone, in the browser's time zone", async () => {
    const member = await createMember(t.app, t.db);
    const session = `${MEMBER_SESSION_COOKIE}=${member.token}`;
    const pixel =
      'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/125.0 Mobile Safari/537.36';
    const phone = await pageWith(
      `/messages?user=${member.id}`,
      `${session}; ${MEMBER_TIME_ZONE_COOKIE}=Asia%2FKolkata`,
      {
        'user-agent': pixel,
      },
    );
    expect(phone.body).toContain('data-page="/messages"');
    expect(phone.body).toContain('<p class="layout">phone</p>');
    expect(phone.body).toContain('<p class="zone">Asia/Kolkata</p>');
    expect(stateOf(phone.body).phone).toBe(true);
    // The browser's own hint wins over its user agent; a zone no runtime knows is not used.
    const wide = await pageWith('/messages', `${session}; ${MEMBER_TIME_ZONE_COOKIE}=Mars%2FBase`, {
      'user-agent': pixel,
      'sec-ch-ua-mobile': '?0',
    });
    expect(wide.body).toContain('<p class="layout">wide</p>');
    expect(wide.body).toContain('<p class="zone">null</p>');
    expect(stateOf(wide.body).phone).toBe(false);
  });

  it("draws the dashboard with this browser's choice about the photo suggestion", async () => {
    const member = await createMember(t.app, t.db);
    const session = `${MEMBER_SESSION_COOKIE}=${member.token}`;
    const hidden = await pageWith('/dashboard', `${session}; ${PHOTO_PROMPT_HIDDEN_COOKIE}=${member.id}`);
    expect(hidden.body).toContain(`<p class="photo-prompt">${member.id}</p>`);
    const shown = await pageWith('/dashboard', session);
    expect(shown.body).toContain('<p class="photo-prompt">null</p>');
  });

  it('draws only its pages: the others get the shell', async () => {
    const member = await createMember(t.app, t.db);
    const res = await pageWith('/settings', `${MEMBER_SESSION_COOKIE}=${member.token}`);
    expect(res.body).not.toContain(MEMBER_PAGE_STATE_ID);
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  it('never takes the cookie as a credential for the API', async () => {
    const member = await createMember(t.app, t.db);
    const res = await t.app.inject({
      url: '/api/auth/me',
      headers: { cookie: `${MEMBER_SESSION_COOKIE}=${member.token}` },
    });
    expect(res.statusCode).toBe(401);
  });

  it('counts what it drew and what it left to the browser', async () => {
    const counted = await t.app.metrics.getSingleMetricAsString('mithaq_member_pages_total');
    expect(counted).toMatch(/mithaq_member_pages_total\{outcome="drawn"\} [1-9]/);
    expect(counted).toMatch(/mithaq_member_pages_total\{outcome="signed_out"\} [1-9]/);
  });
});
