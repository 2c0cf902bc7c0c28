import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useS3Server } from '../../test/s3-server.js';
import { useTestApp } from '../../test/test-app.js';
import { PostgresStorage } from './postgres-storage.js';
import { S3Storage } from './s3-storage.js';
import { type Storage, StorageUnavailableError } from './storage.js';

const t = useTestApp();
const s3 = useS3Server();

/** Every byte value, so no layer may treat the file as text. */
const binary = (size: number) => Buffer.from(Array.from({ length: size }, (_, i) => (i * 7 + 3) % 256));

async function listed(storage: Storage) {
  const out = new Map<string, Date>();
  for await (const file of storage.list()) out.set(file.key, file.writtenAt);
  return out;
}

describe.each([
  ['PostgreSQL', () => new PostgresStorage(t.db)],
  ['S3 (s3rver)', () => new S3Storage(s3.settings)],
])('%s storage', (_, open) => {
  let storage: Storage;
  const prefix = `contract-${randomUUID()}`;
  const key = (name: string) => `${prefix}/${name}`;
  beforeAll(() => {
    storage = open();
  });
  afterAll(() => {
    if (storage instanceof S3Storage) storage.close();
  });

  it('gives back exactly the bytes and the content type that were put', async () => {
    const bytes = binary(300_000);
    await storage.put(key('photos/a/display'), bytes, 'image/webp');
    const got = await storage.get(key('photos/a/display'));
    expect(got?.contentType).toBe('image/webp');
    expect(got?.bytes.equals(bytes)).toBe(true);
  });

  it('answers null for a key that holds nothing', async () => {
    expect(await storage.get(key('never-written'))).toBeNull();
  });

  it('puts the same key again without error, the last bytes winning (storage:migrate may copy twice)', async () => {
    await storage.put(key('again'), Buffer.from('first'), 'text/plain');
    await storage.put(key('again'), Buffer.from('second'), 'application/octet-stream');
    const got = await storage.get(key('again'));
    expect(got?.bytes.toString()).toBe('second');
    expect(got?.contentType).toBe('application/octet-stream');
  });

  it('deletes a file; deleting it again, or a key never written, is no error', async () => {
    await storage.put(key('gone'), Buffer.from('x'), 'text/plain');
    await storage.delete(key('gone'));
    expect(await storage.get(key('gone'))).toBeNull();
    await expect(storage.delete(key('gone'))).resolves.toBeUndefined();
    await expect(storage.delete(key('never-written'))).resolves.toBeUndefined();
  });

  it('lists every file once, with when it was written', async () => {
    const before = Date.now();
    const names = ['list/1', 'list/2', 'list/3'];
    for (const name of names) await storage.put(key(name), Buffer.from(name), 'text/plain');
    const files = await listed(storage);
    for (const name of names) {
      const writtenAt = files.get(key(name));
      // S3 keeps whole seconds.
      expect(writtenAt?.getTime(), name).toBeGreaterThanOrEqual(Math.floor(before / 1000) * 1000);
      expect(writtenAt?.getTime(), name).toBeLessThanOrEqual(Date.now());
    }
    await storage.delete(key('list/2'));
    expect((await listed(storage)).has(key('list/2'))).toBe(false);
  });
});

describe('S3 storage', () => {
  let bucket: S3Storage;
  beforeAll(() => {
    bucket = new S3Storage(s3.settings);
  });
  afterAll(() => bucket.close());

  it('hands out a presigned address that serves the file with the asked headers', async () => {
    const bytes = binary(5000);
    await bucket.put('presign/photo', bytes, 'image/webp');
    const url = await bucket.presignedGetUrl('presign/photo', 60, {
      contentType: 'image/webp',
      cacheControl: 'private, max-age=300',
    });
    expect(url).toMatch(/X-Amz-Expires=60&/);
    const res = await fetch(url);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/webp');
    expect(res.headers.get('cache-control')).toBe('private, max-age=300');
    expect(Buffer.from(await res.arrayBuffer()).equals(bytes)).toBe(true);
  });

  it('signs the same address again for the same moment, and an expired one no longer opens', async () => {
    await bucket.put('presign/old', Buffer.from('x'), 'image/webp');
    const signedAt = new Date(Date.now() - 120_000);
    const options = { contentType: 'image/webp', signedAt };
    const url = await bucket.presignedGetUrl('presign/old', 60, options);
    expect(await bucket.presignedGetUrl('presign/old', 60, options)).toBe(url);
    expect((await fetch(url)).status).toBe(403);
  });

  it('fails with StorageUnavailableError (a 503) when the bucket cannot be reached', async () => {
    const unreachable = new S3Storage({ ...s3.settings, endpoint: 'http://127.0.0.1:9' });
    try {
      await expect(unreachable.put('x', Buffer.from('x'), 'text/plain')).rejects.toBeInstanceOf(
        StorageUnavailableError,
      );
      await expect(unreachable.get('x')).rejects.toThrow(/object storage get failed \(.*\)/);
    } finally {
      unreachable.close();
    }
  });
});
