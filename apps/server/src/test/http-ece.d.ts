/** The part of `http_ece` (RFC 8188 / RFC 8291 content encoding) the test push service uses; it ships no types. */
declare module 'http_ece' {
  import type { ECDH } from 'node:crypto';

  export interface EceParams {
    version: 'aes128gcm' | 'aesgcm';
    /** The receiving device's key pair. */
    privateKey?: ECDH;
    /** The device's 16-byte auth secret, base64url or bytes. */
    authSecret?: string | Buffer;
    dh?: string | Buffer;
    salt?: string | Buffer;
  }

  export function decrypt(buffer: Buffer, params: EceParams): Buffer;
  export function encrypt(buffer: Buffer, params: EceParams): Buffer;
}
