import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.js';
import { fileKey } from '../../lib/file-crypto.js';
import { govtIds } from '../../platform/db/schema.js';
import { PostgresStorage } from '../../platform/storage/postgres-storage.js';
import { S3Storage } from '../../platform/storage/s3-storage.js';
import { createMember, type TestMember } from '../../test/factories.js';
import { readZip, zipfileNames } from '../../test/read-zip.js';
import { useBucketTestApp } from '../../test/s3-server.js';
import { photoHelpers } from '../media/media.test-helpers.js';
import { photoUrlsFor } from '../media/photo-access.js';
import { pngImage } from '../media/test-images.js';
import { storeGovtId } from '../verification/govt-id.service.js';
import { PURGE_GRACE_MS, purgeOrphanFiles } from './purge-files.js';

const { t, s3 } = useBucketTestApp();
const { rowOf, memberWithPhoto, get } = photoHelpers(t);

/** `npm run storage:migrate` as an operator runs it, against this test's database and bucket. */
async function storageMigrate() {
  const { settings } = s3;
  return promisify(execFile)(
    process.execPath,
    ['--import', 'tsx', path.resolve(import.meta.dirname, '../../scripts/storage-migrate.ts')],
    {
      env: {
        ...process.env,
        DATABASE_URL: databaseUrl(t.database.connection),
        STORAGE_URL: `s3://${settings.bucket}?endpoint=${settings.endpoint}&region=${settings.region}&forcePathStyle=true`,
        S3_ACCESS_KEY_ID: settings.accessKeyId,
        S3_SECRET_ACCESS_KEY: settings.secretAccessKey,
        AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true',
      },
    },
  );
}

/** The test database as a postgres:// URL (a Unix socket directory goes in `host`). */
function databaseUrl(c: pg.ClientConfig): string {
  if (c.connectionString) return c.connectionString;
  const auth = `${encodeURIComponent(c.user ?? '')}:${encodeURIComponent(String(c.password ?? ''))}`;
  return `postgresql://${auth}@localhost:${c.port}/${c.database}?host=${encodeURIComponent(c.host ?? '')}`;
}

const ownDocument = (app: FastifyInstance, who: TestMember) =>
  app.inject({ method: 'GET', url: '/api/verify/govt-id/document', headers: who.auth });
const keyOfDocument = async (memberId: string) =>
  (await t.db.select().from(govtIds).where(eq(govtIds.memberId, memberId)))[0]?.storageKey ?? '';
const databaseKeys = async () =>
  (await t.db.execute<{ key: string }>(sql`select key from storage_objects order by key`)).rows.map((r) => r.key);

describe('ID documents in a bucket', () => {
  it('are encrypted before they leave the server and come back decrypted to their owner', async () => {
    const member = await createMember(t.app, t.db);
    const png = await pngImage(160, 100);
    await storeGovtId(t.app.ctx, fileKey(t.config), member.id, 'Aadhar', png);
    const key = await keyOfDocument(member.id);
    expect(key).toMatch(new RegExp(`^govt-ids/${member.id}/[0-9a-f-]{36}$`));

    const inBucket = await s3.read(key);
    expect(inBucket?.length).toBeGreaterThan(png.length);
    expect(inBucket?.includes(png.subarray(16, 64))).toBe(false);
    expect(await databaseKeys()).toEqual([]);

    const doc = await ownDocument(t.app, member);
    expect(doc.statusCode).toBe(200);
    expect(doc.headers['content-type']).toBe('image/png');
    expect(doc.rawPayload.equals(png)).toBe(true);
  });

  it('replaces the file on a new upload; erasing the member deletes their document and photo files', async () => {
    const member = await memberWithPhoto();
    await storeGovtId(t.app.ctx, fileKey(t.config), member.id, 'PAN', await pngImage(40, 40));
    const first = await keyOfDocument(member.id);
    await storeGovtId(t.app.ctx, fileKey(t.config), member.id, 'PAN', await pngImage(50, 50));
    const second = await keyOfDocument(member.id);
    expect(second).not.toBe(first);
    expect(await s3.read(first)).toBeNull();
    expect(await s3.read(second)).not.toBeNull();

    const res = await t.app.inject({
      method: 'DELETE',
      url: '/api/me',
      headers: member.auth,
      payload: { password: member.password },
    });
    expect(res.statusCode).toBe(200);
    expect(await s3.read(second)).toBeNull();
    expect((await s3.keys()).filter((k) => k.startsWith(`photos/${member.photoId}/`))).toEqual([]);
  });
});

describe('the data export with a bucket', () => {
  it("includes the photo read from the bucket, in a ZIP Python's zipfile opens with matching checksums", async () => {
    const owner = await memberWithPhoto();
    const res = await get('/api/me/export', owner);
    expect(res.statusCode).toBe(200);
    expect(zipfileNames(res.rawPayload)).toEqual(['mithaq-data.json', 'photos/profile-photo.webp']);
    const photo = (await readZip(res.rawPayload)).get('photos/profile-photo.webp');
    expect(photo?.equals((await s3.read(`photos/${owner.photoId}/display`)) ?? Buffer.alloc(0))).toBe(true);
  });
});

describe('npm run storage:migrate', () => {
  /** The same database with STORAGE_URL unset, as before the operator set it. */
  let databaseApp: FastifyInstance;
  beforeAll(async () => {
    databaseApp = await buildApp({ config: { ...t.config, storage: null }, database: t.database });
  });
  afterAll(async () => {
    await databaseApp?.close();
  });

  it('moves the database files to the bucket once, frees them, and every file still opens', async () => {
    // Files written while STORAGE_URL was unset.
    const before = photoHelpers({ ...t, app: databaseApp });
    const owner = await before.memberWithPhoto();
    const display = await before.variantBytes(owner.photoId, 'display');
    const png = await pngImage(90, 60);
    await storeGovtId(databaseApp.ctx, fileKey(t.config), owner.id, 'PAN', png);
    const documentKey = await keyOfDocument(owner.id);
    expect(await databaseKeys()).toHaveLength(5);
    expect(await s3.read(documentKey)).toBeNull();

    // With STORAGE_URL set and nothing moved yet, they are served from the database.
    const url = (await photoUrlsFor(t.app.ctx, owner.id, [await rowOf(owner.id)])).get(owner.id) ?? '';
    const early = await get(url);
    expect(early.statusCode).toBe(200);
    expect(early.rawPayload.equals(display ?? Buffer.alloc(0))).toBe(true);

    const first = await storageMigrate();
    expect(first.stdout).toMatch(/Moved 5 file\(s\), [\d.]+ MB to the bucket\.\nFreed their space in the database\./);
    const second = await storageMigrate();
    expect(second.stdout).toContain('Nothing to move: every file is already in the bucket.');

    expect(await databaseKeys()).toEqual([]);
    expect((await s3.keys()).filter((k) => k.includes(owner.photoId) || k === documentKey)).toHaveLength(5);
    const moved = await get(url);
    expect(moved.statusCode).toBe(302);
    const image = await fetch(String(moved.headers.location));
    expect(Buffer.from(await image.arrayBuffer()).equals(display ?? Buffer.alloc(0))).toBe(true);
    const doc = await ownDocument(t.app, owner);
    expect(doc.rawPayload.equals(png)).toBe(true);
  });
});

describe('npm run storage:purge', () => {
  it('deletes old files no row names, in the bucket and the database, and nothing else', async () => {
    const owner = await memberWithPhoto();
    const database = new PostgresStorage(t.db);
    const bucket = new S3Storage(s3.settings);
    try {
      const orphans = ['photos/00000000-0000-4000-8000-000000000001/display', 'govt-ids/gone/x'];
      await bucket.put(orphans[0] ?? '', Buffer.from('left behind'), 'image/webp');
      await database.put(orphans[1] ?? '', Buffer.from('left behind'), 'application/octet-stream');
      await bucket.put('someone-else/report.pdf', Buffer.from('not ours'), 'application/pdf');

      // Within the grace period nothing goes: an upload writes its files before its rows.
      expect(await purgeOrphanFiles(t.db, [database, bucket])).toBe(0);

      const later = Date.now() + PURGE_GRACE_MS + 60_000;
      expect(await purgeOrphanFiles(t.db, [database, bucket], later)).toBe(2);
      expect(await bucket.get(orphans[0] ?? '')).toBeNull();
      expect(await database.get(orphans[1] ?? '')).toBeNull();
      expect(await bucket.get('someone-else/report.pdf')).not.toBeNull();
      expect(await bucket.get(`photos/${owner.photoId}/display`)).not.toBeNull();
    } finally {
      bucket.close();
    }
  });
});
