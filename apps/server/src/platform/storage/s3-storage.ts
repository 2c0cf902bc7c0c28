import { createHash } from 'node:crypto';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  NoSuchKey,
  PutObjectCommand,
  paginateListObjectsV2,
  S3Client,
} from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import type { S3StorageConfig } from '../config.js';
import {
  type Bucket,
  type ListedFile,
  type PresignOptions,
  StorageUnavailableError,
  type StoredFile,
} from './storage.js';

/** Files in an S3-compatible bucket through the AWS SDK. */
export class S3Storage implements Bucket {
  private readonly client: S3Client;
  private readonly bucket: string;

  constructor(settings: S3StorageConfig) {
    this.bucket = settings.bucket;
    this.client = new S3Client({
      region: settings.region,
      forcePathStyle: settings.forcePathStyle,
      credentials: { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey },
      ...(settings.endpoint ? { endpoint: settings.endpoint } : {}),
      // Checksums only where S3 demands them: several S3-compatible servers refuse the SDK's newer
      // default trailers, and GCM already authenticates ID documents.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
      // A bucket that stops answering fails the request (503) instead of holding it open.
      requestHandler: { connectionTimeout: 5_000, requestTimeout: 30_000, throwOnRequestTimeout: true },
    });
  }

  async put(key: string, bytes: Buffer, contentType: string): Promise<void> {
    await this.call('put', () =>
      this.client.send(
        new PutObjectCommand({
          Bucket: this.bucket,
          Key: key,
          Body: bytes,
          ContentType: contentType,
          // The bucket refuses a body that arrived damaged (RFC 1864); storage:migrate deletes the database copy after.
          ContentMD5: createHash('md5').update(bytes).digest('base64'),
        }),
      ),
    );
  }

  async get(key: string): Promise<StoredFile | null> {
    return this.call('get', async () => {
      try {
        const out = await this.client.send(new GetObjectCommand({ Bucket: this.bucket, Key: key }));
        const bytes = Buffer.from((await out.Body?.transformToByteArray()) ?? []);
        return { bytes, contentType: out.ContentType ?? 'application/octet-stream' };
      } catch (err) {
        if (err instanceof NoSuchKey) return null;
        throw err;
      }
    });
  }

  async delete(key: string): Promise<void> {
    await this.call('delete', () => this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: key })));
  }

  async *list(): AsyncIterable<ListedFile> {
    const pages = paginateListObjectsV2({ client: this.client }, { Bucket: this.bucket });
    for (;;) {
      const page = await this.call('list', () => pages.next());
      if (page.done) return;
      for (const object of page.value.Contents ?? []) {
        if (object.Key) yield { key: object.Key, writtenAt: object.LastModified ?? new Date(0) };
      }
    }
  }

  /** Signed in memory (AWS Signature Version 4 in the query string): no request to the bucket. */
  presignedGetUrl(key: string, expiresInSeconds: number, options: PresignOptions): Promise<string> {
    const command = new GetObjectCommand({
      Bucket: this.bucket,
      Key: key,
      ResponseContentType: options.contentType,
      ...(options.cacheControl ? { ResponseCacheControl: options.cacheControl } : {}),
    });
    return getSignedUrl(this.client, command, {
      expiresIn: expiresInSeconds,
      ...(options.signedAt ? { signingDate: options.signedAt } : {}),
    });
  }

  close(): void {
    this.client.destroy();
  }

  private async call<T>(operation: string, run: () => Promise<T>): Promise<T> {
    try {
      return await run();
    } catch (err) {
      throw new StorageUnavailableError(operation, err);
    }
  }
}
