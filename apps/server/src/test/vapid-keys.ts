import { generateP256KeyPair } from '../lib/p256-keys.js';
import type { VapidKeys, VapidSettings } from '../platform/config.js';

/** The VAPID keys a test gave, else a fresh pair (generating one takes well under a millisecond). */
export function testVapidKeys({ publicKey, privateKey, subject }: VapidSettings): VapidKeys {
  return publicKey && privateKey ? { publicKey, privateKey, subject } : { ...generateP256KeyPair(), subject };
}
