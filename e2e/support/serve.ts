/**
 * Runs the app for one Playwright run with an empty DATA_DIR, and removes that directory once the
 * app has stopped.
 *
 * Why a wrapper and not a global teardown: Playwright (1.65) runs the global teardown *before* it
 * stops config.webServer, so a teardown that deletes DATA_DIR would pull the directory from under
 * a running PostgreSQL. Here the removal happens only after the app (which stops its embedded
 * PostgreSQL on SIGTERM/SIGINT, apps/server/src/main.ts) has exited.
 *
 * Usage: node --import tsx e2e/support/serve.ts <command...>
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';

const command = process.argv.slice(2).join(' ');
if (!command) {
  console.error('serve.ts: no server command given');
  process.exit(2);
}

// DATA_DIR comes from the config (support/paths.ts); a run killed before its clean-up left it behind,
// so it starts empty.
const dataDir = process.env.DATA_DIR;
if (!dataDir) {
  console.error('serve.ts: DATA_DIR is not set');
  process.exit(2);
}
fs.rmSync(dataDir, { recursive: true, force: true });
fs.mkdirSync(dataDir, { recursive: true });
// As root the embedded PostgreSQL runs as the `postgres` user, which must be able to enter DATA_DIR.
fs.chmodSync(dataDir, 0o755);

const removeDataDir = () => fs.rmSync(dataDir, { recursive: true, force: true });

// `exec` so the shell is replaced by the server and signals reach it directly.
const child = spawn('sh', ['-c', `exec ${command}`], {
  stdio: 'inherit',
  // No morning run of daily picks: a picked member would be drawn twice on the dashboard (in Today's
  // picks and in the list) whenever a run fell inside the suite; the picks tests write their picks.
  env: { DAILY_PICKS: 'false', ...process.env, DATA_DIR: dataDir },
});

// Playwright signals the whole process group (gracefulShutdown in the config); forwarding as well
// covers a signal sent to this wrapper alone. main.ts ignores a second signal while closing.
for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.on(signal, () => {
    if (child.exitCode === null && child.signalCode === null) child.kill(signal);
  });
}

child.on('error', (err) => {
  console.error(`serve.ts: could not start "${command}": ${err.message}`);
  removeDataDir();
  process.exit(1);
});

child.on('exit', (code, signal) => {
  removeDataDir();
  process.exit(code ?? (signal ? 1 : 0));
});
