import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { generateP256KeyPair } from '../lib/p256-keys.js';
import { assertServingConfig, assertSharedSecrets, ConfigError, loadConfig } from './config.js';

const vapid = generateP256KeyPair();
const secrets = {
  AUTH_SECRET: 'a'.repeat(40),
  FILE_ENCRYPTION_KEY: Buffer.alloc(32, 7).toString('base64'),
  VAPID_PUBLIC_KEY: vapid.publicKey,
  VAPID_PRIVATE_KEY: vapid.privateKey,
};

describe('assertServingConfig', () => {
  const external = { DATABASE_URL: 'postgres://db.internal/mithaq', ...secrets };

  it('keeps the sandbox gateway on the embedded default', () => {
    expect(() => assertServingConfig(loadConfig({}))).not.toThrow();
  });

  it('refuses an external database without PAYU_KEY, naming both ways out', () => {
    expect(() => assertServingConfig(loadConfig(external))).toThrow(/PAYU_KEY.*PAYMENTS_SANDBOX=true/s);
  });

  it('starts on an external database when the sandbox is chosen or PayU is configured', () => {
    expect(() => assertServingConfig(loadConfig({ ...external, PAYMENTS_SANDBOX: 'true' }))).not.toThrow();
    expect(() => assertServingConfig(loadConfig({ ...external, PAYU_KEY: 'k', PAYU_SALT: 's' }))).not.toThrow();
  });

  it('refuses the sandbox beside a real PayU key', () => {
    expect(() => assertServingConfig(loadConfig({ PAYU_KEY: 'k', PAYU_SALT: 's', PAYMENTS_SANDBOX: 'true' }))).toThrow(
      ConfigError,
    );
  });
});

describe('assertSharedSecrets', () => {
  const db = { DATABASE_URL: 'postgres://db.internal/mithaq', PAYMENTS_SANDBOX: 'true' };

  it('refuses an external database without its shared secrets, naming each', () => {
    expect(() => assertServingConfig(loadConfig(db))).toThrow(
      /AUTH_SECRET, FILE_ENCRYPTION_KEY, VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY: required/,
    );
  });

  it('names only the one missing', () => {
    const { FILE_ENCRYPTION_KEY: _, ...allButFileKey } = secrets;
    expect(() => assertServingConfig(loadConfig({ ...db, ...allButFileKey }))).toThrow(
      /\n {2}FILE_ENCRYPTION_KEY: required when DATABASE_URL/,
    );
    const { VAPID_PUBLIC_KEY: _p, VAPID_PRIVATE_KEY: _k, ...allButVapid } = secrets;
    expect(() => assertServingConfig(loadConfig({ ...db, ...allButVapid }))).toThrow(
      /\n {2}VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY: required when DATABASE_URL/,
    );
    expect(() => assertServingConfig(loadConfig({ ...db, ...secrets }))).not.toThrow();
    expect(() =>
      assertSharedSecrets(loadConfig({ ...db, AUTH_SECRET: secrets.AUTH_SECRET }), ['AUTH_SECRET']),
    ).not.toThrow();
  });

  it('lets the embedded default generate them', () => {
    expect(() => assertServingConfig(loadConfig({}))).not.toThrow();
  });
});

describe('fleet settings', () => {
  it('defaults to one box: no proxy trusted, a pool of 10, migrating on start, no metrics', () => {
    const c = loadConfig({});
    expect(c.trustProxy).toBe(false);
    expect(c.databasePoolMax).toBe(10);
    expect(c.databaseListenUrl).toBeUndefined();
    expect(c.migrateOnStart).toBe(true);
    expect(c.shutdownDrainMs).toBe(0);
    expect(c.shutdownGraceMs).toBe(10_000);
    expect(c.metricsToken).toBeUndefined();
  });

  it('reads TRUST_PROXY as true, a hop count or a list of addresses and ranges', () => {
    expect(loadConfig({ TRUST_PROXY: 'true' }).trustProxy).toBe(true);
    expect(loadConfig({ TRUST_PROXY: 'false' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, 192.0.2.7,::1,fd00::/8,loopback' }).trustProxy).toEqual([
      '10.0.0.0/8',
      '192.0.2.7',
      '::1',
      'fd00::/8',
      'loopback',
    ]);
  });

  it.each(['yes', '10.0.0.0/33', '10.0.0.1,', 'fd00::/129', '10.0.0.1/8/8', 'example.com'])(
    'refuses TRUST_PROXY=%s, naming it',
    (value) => {
      expect(() => loadConfig({ TRUST_PROXY: value })).toThrow(/TRUST_PROXY: must be true, a hop count/);
    },
  );

  it('uses DATABASE_URL for LISTEN unless DATABASE_LISTEN_URL says otherwise', () => {
    const pooled = 'postgres://pooler.internal:6432/mithaq';
    expect(loadConfig({ DATABASE_URL: pooled }).databaseListenUrl).toBe(pooled);
    const direct = 'postgres://db.internal:5432/mithaq';
    expect(loadConfig({ DATABASE_URL: pooled, DATABASE_LISTEN_URL: direct }).databaseListenUrl).toBe(direct);
  });

  it('reads the pool size, migration and shutdown settings', () => {
    const c = loadConfig({
      DATABASE_POOL_MAX: '40',
      MIGRATE_ON_START: 'false',
      SHUTDOWN_DRAIN_MS: '3000',
      SHUTDOWN_GRACE_MS: '20000',
    });
    expect([c.databasePoolMax, c.migrateOnStart, c.shutdownDrainMs, c.shutdownGraceMs]).toEqual([
      40,
      false,
      3000,
      20_000,
    ]);
  });

  it('refuses a drain as long as the grace period', () => {
    expect(() => loadConfig({ SHUTDOWN_DRAIN_MS: '10000' })).toThrow(
      /SHUTDOWN_DRAIN_MS: must be less than SHUTDOWN_GRACE_MS/,
    );
  });
});

describe('loadConfig', () => {
  it('applies the documented defaults', () => {
    const c = loadConfig({});
    expect(c.port).toBe(3000);
    expect(c.host).toBe('0.0.0.0');
    expect(c.dataDir).toBe(path.resolve('./data'));
    expect(c.databaseUrl).toBeUndefined();
    expect(c.publicUrl).toBe('http://localhost:3000');
    expect(c.authSecret).toBeUndefined();
    expect(c.logLevel).toBe('info');
  });

  it('derives PUBLIC_URL from PORT and trims a trailing slash', () => {
    expect(loadConfig({ PORT: '8080' }).publicUrl).toBe('http://localhost:8080');
    expect(loadConfig({ PUBLIC_URL: 'https://mithaq.app/' }).publicUrl).toBe('https://mithaq.app');
  });

  it('runs five jobs at a time by default; 0 makes an instance that only queues them', () => {
    expect(loadConfig({}).jobConcurrency).toBe(5);
    expect(loadConfig({ JOB_CONCURRENCY: '0' }).jobConcurrency).toBe(0);
  });

  it('reads a stored My matches pool for 15 minutes by default; 0 works it out on every visit', () => {
    expect(loadConfig({}).matchPoolFreshS).toBe(900);
    expect(loadConfig({ MATCH_POOL_FRESH_S: '0' }).matchPoolFreshS).toBe(0);
    expect(() => loadConfig({ MATCH_POOL_FRESH_S: '-1' })).toThrow(/MATCH_POOL_FRESH_S/);
    expect(loadConfig({}).dailyPicks).toBe(true);
    expect(loadConfig({ DAILY_PICKS: 'false' }).dailyPicks).toBe(false);
    expect(() => loadConfig({ DAILY_PICKS: 'no' })).toThrow(/DAILY_PICKS/);
  });

  it('treats empty values as unset', () => {
    expect(loadConfig({ DATABASE_URL: '', PORT: '' }).port).toBe(3000);
  });

  it.each([
    ['PORT', 'abc'],
    ['PORT', '70000'],
    ['DATABASE_URL', 'mysql://x'],
    ['PUBLIC_URL', 'not a url'],
    ['AUTH_SECRET', 'short'],
    ['LOG_LEVEL', 'loud'],
    ['AUTH_RATE_LIMIT_PER_IP', '0'],
    ['JOB_CONCURRENCY', '-1'],
    ['JOB_CONCURRENCY', 'many'],
    ['DATABASE_LISTEN_URL', 'mysql://x'],
    ['DATABASE_POOL_MAX', '0'],
    ['MIGRATE_ON_START', 'no'],
    ['METRICS_TOKEN', 'short'],
  ])('stops with a message naming %s for a bad value', (key, value) => {
    expect(() => loadConfig({ [key]: value })).toThrow(ConfigError);
    expect(() => loadConfig({ [key]: value })).toThrow(new RegExp(key));
  });
});

describe('STORAGE_URL', () => {
  const keys = { S3_ACCESS_KEY_ID: 'AKIA-test', S3_SECRET_ACCESS_KEY: 'secret-test' };

  it('keeps files in PostgreSQL when unset', () => {
    expect(loadConfig({}).storage).toBeNull();
  });

  it('reads the bucket, endpoint, region and path style, with the keys', () => {
    const url = 's3://mithaq-files?endpoint=http://127.0.0.1:9000&region=eu-west-1&forcePathStyle=true';
    expect(loadConfig({ STORAGE_URL: url, ...keys }).storage).toEqual({
      bucket: 'mithaq-files',
      endpoint: 'http://127.0.0.1:9000',
      region: 'eu-west-1',
      forcePathStyle: true,
      accessKeyId: 'AKIA-test',
      secretAccessKey: 'secret-test',
    });
  });

  it('defaults to AWS S3 itself: no endpoint, us-east-1, virtual-host addresses', () => {
    expect(loadConfig({ STORAGE_URL: 's3://mithaq-files', ...keys }).storage).toMatchObject({
      endpoint: undefined,
      region: 'us-east-1',
      forcePathStyle: false,
    });
  });

  it.each([
    ['https://mithaq-files', /STORAGE_URL: must look like s3:\/\/<bucket>/],
    ['s3://mithaq-files?endpont=http://x', /STORAGE_URL: unknown parameter endpont/],
    ['s3://mithaq-files/photos', /STORAGE_URL: name the bucket only/],
    ['s3://mithaq-files?endpoint=minio:9000', /STORAGE_URL: endpoint must be an http/],
    ['s3://mithaq-files?forcePathStyle=yes', /STORAGE_URL: forcePathStyle must be true or false/],
  ])('refuses %s, saying what is wrong', (value, message) => {
    expect(() => loadConfig({ STORAGE_URL: value, ...keys })).toThrow(message);
  });

  it('requires both keys with a bucket', () => {
    expect(() => loadConfig({ STORAGE_URL: 's3://b', S3_ACCESS_KEY_ID: 'k' })).toThrow(
      /S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY: both are required when STORAGE_URL is set/,
    );
  });
});
