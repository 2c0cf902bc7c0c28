import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { VapidKeys, VapidSettings } from '../platform/config.js';
import { generateP256KeyPair, p256PublicKeyOf } from './p256-keys.js';

/** A secret kept in DATA_DIR: read when present, else generated once and written there (mode 0600). */
async function storedSecret(
  dataDir: string,
  fileName: string,
  isValid: (s: string) => boolean,
  generate: () => string,
) {
  const file = path.join(dataDir, fileName);
  try {
    const stored = (await fs.readFile(file, 'utf8')).trim();
    if (isValid(stored)) return stored;
  } catch {
    // first start: fall through and create it
  }
  await fs.mkdir(dataDir, { recursive: true });
  const secret = generate();
  await fs.writeFile(file, `${secret}\n`, { mode: 0o600 });
  return secret;
}

/** AUTH_SECRET when set; otherwise one generated on first start and kept in DATA_DIR. */
export async function resolveAuthSecret(configured: string | undefined, dataDir: string): Promise<string> {
  if (configured) return configured;
  return storedSecret(
    dataDir,
    'auth-secret',
    (s) => s.length >= 32,
    () => randomBytes(48).toString('base64url'),
  );
}

/** FILE_ENCRYPTION_KEY when set; otherwise 32 random bytes generated once and kept in DATA_DIR. */
export async function resolveFileEncryptionKey(configured: string | undefined, dataDir: string): Promise<string> {
  if (configured) return configured;
  return storedSecret(
    dataDir,
    'file-encryption-key',
    (s) => Buffer.from(s, 'base64').length === 32,
    () => randomBytes(32).toString('base64'),
  );
}

/**
 * VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY when set; otherwise a pair generated once and kept in
 * DATA_DIR/vapid-keys.json. Keeping it matters: a browser's subscription is bound to the public key it
 * was made with, so a new pair would silently orphan every subscribed device.
 */
export async function resolveVapidKeys(vapid: VapidSettings, dataDir: string): Promise<VapidKeys> {
  const { publicKey, privateKey, subject } = vapid;
  if (publicKey && privateKey) return { publicKey, privateKey, subject };
  const stored = await storedSecret(dataDir, 'vapid-keys.json', isStoredKeyPair, () =>
    JSON.stringify(generateP256KeyPair()),
  );
  const pair = JSON.parse(stored) as { publicKey: string; privateKey: string };
  return { publicKey: pair.publicKey, privateKey: pair.privateKey, subject };
}

function isStoredKeyPair(text: string): boolean {
  try {
    const pair = JSON.parse(text) as { publicKey?: unknown; privateKey?: unknown };
    return typeof pair.privateKey === 'string' && p256PublicKeyOf(pair.privateKey) === pair.publicKey;
  } catch {
    return false;
  }
}
