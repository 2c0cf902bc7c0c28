import type { S3StorageConfig } from '../config.js';
import type { Db } from '../db/client.js';
import { FileStore, type WarnLog } from './file-store.js';
import { PostgresStorage } from './postgres-storage.js';

export interface OpenedFiles {
  files: FileStore;
  /** Where browsers fetch photos from (Content-Security-Policy img-src); null without a bucket. */
  bucketOrigin: string | null;
  close(): void;
}

/** The app's file store from its settings: the bucket of STORAGE_URL, or the database. */
export async function openFileStore(settings: S3StorageConfig | null, db: Db, log: WarnLog): Promise<OpenedFiles> {
  const database = new PostgresStorage(db);
  if (!settings) return { files: new FileStore(database, null, log), bucketOrigin: null, close: () => {} };
  // Loaded only with a bucket: the AWS SDK takes about half a second to import (bench/start.bench.ts).
  const { S3Storage } = await import('./s3-storage.js');
  const bucket = new S3Storage(settings);
  // The SDK decides path or virtual-host style; an address it signs (no request) shows which origin.
  const probe = await bucket.presignedGetUrl('origin-probe', 60, { contentType: 'image/webp' });
  return {
    files: new FileStore(database, bucket, log),
    bucketOrigin: new URL(probe).origin,
    close: () => bucket.close(),
  };
}

/** For the npm run scripts, which have no app logger. */
export const CONSOLE_WARNINGS: WarnLog = { warn: (details, message) => console.warn(message, details) };
