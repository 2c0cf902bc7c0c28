import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';

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
