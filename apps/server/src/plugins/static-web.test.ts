import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { staticWebPlugin } from './static-web.js';

/** A web build as apps/web's build leaves it: the app shell, prerendered pages, a hashed asset. */
function writeBuild(dir: string) {
  fs.mkdirSync(path.join(dir, 'prerendered'), { recursive: true });
  fs.mkdirSync(path.join(dir, 'assets'), { recursive: true });
  fs.writeFileSync(path.join(dir, 'index.html'), '<html lang="en"><body><div id="root"></div></body></html>');
  const page = (title: string) =>
    `<html><head><title>${title}</title><meta property="og:url" content="%MITHAQ_PUBLIC_URL%/about" /></head><body><div id="root"><h1>${title}</h1></div></body></html>`;
  fs.writeFileSync(path.join(dir, 'prerendered', 'index.html'), page('Home'));
  fs.writeFileSync(path.join(dir, 'prerendered', 'about.html'), page('About'));
  fs.writeFileSync(path.join(dir, 'prerendered', '404.html'), page('Page not found · Mithaq'));
  // The other languages, each in its folder (contracts prerenderedFileName, notFoundFileName).
  for (const locale of ['hi', 'ur', 'ar']) {
    fs.mkdirSync(path.join(dir, 'prerendered', locale), { recursive: true });
    fs.writeFileSync(path.join(dir, 'prerendered', locale, 'index.html'), page(`Home ${locale}`));
    fs.writeFileSync(path.join(dir, 'prerendered', locale, 'about.html'), page(`About ${locale}`));
    fs.writeFileSync(path.join(dir, 'prerendered', locale, '404.html'), page(`Not found ${locale}`));
  }
  const script = `console.log(${JSON.stringify('x'.repeat(4000))});`;
  fs.writeFileSync(path.join(dir, 'assets', 'app-abc123.js'), script);
  fs.writeFileSync(path.join(dir, 'assets', 'app-abc123.js.br'), zlib.brotliCompressSync(script));
  fs.writeFileSync(path.join(dir, 'favicon.ico'), ICO_HEADER);
}

/** The first bytes of an ICO file (reserved 0, type 1 = icon, one image). */
const ICO_HEADER = Buffer.from([0, 0, 1, 0, 1, 0]);

describe('static web serving', () => {
  let dir: string;
  let app: FastifyInstance;

  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'mq-web-'));
    writeBuild(dir);
    app = Fastify();
    await app.register(staticWebPlugin, { webDistDir: dir, publicUrl: 'https://mithaq.example' });
    await app.ready();
  });

  afterAll(async () => {
    await app.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('serves a prerendered page as HTML with the site address filled in', async () => {
    const res = await app.inject({ url: '/about' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.body).toContain('<h1>About</h1>');
    expect(res.body).toContain('content="https://mithaq.example/about"');
    expect(res.body).not.toContain('%MITHAQ_PUBLIC_URL%');
  });

  it('serves / from its prerendered page, not the empty shell', async () => {
    const res = await app.inject({ url: '/' });
    expect(res.body).toContain('<h1>Home</h1>');
  });

  it('compresses pages for clients that accept it', async () => {
    const br = await app.inject({ url: '/about', headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toContain('<h1>About</h1>');
    const gzip = await app.inject({ url: '/about', headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gzip.rawPayload).toString()).toContain('<h1>About</h1>');
    expect(br.headers.vary).toContain('Accept-Encoding');
  });

  it('answers a revalidation with 304 while the page is unchanged', async () => {
    const first = await app.inject({ url: '/about' });
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^".+"$/);
    const again = await app.inject({ url: '/about', headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });

  it('gives every other page the router has the app shell', async () => {
    for (const url of ['/dashboard?tab=all', '/messages', '/admin', '/premium/receipt/TX42', '/Settings/']) {
      const res = await app.inject({ url });
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).toContain('<div id="root"></div>');
    }
  });

  it('answers an address no page has 404 with the not-found page', async () => {
    for (const url of ['/no-such-page', '/admin/members', '/profile/123', '/404', '/dashboard/extra?tab=all']) {
      const res = await app.inject({ url, headers: { 'accept-encoding': 'gzip' } });
      expect(res.statusCode, url).toBe(404);
      expect(res.headers['content-type'], url).toBe('text/html; charset=utf-8');
      expect(res.headers['cache-control'], url).toBe('no-cache');
      const html = zlib.gunzipSync(res.rawPayload).toString();
      expect(html, url).toContain('<title>Page not found · Mithaq</title>');
      expect(html, url).not.toContain('<div id="root"></div>');
    }
  });

  it('answers a missing hashed asset 404, never with a page', async () => {
    const res = await app.inject({ url: '/assets/missing-abc123.js' });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(res.body).not.toContain('<html');
  });

  it('keeps other methods on unknown addresses a JSON 404', async () => {
    const res = await app.inject({ method: 'POST', url: '/no-such-page' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 'NOT_FOUND' });
  });

  it('sends hashed assets pre-compressed and cacheable for a year', async () => {
    const res = await app.inject({ url: '/assets/app-abc123.js', headers: { 'accept-encoding': 'br' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('serves /favicon.ico as an icon that may be cached for a day', async () => {
    const res = await app.inject({ url: '/favicon.ico' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/vnd.microsoft.icon');
    expect(res.headers['cache-control']).toBe('public, max-age=86400');
    expect(res.rawPayload.subarray(0, ICO_HEADER.length)).toEqual(ICO_HEADER);
  });

  it('keeps unknown API paths a JSON 404', async () => {
    const res = await app.inject({ url: '/api/nothing-here' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 'NOT_FOUND' });
  });
});

describe('public pages in every language', () => {
  let dir: string;
  let app: FastifyInstance;

  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'mq-web-'));
    writeBuild(dir);
    app = Fastify();
    await app.register(staticWebPlugin, { webDistDir: dir, publicUrl: 'https://mithaq.example' });
    await app.ready();
  });

  afterAll(async () => {
    await app.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('serves each language at its prefixed address, /ur and /ur/ alike the Urdu landing page', async () => {
    expect((await app.inject({ url: '/ur/about' })).body).toContain('<h1>About ur</h1>');
    expect((await app.inject({ url: '/ar/about?ref=mail' })).body).toContain('<h1>About ar</h1>');
    for (const url of ['/ur', '/ur/', '/ur?utm=x']) {
      const res = await app.inject({ url });
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).toContain('<h1>Home ur</h1>');
    }
    expect((await app.inject({ url: '/hi/' })).body).toContain('<h1>Home hi</h1>');
  });

  it('sends a first visit to an English address to the language of the lang cookie, keeping the query', async () => {
    const res = await app.inject({ url: '/about?ref=ad', headers: { cookie: 'theme=dark; lang=ur' } });
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/ur/about?ref=ad');
    expect(res.headers.vary).toContain('Cookie, Accept-Language');
    const home = await app.inject({ url: '/', headers: { cookie: 'lang=ar' } });
    expect(home.headers.location).toBe('/ar/');
  });

  it('sends a visitor without a cookie to the best match of Accept-Language when it is not English', async () => {
    const res = await app.inject({ url: '/about', headers: { 'accept-language': 'hi-IN,hi;q=0.9,en;q=0.8' } });
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/hi/about');
  });

  it('serves the English page to English readers and to a lang=en cookie, whatever Accept-Language says', async () => {
    for (const headers of [
      {},
      { 'accept-language': 'en-GB,ar;q=0.5' },
      { cookie: 'lang=en', 'accept-language': 'ar' },
    ]) {
      const res = await app.inject({ url: '/about', headers });
      expect(res.statusCode, JSON.stringify(headers)).toBe(200);
      expect(res.body).toContain('<h1>About</h1>');
      expect(res.headers.vary).toBe('Cookie, Accept-Language, Accept-Encoding');
    }
  });

  it('answers 404 with the not-found page of the address language, else of the cookie, else of Accept-Language', async () => {
    const byAddress = await app.inject({ url: '/ur/no-such-page', headers: { cookie: 'lang=ar' } });
    expect(byAddress.statusCode).toBe(404);
    expect(byAddress.body).toContain('<title>Not found ur</title>');
    const byCookie = await app.inject({
      url: '/no-such-page',
      headers: { cookie: 'lang=ar', 'accept-language': 'hi' },
    });
    expect(byCookie.body).toContain('<title>Not found ar</title>');
    expect(byCookie.headers.vary).toContain('Cookie, Accept-Language');
    const byHeader = await app.inject({ url: '/no-such-page', headers: { 'accept-language': 'hi' } });
    expect(byHeader.body).toContain('<title>Not found hi</title>');
    const english = await app.inject({ url: '/no-such-page' });
    expect(english.body).toContain('<title>Page not found · Mithaq</title>');
  });

  it("gives members' screens the app shell with <html lang dir> of the visitor's language", async () => {
    const urdu = await app.inject({ url: '/dashboard', headers: { cookie: 'lang=ur' } });
    expect(urdu.statusCode).toBe(200);
    expect(urdu.body).toContain('<html lang="ur" dir="rtl">');
    expect(urdu.headers.vary).toContain('Cookie, Accept-Language');
    const english = await app.inject({ url: '/dashboard' });
    expect(english.body).toContain('<html lang="en">');
  });

  it('answers an unknown API path in the reader language', async () => {
    const res = await app.inject({ url: '/api/nothing-here', headers: { 'accept-language': 'ur' } });
    expect(res.json()).toEqual({ message: 'نہیں ملا۔', code: 'NOT_FOUND' });
  });
});

describe('a build without the prerendered not-found page', () => {
  it('still answers an unknown address 404, with the shell whose router draws the page', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'mq-web-'));
    writeBuild(dir);
    fs.rmSync(path.join(dir, 'prerendered', '404.html'));
    const app = Fastify();
    await app.register(staticWebPlugin, { webDistDir: dir, publicUrl: 'https://mithaq.example' });
    try {
      const res = await app.inject({ url: '/no-such-page' });
      expect(res.statusCode).toBe(404);
      expect(res.body).toContain('<div id="root"></div>');
      expect((await app.inject({ url: '/404' })).statusCode).toBe(404);
    } finally {
      await app.close();
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
