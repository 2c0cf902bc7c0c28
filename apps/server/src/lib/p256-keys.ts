import { createECDH, ECDH } from 'node:crypto';

/**
 * Web Push keys are P-256 (prime256v1) keys written in unpadded base64url: a public key is the 65-byte
 * uncompressed point (RFC 8291 section 3.1, RFC 8292 section 3.2), a private key the 32-byte scalar.
 */
const CURVE = 'prime256v1';
const BASE64URL = /^[A-Za-z0-9_-]+$/;

/** The bytes of unpadded base64url text, or null when it is anything else. */
export function decodeBase64Url(text: string): Buffer | null {
  return BASE64URL.test(text) ? Buffer.from(text, 'base64url') : null;
}

/** A point on P-256 in uncompressed form (0x04 ‖ x ‖ y), as browsers give `p256dh` and VAPID needs. */
export function isP256PublicKey(text: string): boolean {
  const bytes = decodeBase64Url(text);
  if (bytes?.length !== 65 || bytes[0] !== 0x04) return false;
  try {
    // Decoding the point checks that it lies on the curve.
    ECDH.convertKey(bytes, CURVE);
    return true;
  } catch {
    return false;
  }
}

/** A P-256 private scalar of exactly 32 bytes, in the range the curve allows. */
export function isP256PrivateKey(text: string): boolean {
  return p256PublicKeyOf(text) !== null;
}

/** The public key belonging to a private one, or null when the private key is not a valid one. */
export function p256PublicKeyOf(privateKey: string): string | null {
  const bytes = decodeBase64Url(privateKey);
  if (bytes?.length !== 32) return null;
  try {
    const ecdh = createECDH(CURVE);
    ecdh.setPrivateKey(bytes);
    return ecdh.getPublicKey('base64url', 'uncompressed');
  } catch {
    return null;
  }
}

/** A fresh VAPID key pair (the private key padded to 32 bytes, which the encoding of a small scalar is not). */
export function generateP256KeyPair(): { publicKey: string; privateKey: string } {
  const ecdh = createECDH(CURVE);
  ecdh.generateKeys();
  const scalar = ecdh.getPrivateKey();
  const privateKey = Buffer.concat([Buffer.alloc(32 - scalar.length), scalar]).toString('base64url');
  return { publicKey: ecdh.getPublicKey('base64url', 'uncompressed'), privateKey };
}
