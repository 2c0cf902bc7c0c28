import { createHmac } from 'node:crypto';
import { z } from 'zod';
import { decryptFile, encryptFile, fileKey } from '../../lib/file-crypto.js';

const SealedSchema = z.object({ sealed: z.string().min(1) });
export type Sealed = z.infer<typeof SealedSchema>;

/**
 * Queued emails and texts carry codes and links, and the jobs table is plain rows any database reader
 * sees, so payloads are sealed (AES-256-GCM) with a key of their own derived from the file key, which
 * every instance shares (docs/decisions/0021-durable-jobs.md).
 */
export function payloadKey(config: { fileEncryptionKey?: string; authSecret: string }): Buffer {
  return createHmac('sha256', fileKey(config)).update('mithaq job payloads v1').digest();
}

export function sealPayload(key: Buffer, value: unknown): Sealed {
  return { sealed: encryptFile(key, Buffer.from(JSON.stringify(value))).toString('base64') };
}

/** Opens a sealed payload and checks its shape; a payload that fails either throws (the job fails). */
export function openPayload<T>(key: Buffer, payload: unknown, schema: z.ZodType<T>): T {
  const { sealed } = SealedSchema.parse(payload);
  return schema.parse(JSON.parse(decryptFile(key, Buffer.from(sealed, 'base64')).toString('utf8')));
}
