import { resolveAuthSecret, resolveFileEncryptionKey, resolveVapidKeys } from './lib/auth-secret.js';
import { LISTEN_BACKLOG, stopGracefully } from './lib/lifecycle.js';
import { assertServingConfig, ConfigError, loadConfig } from './platform/config.js';
import { watchEmbeddedPostgres } from './platform/db/embedded-watchdog.js';
import { openDatabase } from './platform/db/open-database.js';

/**
 * Starts the process: migrate, listen, and stop gracefully on SIGTERM, SIGINT and SIGHUP (the
 * terminal running `npm start` was closed): drain, close, then stop the embedded PostgreSQL with the
 * app. A stop that takes longer than SHUTDOWN_GRACE_MS ends the process anyway. While it runs, an
 * embedded PostgreSQL that dies is started again.
 */
async function main() {
  const config = loadConfig();
  assertServingConfig(config);
  // The app's modules (Fastify, every feature) load while PostgreSQL starts and migrates in its own
  // processes, so start-up takes the longer of the two rather than their sum (bench/start.bench.ts).
  const appModule = import('./app.js');
  const authSecret = await resolveAuthSecret(config.authSecret, config.dataDir);
  const fileEncryptionKey = await resolveFileEncryptionKey(config.fileEncryptionKey, config.dataDir);
  const vapid = await resolveVapidKeys(config.vapid, config.dataDir);
  const db = await openDatabase(config);
  const { buildApp } = await appModule;
  const app = await buildApp({ config: { ...config, authSecret, fileEncryptionKey, vapid }, database: db.database });
  if (db.embedded?.reused) app.log.warn('reusing an embedded PostgreSQL server left running by an earlier process');
  if (!config.payu.key) {
    app.log.warn('PAYU_KEY is not set: premium is sold through the built-in sandbox gateway, where no money moves');
  }

  const stop = stopGracefully(app, {
    drainMs: config.shutdownDrainMs,
    graceMs: config.shutdownGraceMs,
    afterClose: () => db.close(),
  });
  // An embedded PostgreSQL that dies is started again
  // (docs/decisions/0050-the-embedded-postgresql-is-restarted-when-it-dies.md); watching ends as the app starts to
  // stop, before the server's own stop.
  if (db.embedded) {
    const watchdog = watchEmbeddedPostgres(db.embedded, { log: app.log, onGiveUp: (err) => stop.fail(err) });
    app.lifecycle.onDrain(() => watchdog.stop());
  }

  await app.listen({ port: config.port, host: config.host, backlog: LISTEN_BACKLOG });
  app.log.info(`Mithaq is serving on ${config.publicUrl}`);
}

main().catch((err: unknown) => {
  if (err instanceof ConfigError) {
    console.error(err.message);
  } else {
    console.error('Mithaq could not start:', err instanceof Error ? err.message : err);
  }
  process.exit(1);
});
