import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ApiError, apiFetch } from './api-client';
import { adoptEarlyRequest, EARLY_REQUEST_MAX_AGE_MS } from './early-requests';
import { sessionStore } from './session-store';
import { startEarlyRequests } from './start-early-requests';

/** A real HTTP server that records what reaches it and answers 401 to a token named 'dead'. */
const received: { url: string; authorization?: string; language?: string }[] = [];
const server = http.createServer((req, res) => {
  received.push({
    url: req.url ?? '',
    authorization: req.headers.authorization,
    language: req.headers['accept-language'],
  });
  const dead = req.headers.authorization === 'Bearer dead';
  res.writeHead(dead ? 401 : 200, { 'content-type': 'application/json' });
  res.end(JSON.stringify(dead ? { message: 'Session expired', code: 'UNAUTHORIZED' } : { url: req.url }));
});
let origin = '';

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

let paths = 0;
/** A path of its own for each test: the registry is module state. */
function freshPath() {
  paths += 1;
  return `${origin}/api/auth/me?test=${paths}`;
}
/** What reached the server for `path` (an earlier test's unadopted request may still arrive). */
const hitsOf = (path: string) => received.filter((r) => origin + r.url === path);

beforeEach(() => sessionStore.setToken(null));

describe('early requests', () => {
  it('sends the GET with the member headers apiFetch sends', async () => {
    const path = freshPath();
    startEarlyRequests([path], 'tok', 'ur');
    await adoptEarlyRequest({ path, token: 'tok', locale: 'ur' });
    expect(hitsOf(path)).toEqual([{ url: path.slice(origin.length), authorization: 'Bearer tok', language: 'ur' }]);
  });

  it('is adopted once, for the same token and language only', async () => {
    const path = freshPath();
    startEarlyRequests([path], 'tok', 'en');
    expect(adoptEarlyRequest({ path, token: 'tok', locale: 'en' })).not.toBeNull();
    expect(adoptEarlyRequest({ path, token: 'tok', locale: 'en' })).toBeNull();

    for (const other of [
      { token: 'another', locale: 'en' },
      { token: null, locale: 'en' },
      { token: 'tok', locale: 'ar' },
    ]) {
      const p = freshPath();
      startEarlyRequests([p], 'tok', 'en');
      expect(adoptEarlyRequest({ path: p, ...other }), JSON.stringify(other)).toBeNull();
      // A mismatch drops it too: a later call with the right key fetches afresh.
      expect(adoptEarlyRequest({ path: p, token: 'tok', locale: 'en' })).toBeNull();
    }
  });

  it('expires: an answer older than the limit is not adopted', () => {
    const path = freshPath();
    startEarlyRequests([path], 'tok', 'en', 1_000);
    expect(
      adoptEarlyRequest({ path, token: 'tok', locale: 'en', now: 1_000 + EARLY_REQUEST_MAX_AGE_MS + 1 }),
    ).toBeNull();
    const recent = freshPath();
    startEarlyRequests([recent], 'tok', 'en', 1_000);
    expect(
      adoptEarlyRequest({ path: recent, token: 'tok', locale: 'en', now: 1_000 + EARLY_REQUEST_MAX_AGE_MS }),
    ).not.toBeNull();
  });

  it('rejects as an aborted fetch does when the caller aborts', async () => {
    const path = freshPath();
    startEarlyRequests([path], 'tok', 'en');
    const controller = new AbortController();
    const adopted = adoptEarlyRequest({ path, token: 'tok', locale: 'en', signal: controller.signal });
    controller.abort();
    await expect(adopted).rejects.toMatchObject({ name: 'AbortError' });
  });
});

describe('apiFetch with early requests', () => {
  it('answers a matching GET from the early request, without a second one', async () => {
    const path = freshPath();
    sessionStore.setToken('tok');
    startEarlyRequests([path], 'tok', 'en');
    const res = await apiFetch(path);
    expect(await res.json()).toEqual({ url: path.slice(origin.length) });
    expect(hitsOf(path)).toHaveLength(1);
    // The next call for it goes to the server.
    await apiFetch(path);
    expect(hitsOf(path)).toHaveLength(2);
  });

  it('fetches afresh when the session changed since', async () => {
    const path = freshPath();
    startEarlyRequests([path], 'old', 'en');
    sessionStore.setToken('new');
    await apiFetch(path);
    expect(hitsOf(path).map((r) => r.authorization)).toEqual(['Bearer old', 'Bearer new']);
  });

  it('ends the session on an early 401, as on its own', async () => {
    const path = freshPath();
    sessionStore.setToken('dead');
    startEarlyRequests([path], 'dead', 'en');
    const error = await apiFetch(path).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(401);
    expect(sessionStore.getToken()).toBeNull();
    expect(hitsOf(path)).toHaveLength(1);
  });

  it('leaves other methods and credentials to the network', async () => {
    const path = freshPath();
    sessionStore.setToken('tok');
    startEarlyRequests([path], 'tok', 'en');
    await apiFetch(path, { method: 'POST', body: {} });
    await apiFetch(path);
    expect(hitsOf(path)).toHaveLength(2);
  });
});
