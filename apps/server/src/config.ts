import path from 'node:path';
import { z } from 'zod';

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

const positiveInt = z.coerce.number().int().positive();

/** The one place that reads process.env (ARCHITECTURE.md "House style" 6). */
const EnvSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\/.+/, 'must be a postgres:// or postgresql:// URL')
    .optional(),
  PUBLIC_URL: z.url().optional(),
  AUTH_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  LOG_LEVEL: z.enum(LOG_LEVELS).default('info'),
  /** Register/login attempts allowed per client IP in each 15-minute window. */
  AUTH_RATE_LIMIT_PER_IP: positiveInt.default(30),
  /** Register/login attempts allowed per email address in each 15-minute window. */
  AUTH_RATE_LIMIT_PER_EMAIL: positiveInt.default(10),
  /** Where the built web app lives; the server serves it with history fallback. */
  WEB_DIST_DIR: z.string().optional(),
  /** Lets POST /api/admin/auth/register create staff accounts; unset turns that route off. */
  ADMIN_SETUP_KEY: z.string().min(32, 'must be at least 32 characters').optional(),
});

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  publicUrl: string;
  authSecret: string | undefined;
  logLevel: (typeof LOG_LEVELS)[number];
  authRateLimitPerIp: number;
  authRateLimitPerEmail: number;
  webDistDir: string;
  adminSetupKey: string | undefined;
}

export class ConfigError extends Error {}

/** Parses the environment once; a bad value stops start-up with a message naming the setting. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const cleaned = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = EnvSchema.safeParse(cleaned);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, ''),
    authSecret: e.AUTH_SECRET,
    logLevel: e.LOG_LEVEL,
    authRateLimitPerIp: e.AUTH_RATE_LIMIT_PER_IP,
    authRateLimitPerEmail: e.AUTH_RATE_LIMIT_PER_EMAIL,
    webDistDir: path.resolve(e.WEB_DIST_DIR ?? defaultWebDistDir()),
    adminSetupKey: e.ADMIN_SETUP_KEY,
  };
}

function defaultWebDistDir(): string {
  // Works from source (apps/server/src) and from the bundle (apps/server/dist).
  return path.resolve(import.meta.dirname, '..', '..', 'web', 'dist');
}
