import { createSign } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { resolveVapidKeys } from '../lib/auth-secret.js';
import { generateP256KeyPair, isP256PublicKey, p256PublicKeyOf } from '../lib/p256-keys.js';
import { loadConfig } from './config.js';

const pair = generateP256KeyPair();
const keys = { VAPID_PUBLIC_KEY: pair.publicKey, VAPID_PRIVATE_KEY: pair.privateKey };

describe('VAPID settings', () => {
  it('reads a matching key pair and the subject', () => {
    const config = loadConfig({ ...keys, VAPID_SUBJECT: 'https://mithaq.example' });
    expect(config.vapid).toEqual({
      publicKey: pair.publicKey,
      privateKey: pair.privateKey,
      subject: 'https://mithaq.example',
    });
  });

  it('defaults the subject to the MAIL_FROM address, then an https PUBLIC_URL, then the site sender', () => {
    const subject = (env: Record<string, string>) => loadConfig(env).vapid.subject;
    expect(subject({ MAIL_FROM: 'Mithaq <care@mithaq.example>', PUBLIC_URL: 'https://mithaq.example' })).toBe(
      'mailto:care@mithaq.example',
    );
    expect(subject({ MAIL_FROM: 'care@mithaq.example' })).toBe('mailto:care@mithaq.example');
    expect(subject({ PUBLIC_URL: 'https://mithaq.example/' })).toBe('https://mithaq.example');
    expect(subject({ PUBLIC_URL: 'http://192.0.2.7:3000' })).toBe('mailto:no-reply@192.0.2.7');
    expect(subject({})).toBe('mailto:no-reply@localhost');
  });

  it.each([
    [
      'VAPID_SUBJECT',
      { VAPID_SUBJECT: 'http://mithaq.example' },
      /VAPID_SUBJECT: must be a mailto: address or an https/,
    ],
    ['VAPID_SUBJECT', { VAPID_SUBJECT: 'care@mithaq.example' }, /VAPID_SUBJECT: must be a mailto:/],
    ['VAPID_PUBLIC_KEY', { ...keys, VAPID_PUBLIC_KEY: 'not-a-key' }, /VAPID_PUBLIC_KEY: must be a P-256 public key/],
    [
      'VAPID_PUBLIC_KEY',
      { ...keys, VAPID_PUBLIC_KEY: Buffer.from(pair.publicKey, 'base64url').toString('base64') },
      /VAPID_PUBLIC_KEY: must be a P-256 public key: 65 bytes/,
    ],
    [
      'VAPID_PRIVATE_KEY',
      { ...keys, VAPID_PRIVATE_KEY: Buffer.alloc(31, 1).toString('base64url') },
      /VAPID_PRIVATE_KEY: must be a P-256 private key: 32 bytes/,
    ],
    ['VAPID_PRIVATE_KEY', { VAPID_PUBLIC_KEY: pair.publicKey }, /VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY: set both/],
    [
      'VAPID_PUBLIC_KEY',
      { ...keys, VAPID_PUBLIC_KEY: generateP256KeyPair().publicKey },
      /VAPID_PUBLIC_KEY: is not the public key of VAPID_PRIVATE_KEY/,
    ],
  ])('refuses a bad %s, naming it', (_, env, message) => {
    expect(() => loadConfig(env)).toThrow(message);
  });
});

describe('resolveVapidKeys', () => {
  const dirs: string[] = [];
  const tempDir = async () => {
    const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'mq-vapid-'));
    dirs.push(dir);
    return dir;
  };
  afterEach(async () => {
    await Promise.all(dirs.splice(0).map((dir) => fs.rm(dir, { recursive: true, force: true })));
  });

  it('uses the configured pair and writes nothing', async () => {
    const dir = await tempDir();
    const config = loadConfig({ ...keys, DATA_DIR: dir });
    expect(await resolveVapidKeys(config.vapid, dir)).toEqual({ ...pair, subject: config.vapid.subject });
    expect(await fs.readdir(dir)).toEqual([]);
  });

  it('generates a working pair once into DATA_DIR (owner-only) and reuses it on the next start', async () => {
    const dir = await tempDir();
    const config = loadConfig({ DATA_DIR: dir });
    const first = await resolveVapidKeys(config.vapid, dir);
    expect(isP256PublicKey(first.publicKey)).toBe(true);
    expect(p256PublicKeyOf(first.privateKey)).toBe(first.publicKey);
    expect(first.subject).toBe(config.vapid.subject);
    const file = path.join(dir, 'vapid-keys.json');
    expect((await fs.stat(file)).mode & 0o777).toBe(0o600);
    expect(await resolveVapidKeys(config.vapid, dir)).toEqual(first);
  });

  it('replaces a damaged file with a fresh pair', async () => {
    const dir = await tempDir();
    await fs.writeFile(path.join(dir, 'vapid-keys.json'), '{"publicKey":"x","privateKey":"y"}');
    const resolved = await resolveVapidKeys(loadConfig({ DATA_DIR: dir }).vapid, dir);
    expect(p256PublicKeyOf(resolved.privateKey)).toBe(resolved.publicKey);
  });
});

describe('generateP256KeyPair', () => {
  it('gives keys that sign: the private key is always 32 bytes', () => {
    for (let i = 0; i < 50; i += 1) {
      const { publicKey, privateKey } = generateP256KeyPair();
      expect(Buffer.from(privateKey, 'base64url')).toHaveLength(32);
      const point = Buffer.from(publicKey, 'base64url');
      const jwk = {
        kty: 'EC',
        crv: 'P-256',
        d: privateKey,
        x: point.subarray(1, 33).toString('base64url'),
        y: point.subarray(33).toString('base64url'),
      };
      expect(createSign('SHA256').update('x').sign({ key: jwk, format: 'jwk' })).toBeInstanceOf(Buffer);
    }
  });
});
