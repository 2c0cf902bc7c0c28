import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { GetObjectCommand, ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import S3rver from 's3rver';
import { afterAll, beforeAll } from 'vitest';
import type { S3StorageConfig } from '../platform/config.js';
import { createTestApp, type TestApp } from './test-app.js';

/** A real S3-protocol server (s3rver) in this process, on a free port, with its own directory. */
export interface TestS3Server {
  settings: S3StorageConfig;
  /** The object's bytes as the bucket holds them, read with the plain AWS SDK; null when absent. */
  read(key: string): Promise<Buffer | null>;
  /** Every key in the bucket. */
  keys(): Promise<string[]>;
  stop(): Promise<void>;
}

const BUCKET = 'mithaq-test';

export async function startS3Server(): Promise<TestS3Server> {
  const directory = await fs.mkdtemp(path.join(os.tmpdir(), 'mq-s3-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: BUCKET, configs: [] }],
  });
  const { port } = await server.run();
  // s3rver accepts the development keys its README documents (S3RVER / S3RVER).
  const settings: S3StorageConfig = {
    bucket: BUCKET,
    endpoint: `http://127.0.0.1:${port}`,
    region: 'us-east-1',
    forcePathStyle: true,
    accessKeyId: 'S3RVER',
    secretAccessKey: 'S3RVER',
  };
  const client = new S3Client({
    endpoint: settings.endpoint,
    region: settings.region,
    forcePathStyle: true,
    credentials: { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey },
  });
  return {
    settings,
    async read(key) {
      try {
        const out = await client.send(new GetObjectCommand({ Bucket: BUCKET, Key: key }));
        return Buffer.from((await out.Body?.transformToByteArray()) ?? []);
      } catch (err) {
        if ((err as { name?: string }).name === 'NoSuchKey') return null;
        throw err;
      }
    },
    async keys() {
      const out = await client.send(new ListObjectsV2Command({ Bucket: BUCKET }));
      return (out.Contents ?? []).flatMap((o) => (o.Key ? [o.Key] : []));
    },
    async stop() {
      client.destroy();
      try {
        await server.close();
      } finally {
        await fs.rm(directory, { recursive: true, force: true });
      }
    },
  };
}

/** An S3 server for the file's tests, stopped after them however they end. */
export function useS3Server(): TestS3Server {
  const s3 = {} as TestS3Server;
  beforeAll(async () => {
    Object.assign(s3, await startS3Server());
  });
  afterAll(async () => {
    await s3.stop?.();
  });
  return s3;
}

/** A test app whose files go to a bucket on its own S3 server (STORAGE_URL set). */
export function useBucketTestApp(): { t: TestApp; s3: TestS3Server } {
  const s3 = {} as TestS3Server;
  const t = {} as TestApp;
  beforeAll(async () => {
    Object.assign(s3, await startS3Server());
    Object.assign(t, await createTestApp({ storage: s3.settings }));
  });
  afterAll(async () => {
    try {
      await t.close?.();
    } finally {
      await s3.stop?.();
    }
  });
  return { t, s3 };
}
