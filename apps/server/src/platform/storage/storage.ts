/**
 * Where files live (docs/decisions/0020-files-in-object-storage.md): PostgreSQL by default, an
 * S3-compatible bucket when STORAGE_URL is set. Rows name their files by key; a key is written once
 * and never overwritten with other bytes (a new upload gets a new key).
 */
export interface StoredFile {
  bytes: Buffer;
  contentType: string;
}

export interface ListedFile {
  key: string;
  /** When the file was written: the orphan purge spares files younger than an upload can take. */
  writtenAt: Date;
}

export interface Storage {
  put(key: string, bytes: Buffer, contentType: string): Promise<void>;
  /** The file, or null when there is none under this key. */
  get(key: string): Promise<StoredFile | null>;
  /** Deleting a key that holds nothing is not an error (as S3's DeleteObject). */
  delete(key: string): Promise<void>;
  /** Every file, each once (files deleted meanwhile may or may not appear). */
  list(): AsyncIterable<ListedFile>;
}

export interface PresignOptions {
  /** Sent as the response's Content-Type and Cache-Control by the bucket. */
  contentType: string;
  cacheControl?: string;
  /** The moment the address counts from; a fixed one gives the same address again (browser cache). */
  signedAt?: Date;
}

/** A storage that can hand a browser a short-lived address of one of its files. */
export interface Bucket extends Storage {
  presignedGetUrl(key: string, expiresInSeconds: number, options: PresignOptions): Promise<string>;
}

/** A bucket request failed (unreachable, refused, misconfigured): a 503, logged with its cause. */
export class StorageUnavailableError extends Error {
  constructor(operation: string, cause: unknown) {
    super(`object storage ${operation} failed (${describeCause(cause)})`, { cause });
    this.name = 'StorageUnavailableError';
  }
}

/** The SDK error's name and HTTP status (`AccessDenied, HTTP 403`, `TimeoutError`), never its text. */
function describeCause(cause: unknown): string {
  const err = (typeof cause === 'object' && cause !== null ? cause : {}) as {
    name?: unknown;
    code?: unknown;
    $metadata?: { httpStatusCode?: unknown };
  };
  const name = typeof err.name === 'string' ? err.name : 'Error';
  const code = typeof err.code === 'string' ? ` ${err.code}` : '';
  const status = err.$metadata?.httpStatusCode;
  return `${name}${code}${typeof status === 'number' ? `, HTTP ${status}` : ''}`;
}
