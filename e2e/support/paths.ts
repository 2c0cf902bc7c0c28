import path from 'node:path';

export const repoRoot = path.resolve(import.meta.dirname, '..', '..');
export const e2ePort = Number(process.env.E2E_PORT ?? 3210);

/**
 * The DATA_DIR of the app under test. Fixed per port (not a random temp dir) because the config is
 * evaluated again in every worker, and helpers that run the server's scripts beside the app (for
 * example granting premium) must reach the same embedded PostgreSQL. Short and under /tmp: the
 * Unix socket path must stay under ~100 bytes.
 */
export const e2eDataDir = process.env.E2E_DATA_DIR ?? `/tmp/mithaq-e2e-${e2ePort}`;
