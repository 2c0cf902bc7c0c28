import { createCipheriv, createDecipheriv, createHmac, randomBytes } from 'node:crypto';

const IV_BYTES = 12;
const TAG_BYTES = 16;

/**
 * The key documents are encrypted with: FILE_ENCRYPTION_KEY (resolved at start, main.ts), or for an
 * app built without one (tests, scripts), a key derived from AUTH_SECRET.
 */
export function fileKey(config: { fileEncryptionKey?: string; authSecret: string }): Buffer {
  if (config.fileEncryptionKey) return Buffer.from(config.fileEncryptionKey, 'base64');
  return createHmac('sha256', config.authSecret).update('mithaq file encryption v1').digest();
}

/** AES-256-GCM: iv (12 bytes), tag (16 bytes), ciphertext. Tampering fails decryption. */
export function encryptFile(key: Buffer, plain: Buffer): Buffer {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  const body = Buffer.concat([cipher.update(plain), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), body]);
}

export function decryptFile(key: Buffer, sealed: Buffer): Buffer {
  const iv = sealed.subarray(0, IV_BYTES);
  const tag = sealed.subarray(IV_BYTES, IV_BYTES + TAG_BYTES);
  const decipher = createDecipheriv('aes-256-gcm', key, iv);
  decipher.setAuthTag(tag);
  return Buffer.concat([decipher.update(sealed.subarray(IV_BYTES + TAG_BYTES)), decipher.final()]);
}
