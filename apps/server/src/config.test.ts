import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { assertServingConfig, ConfigError, loadConfig } from './config.js';

describe('assertServingConfig', () => {
  const external = { DATABASE_URL: 'postgres://db.internal/mithaq' };

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
  ])('stops with a message naming %s for a bad value', (key, value) => {
    expect(() => loadConfig({ [key]: value })).toThrow(ConfigError);
    expect(() => loadConfig({ [key]: value })).toThrow(new RegExp(key));
  });
});
