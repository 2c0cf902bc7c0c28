import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { decryptFile, encryptFile, fileKey } from './file-crypto.js';

describe('file encryption', () => {
  const key = randomBytes(32);

  it('round-trips, never stores the plain bytes, and uses a fresh nonce each time', () => {
    const plain = Buffer.from('%PDF-1.7 an Aadhaar card with a number 1234');
    const a = encryptFile(key, plain);
    const b = encryptFile(key, plain);
    expect(decryptFile(key, a)).toEqual(plain);
    expect(a.includes(plain)).toBe(false);
    expect(a.equals(b)).toBe(false);
  });

  it('refuses tampered bytes and a wrong key', () => {
    const sealed = encryptFile(key, Buffer.from('document'));
    const tampered = Buffer.from(sealed);
    tampered[tampered.length - 1] = (tampered[tampered.length - 1] ?? 0) ^ 1;
    expect(() => decryptFile(key, tampered)).toThrow();
    expect(() => decryptFile(randomBytes(32), sealed)).toThrow();
  });

  it('takes FILE_ENCRYPTION_KEY when set, else derives one from the auth secret', () => {
    const configured = randomBytes(32).toString('base64');
    expect(fileKey({ fileEncryptionKey: configured, authSecret: 'x'.repeat(40) }).toString('base64')).toBe(configured);
    expect(fileKey({ authSecret: 'x'.repeat(40) })).toHaveLength(32);
  });
});
