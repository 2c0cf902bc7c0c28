import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { staticWebPlugin } from './static-web.js';

/** A web build as apps/web's build leaves it: the app shell, a prerendered page, a hashed asset. */
function writeBuild(dir: string) {
  fs.mkdirSync(path.join(dir, 'prerendered'), { recursive: true });
  fs.mkdirSync(path.join(dir, 'assets'), { recursive: true });
  fs.writeFileSync(path.join(dir, 'index.html'), '<html><body><div id="root"></div></body></html>');
  const page = (title: string) =>
    `<html><head><title>${title}</title><meta property="og:url" content="%MITHAQ_PUBLIC_URL%/about" /></head><body><div id="root"><h1>${title}</h1></div></body></html>`;
  fs.writeFileSync(path.join(dir, 'prerendered', 'index.html'), page('Home'));
  fs.writeFileSync(path.join(dir, 'prerendered', 'about.html'), page('About'));
  const script = `console.log(${JSON.stringify('x'.repeat(4000))});`;
  fs.writeFileSync(path.join(dir, 'assets', 'app-abc123.js'), script);
  fs.writeFileSync(path.join(dir, 'assets', 'app-abc123.js.br'), zlib.brotliCompressSync(script));
}

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

  it('gives every other client route the app shell', async () => {
    const res = await app.inject({ url: '/dashboard?tab=all' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<div id="root"></div>');
  });

  it('sends hashed assets pre-compressed and cacheable for a year', async () => {
    const res = await app.inject({ url: '/assets/app-abc123.js', headers: { 'accept-encoding': 'br' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('keeps unknown API paths a JSON 404', async () => {
    const res = await app.inject({ url: '/api/nothing-here' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 'NOT_FOUND' });
  });
});
