import { isIP } from 'node:net';
import path from 'node:path';
import { z } from 'zod';
import { isP256PrivateKey, isP256PublicKey, p256PublicKeyOf } from '../lib/p256-keys.js';
import {
  DEFAULT_PUSH_SERVICE_ORIGINS,
  type PushOrigin,
  parsePushOrigins,
  pushOriginsProblem,
} from '../lib/push-origins.js';

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

const positiveInt = z.coerce.number().int().positive();
const nonNegativeInt = z.coerce.number().int().min(0);
const postgresUrl = z.string().regex(/^postgres(ql)?:\/\/.+/, 'must be a postgres:// or postgresql:// URL');
const trueOrFalse = z.enum(['true', 'false'], { message: 'must be true or false' });

/** proxy-addr's names for address ranges, which Fastify's `trustProxy` accepts beside addresses. */
const PROXY_RANGE_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

/** One entry of TRUST_PROXY's list: an address, an address/prefix (CIDR), or a range name. */
function isProxyAddress(entry: string): boolean {
  if (PROXY_RANGE_NAMES.has(entry)) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const version = isIP(address);
  if (version === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  const bits = Number(prefix);
  return /^\d+$/.test(prefix) && bits <= (version === 4 ? 32 : 128);
}

export type TrustProxy = boolean | number | string[];

/** TRUST_PROXY: `true` (every hop), a hop count, or which proxies' X-Forwarded-For to believe. */
const TrustProxySchema = z
  .string()
  .transform((v): TrustProxy => {
    if (v === 'true' || v === 'false') return v === 'true';
    if (/^\d+$/.test(v)) return Number(v);
    return v.split(',').map((entry) => entry.trim());
  })
  .refine(
    (v) => typeof v !== 'object' || v.every(isProxyAddress),
    'must be true, a hop count, or a comma-separated list of addresses or CIDR ranges',
  );

const STORAGE_URL_SHAPE = 's3://<bucket>?endpoint=<url>&region=<region>&forcePathStyle=true';

/** The one place that reads process.env: parsed once at start-up, a bad value stops it naming the setting. */
const EnvSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: postgresUrl.optional(),
  /** A direct session for LISTEN and the migration lock, when DATABASE_URL goes through a pooler. */
  DATABASE_LISTEN_URL: postgresUrl.optional(),
  DATABASE_POOL_MAX: positiveInt.default(10),
  MIGRATE_ON_START: trueOrFalse.default('true'),
  TRUST_PROXY: TrustProxySchema.optional(),
  /** After SIGTERM: how long the app keeps answering, readiness 503, before it stops accepting. */
  SHUTDOWN_DRAIN_MS: nonNegativeInt.default(0),
  /** After SIGTERM: the most a graceful stop may take before the process exits anyway. */
  SHUTDOWN_GRACE_MS: positiveInt.default(10_000),
  /** Bearer token for GET /metrics; unset, that route answers 404. */
  METRICS_TOKEN: z.string().min(16, 'must be at least 16 characters').optional(),
  PUBLIC_URL: z.url().optional(),
  AUTH_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  LOG_LEVEL: z.enum(LOG_LEVELS).default('info'),
  /** Register and sign-in attempts allowed per client address in each 15-minute window. */
  AUTH_RATE_LIMIT_PER_IP: positiveInt.default(30),
  /**
   * Registrations per email, and failed sign-ins per (email, address), in each 15-minute window; past
   * it from all addresses together, sign-in is slowed, not refused (docs/decisions/0018-login-throttling.md).
   */
  AUTH_RATE_LIMIT_PER_EMAIL: positiveInt.default(10),
  /** Where the built web app lives; the server serves it with history fallback. */
  WEB_DIST_DIR: z.string().optional(),
  /** Lets POST /api/admin/auth/register create staff accounts; unset turns that route off. */
  ADMIN_SETUP_KEY: z.string().min(32, 'must be at least 32 characters').optional(),
  /** PayU merchant key and salt; without a key the built-in sandbox gateway takes payments. */
  PAYU_KEY: z.string().min(1).optional(),
  PAYU_SALT: z.string().min(1).optional(),
  PAYU_PAYMENT_URL: z.url().optional(),
  PAYU_VERIFY_URL: z.url().optional(),
  /** How long a call to PayU's postservice (verify, refund) may take before it counts as failed. */
  PAYU_TIMEOUT_MS: positiveInt.max(120_000).default(10_000),
  /** With DATABASE_URL and no PAYU_KEY, says the operator really wants the no-money sandbox gateway. */
  PAYMENTS_SANDBOX: trueOrFalse.optional(),
  /** Outgoing mail (`smtp://user:pass@host:587`, `smtps://` for TLS); unset: emails go to DATA_DIR/outbox. */
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\/.+/, 'must be an smtp:// or smtps:// URL')
    .optional(),
  MAIL_FROM: z.string().min(3).optional(),
  /** Firebase Phone Auth for the web; all three or none. */
  FIREBASE_API_KEY: z.string().min(1).optional(),
  FIREBASE_AUTH_DOMAIN: z.string().min(1).optional(),
  FIREBASE_PROJECT_ID: z.string().min(1).optional(),
  FIREBASE_JWKS_URL: z.url().optional(),
  /** Our own phone codes: a JSON POST {to, text} to this address; unset: written to DATA_DIR/outbox. */
  SMS_WEBHOOK_URL: z.url().optional(),
  /** 32 bytes, base64: encrypts ID documents at rest; unset: generated once and kept in DATA_DIR. */
  FILE_ENCRYPTION_KEY: z
    .string()
    .refine((v) => Buffer.from(v, 'base64').length === 32, 'must be 32 bytes, base64-encoded')
    .optional(),
  // Files in object storage (docs/decisions/0020-files-in-object-storage.md).
  /** `s3://<bucket>?endpoint=<url>&region=<r>&forcePathStyle=true`; unset: files stay in PostgreSQL. */
  STORAGE_URL: z
    .string()
    .regex(/^s3:\/\/[^/?#]+/, `must look like ${STORAGE_URL_SHAPE}`)
    .optional(),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),

  // Web Push (docs/decisions/0029-web-push.md): unset on the embedded default, a pair is generated into DATA_DIR.
  /** The VAPID key pair (RFC 8292): P-256, unpadded base64url, as `npx web-push generate-vapid-keys` prints. */
  VAPID_PUBLIC_KEY: z
    .string()
    .refine(isP256PublicKey, 'must be a P-256 public key: 65 bytes (uncompressed point), base64url without padding')
    .optional(),
  VAPID_PRIVATE_KEY: z
    .string()
    .refine(isP256PrivateKey, 'must be a P-256 private key: 32 bytes, base64url without padding')
    .optional(),
  /** Who push services contact about our pushes: a mailto: or https: URL (RFC 8292 section 2.1). */
  VAPID_SUBJECT: z
    .string()
    .regex(/^(mailto:[^@\s]+@[^@\s]+|https:\/\/[^\s]+)$/, 'must be a mailto: address or an https:// URL')
    .optional(),
  /** The push services members may subscribe on: comma-separated `https://host[:port]`, `*.` before a domain. */
  PUSH_SERVICE_ORIGINS: z
    .string()
    .superRefine((value, ctx) => {
      const problem = pushOriginsProblem(value);
      if (problem) ctx.addIssue({ code: 'custom', message: problem });
    })
    .optional(),

  // Background jobs (docs/decisions/0021-durable-jobs.md)
  /** Jobs this instance runs at once (emails, texts, purges); 0 runs none here and only queues them. */
  JOB_CONCURRENCY: z.coerce.number().int().min(0).max(100).default(5),
  /** Seconds a message waits, unread by a member who is away, before they are emailed or pushed. */
  MESSAGE_NOTIFY_DELAY_S: nonNegativeInt.max(86_400).default(300),

  // Finding the right person (docs/decisions/0064-finding-the-right-person.md "A stored pool")
  /** Seconds a member's worked-out My matches pool is read again; 0 works it out on every visit. */
  MATCH_POOL_FRESH_S: nonNegativeInt.max(86_400).default(900),

  // Coming back (docs/decisions/0065-coming-back.md "Daily picks")
  /** Whether the fleet makes daily picks each morning (the quarter-hourly planner); picks made stay shown. */
  DAILY_PICKS: trueOrFalse.default('true'),
});

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  /** DATABASE_LISTEN_URL, else DATABASE_URL. */
  databaseListenUrl: string | undefined;
  databasePoolMax: number;
  migrateOnStart: boolean;
  /** Fastify's `trustProxy`: false unless TRUST_PROXY says which X-Forwarded-For to believe. */
  trustProxy: TrustProxy;
  shutdownDrainMs: number;
  shutdownGraceMs: number;
  metricsToken: string | undefined;
  publicUrl: string;
  authSecret: string | undefined;
  logLevel: (typeof LOG_LEVELS)[number];
  authRateLimitPerIp: number;
  authRateLimitPerEmail: number;
  webDistDir: string;
  adminSetupKey: string | undefined;
  payu: PayuConfig;
  /** PAYMENTS_SANDBOX=true: the sandbox gateway is chosen on purpose (see assertServingConfig). */
  paymentsSandbox: boolean;
  smtpUrl: string | undefined;
  mailFrom: string;
  firebase: FirebaseConfig | null;
  smsWebhookUrl: string | undefined;
  fileEncryptionKey: string | undefined;
  /** The bucket files go to; null: they stay in PostgreSQL. */
  storage: S3StorageConfig | null;
  jobConcurrency: number;
  messageNotifyDelayS: number;
  matchPoolFreshS: number;
  dailyPicks: boolean;
  /** VAPID keys as set; unset on the embedded default until resolved (lib/auth-secret.ts). */
  vapid: VapidSettings;
  /** PUSH_SERVICE_ORIGINS, else the browsers' push services (docs/decisions/0029-web-push.md). */
  pushServiceOrigins: PushOrigin[];
}

/** VAPID_* as configured: the keys are both set or both unset. */
export interface VapidSettings {
  publicKey: string | undefined;
  privateKey: string | undefined;
  /** VAPID_SUBJECT, else mailto: the MAIL_FROM address or an https PUBLIC_URL. */
  subject: string;
}

/** The key pair the app signs pushes with, resolved at start-up (`Config & { vapid: VapidKeys }`). */
export interface VapidKeys {
  publicKey: string;
  privateKey: string;
  subject: string;
}

export interface FirebaseConfig {
  apiKey: string;
  authDomain: string;
  projectId: string;
  /** Google's signing keys for Firebase ID tokens (securetoken). */
  jwksUrl: string;
}

export const FIREBASE_DEFAULT_JWKS_URL =
  'https://www.googleapis.com/service_accounts/v1/jwk/securetoken@system.gserviceaccount.com';

/** PayU's hosted checkout (https://docs.payu.in), or our sandbox of it when no key is set. */
export interface PayuConfig {
  key: string | undefined;
  salt: string | undefined;
  /** Where the browser form-posts; unset with a key means PayU production. */
  paymentUrl: string | undefined;
  /** PayU's postservice (verify_payment, cancel_refund_transaction); unset with a key means PayU production. */
  verifyUrl: string | undefined;
  /** Milliseconds a postservice call may take. */
  timeoutMs: number;
}

/** The bucket of STORAGE_URL with S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY (platform/storage/s3-storage.ts). */
export interface S3StorageConfig {
  bucket: string;
  /** Unset: AWS S3 itself. */
  endpoint: string | undefined;
  region: string;
  /** Addresses as `<endpoint>/<bucket>/<key>`, not `<bucket>.<endpoint>/<key>` (most S3-compatible servers). */
  forcePathStyle: boolean;
  accessKeyId: string;
  secretAccessKey: string;
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
  if (e.PAYU_KEY && !e.PAYU_SALT) {
    throw new ConfigError('Invalid configuration:\n  PAYU_SALT: is required when PAYU_KEY is set');
  }
  if (e.SHUTDOWN_DRAIN_MS >= e.SHUTDOWN_GRACE_MS) {
    throw new ConfigError('Invalid configuration:\n  SHUTDOWN_DRAIN_MS: must be less than SHUTDOWN_GRACE_MS');
  }
  const publicUrl = (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, '');
  const mailFrom = e.MAIL_FROM ?? `Mithaq <no-reply@${new URL(publicUrl).hostname}>`;
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    databaseListenUrl: e.DATABASE_LISTEN_URL ?? e.DATABASE_URL,
    databasePoolMax: e.DATABASE_POOL_MAX,
    migrateOnStart: e.MIGRATE_ON_START === 'true',
    trustProxy: e.TRUST_PROXY ?? false,
    shutdownDrainMs: e.SHUTDOWN_DRAIN_MS,
    shutdownGraceMs: e.SHUTDOWN_GRACE_MS,
    metricsToken: e.METRICS_TOKEN,
    publicUrl,
    authSecret: e.AUTH_SECRET,
    logLevel: e.LOG_LEVEL,
    authRateLimitPerIp: e.AUTH_RATE_LIMIT_PER_IP,
    authRateLimitPerEmail: e.AUTH_RATE_LIMIT_PER_EMAIL,
    webDistDir: path.resolve(e.WEB_DIST_DIR ?? defaultWebDistDir()),
    adminSetupKey: e.ADMIN_SETUP_KEY,
    payu: {
      key: e.PAYU_KEY,
      salt: e.PAYU_SALT,
      paymentUrl: e.PAYU_PAYMENT_URL,
      verifyUrl: e.PAYU_VERIFY_URL,
      timeoutMs: e.PAYU_TIMEOUT_MS,
    },
    paymentsSandbox: e.PAYMENTS_SANDBOX === 'true',
    smtpUrl: e.SMTP_URL,
    mailFrom,
    firebase: firebaseConfig(e),
    smsWebhookUrl: e.SMS_WEBHOOK_URL,
    fileEncryptionKey: e.FILE_ENCRYPTION_KEY,
    storage: storageConfig(e),
    jobConcurrency: e.JOB_CONCURRENCY,
    messageNotifyDelayS: e.MESSAGE_NOTIFY_DELAY_S,
    matchPoolFreshS: e.MATCH_POOL_FRESH_S,
    dailyPicks: e.DAILY_PICKS === 'true',
    vapid: vapidSettings(e, mailFrom, publicUrl),
    pushServiceOrigins: e.PUSH_SERVICE_ORIGINS
      ? parsePushOrigins(e.PUSH_SERVICE_ORIGINS, true)
      : parsePushOrigins(DEFAULT_PUSH_SERVICE_ORIGINS, false),
  };
}

/**
 * What serving the site needs beyond valid values (scripts beside the app do not sell anything). An
 * app on an external database is a real deployment: it must not give premium away through the
 * sandbox gateway unless the operator says so (docs/decisions/0016-holding-under-faults-and-bad-input.md "Payments
 * sandbox").
 */
export function assertServingConfig(config: Config): void {
  assertSharedSecrets(config);
  if (config.databaseUrl && !config.payu.key && !config.paymentsSandbox) {
    throw new ConfigError(
      'Invalid configuration:\n  PAYU_KEY: is required when DATABASE_URL is set ' +
        '(or set PAYMENTS_SANDBOX=true to sell through the built-in sandbox gateway, where no money moves)',
    );
  }
  if (config.payu.key && config.paymentsSandbox) {
    throw new ConfigError('Invalid configuration:\n  PAYMENTS_SANDBOX: cannot be true when PAYU_KEY is set');
  }
}

const SHARED_SECRETS = {
  AUTH_SECRET: (c: Config) => c.authSecret,
  FILE_ENCRYPTION_KEY: (c: Config) => c.fileEncryptionKey,
  VAPID_PUBLIC_KEY: (c: Config) => c.vapid.publicKey,
  VAPID_PRIVATE_KEY: (c: Config) => c.vapid.privateKey,
} as const;
type SharedSecret = keyof typeof SHARED_SECRETS;

/**
 * On an external database every instance must sign and encrypt with the same secrets: one generated
 * per DATA_DIR would make a member signed in on one instance a stranger to the next, an ID document
 * stored by one unreadable by another, and a device subscribed through one refuse the pushes of the
 * next (a subscription is bound to one VAPID public key). The embedded default keeps generating them.
 */
export function assertSharedSecrets(
  config: Config,
  needed: SharedSecret[] = ['AUTH_SECRET', 'FILE_ENCRYPTION_KEY', 'VAPID_PUBLIC_KEY', 'VAPID_PRIVATE_KEY'],
): void {
  if (!config.databaseUrl) return;
  const missing = needed.filter((name) => !SHARED_SECRETS[name](config));
  if (missing.length === 0) return;
  throw new ConfigError(
    `Invalid configuration:\n  ${missing.join(', ')}: required when DATABASE_URL is set ` +
      '(every instance on that database must use the same values)',
  );
}

function defaultWebDistDir(): string {
  // Works from source (apps/server/src/platform) and from the bundle (apps/server/dist).
  const fromSource = path.basename(import.meta.dirname) === 'platform';
  const serverDir = path.resolve(import.meta.dirname, fromSource ? '../..' : '..');
  return path.resolve(serverDir, '..', 'web', 'dist');
}

function firebaseConfig(e: z.infer<typeof EnvSchema>): FirebaseConfig | null {
  const parts = [e.FIREBASE_API_KEY, e.FIREBASE_AUTH_DOMAIN, e.FIREBASE_PROJECT_ID];
  if (parts.every((p) => !p)) return null;
  if (!e.FIREBASE_API_KEY || !e.FIREBASE_AUTH_DOMAIN || !e.FIREBASE_PROJECT_ID) {
    throw new ConfigError(
      'Invalid configuration:\n  FIREBASE_API_KEY, FIREBASE_AUTH_DOMAIN, FIREBASE_PROJECT_ID: set all three or none',
    );
  }
  return {
    apiKey: e.FIREBASE_API_KEY,
    authDomain: e.FIREBASE_AUTH_DOMAIN,
    projectId: e.FIREBASE_PROJECT_ID,
    jwksUrl: e.FIREBASE_JWKS_URL ?? FIREBASE_DEFAULT_JWKS_URL,
  };
}

/**
 * The two keys belong together: a public key from another pair would make every push service refuse
 * our signatures. The subject defaults to an address a push service operator can write to.
 */
function vapidSettings(e: z.infer<typeof EnvSchema>, mailFrom: string, publicUrl: string): VapidSettings {
  const { VAPID_PUBLIC_KEY: publicKey, VAPID_PRIVATE_KEY: privateKey } = e;
  if (Boolean(publicKey) !== Boolean(privateKey)) {
    throw new ConfigError('Invalid configuration:\n  VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY: set both or neither');
  }
  if (privateKey && p256PublicKeyOf(privateKey) !== publicKey) {
    throw new ConfigError(
      'Invalid configuration:\n  VAPID_PUBLIC_KEY: is not the public key of VAPID_PRIVATE_KEY (set a matching pair)',
    );
  }
  return { publicKey, privateKey, subject: e.VAPID_SUBJECT ?? defaultVapidSubject(e.MAIL_FROM, mailFrom, publicUrl) };
}

/** An operator's own MAIL_FROM address first, then an https site address, then the made-up sender. */
function defaultVapidSubject(configuredMailFrom: string | undefined, mailFrom: string, publicUrl: string): string {
  const address = (from: string) => /<([^<>\s]+@[^<>\s]+)>/.exec(from)?.[1] ?? from.trim();
  if (configuredMailFrom) return `mailto:${address(configuredMailFrom)}`;
  if (publicUrl.startsWith('https://')) return publicUrl;
  return `mailto:${address(mailFrom)}`;
}

const STORAGE_PARAMS = new Set(['endpoint', 'region', 'forcePathStyle']);

const invalidStorage = (problem: string) => new ConfigError(`Invalid configuration:\n  ${problem}`);

/** STORAGE_URL and its keys; each mistake names the setting, since a typo would send files nowhere. */
function storageConfig(e: z.infer<typeof EnvSchema>): S3StorageConfig | null {
  if (!e.STORAGE_URL) return null;
  const url = new URL(e.STORAGE_URL);
  const unknown = [...url.searchParams.keys()].filter((k) => !STORAGE_PARAMS.has(k));
  if (unknown.length > 0) {
    throw invalidStorage(`STORAGE_URL: unknown parameter ${unknown.join(', ')} (must look like ${STORAGE_URL_SHAPE})`);
  }
  if (url.pathname !== '' && url.pathname !== '/') {
    throw invalidStorage('STORAGE_URL: name the bucket only, with no path after it');
  }
  const endpoint = url.searchParams.get('endpoint') ?? undefined;
  if (endpoint !== undefined && !/^https?:\/\/[^/]+/.test(endpoint)) {
    throw invalidStorage('STORAGE_URL: endpoint must be an http:// or https:// URL');
  }
  const forcePathStyle = url.searchParams.get('forcePathStyle') ?? 'false';
  if (forcePathStyle !== 'true' && forcePathStyle !== 'false') {
    throw invalidStorage('STORAGE_URL: forcePathStyle must be true or false');
  }
  if (!e.S3_ACCESS_KEY_ID || !e.S3_SECRET_ACCESS_KEY) {
    throw invalidStorage('S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY: both are required when STORAGE_URL is set');
  }
  return {
    bucket: decodeURIComponent(url.hostname),
    endpoint,
    region: url.searchParams.get('region') || 'us-east-1',
    forcePathStyle: forcePathStyle === 'true',
    accessKeyId: e.S3_ACCESS_KEY_ID,
    secretAccessKey: e.S3_SECRET_ACCESS_KEY,
  };
}
