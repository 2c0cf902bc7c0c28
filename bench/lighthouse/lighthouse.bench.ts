/**
 * Lighthouse 12 on the built app (issue 10): `/`, `/login`, `/premium` and a signed-in `/dashboard`
 * on the mobile preset with simulated throttling, against the real server on a throwaway DATA_DIR
 * and the system Chromium, fully offline.
 *
 * Usage: node --import tsx bench/lighthouse/lighthouse.bench.ts [--build] [--check] [--save]
 *   --build  run `npm run build` first (otherwise apps/web/dist and apps/server/dist must exist)
 *   --check  exit 1 when a target is missed (performance >= 95, accessibility 100, LCP < 1.5 s,
 *            dashboard CLS < 0.05)
 *   --save   keep the JSON reports in a temporary directory and print its path
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Result } from 'lighthouse';
import {
  type BuiltServer,
  exists,
  makeDataDir,
  repoRoot,
  serverEntry,
  spawnServer,
  waitForHealth,
  webIndex,
} from '../built-server.js';
import { auditPage, type Browser, launchBrowser } from './audit.js';
import { createProfiledMember, seedDemoMembers } from './members.js';
import { missedTargets, type PageScore, printTable, scorePage } from './report.js';

const PORT = Number(process.env.LIGHTHOUSE_PORT ?? 3290);
const PUBLIC_PAGES = ['/', '/login', '/premium'];
const SIGNED_IN_PAGES = ['/dashboard'];
const DEMO_MEMBERS = 24;

const args = new Set(process.argv.slice(2));

async function ensureBuilt() {
  if (args.has('--build')) {
    execFileSync('npm', ['run', 'build'], { cwd: repoRoot, stdio: 'inherit' });
    return;
  }
  if (!(await exists(webIndex)) || !(await exists(serverEntry))) {
    console.error('No build found (apps/web/dist, apps/server/dist): run `npm run build` first, or pass --build.');
    process.exit(2);
  }
}

async function saveReport(dir: string, pagePath: string, lhr: Result) {
  const name = pagePath === '/' ? 'home' : pagePath.slice(1).replaceAll('/', '-');
  await fs.writeFile(path.join(dir, `${name}.report.json`), JSON.stringify(lhr));
}

async function auditAll(server: BuiltServer, browser: Browser, token: string, reportDir: string | null) {
  const scores: PageScore[] = [];
  const pages = [...PUBLIC_PAGES.map((p) => ({ p, token: undefined })), ...SIGNED_IN_PAGES.map((p) => ({ p, token }))];
  for (const { p, token: pageToken } of pages) {
    console.log(`Lighthouse ${p} ...`);
    const lhr = await auditPage(browser, `${server.url}${p}`, pageToken);
    if (reportDir) await saveReport(reportDir, p, lhr);
    scores.push(scorePage(p, lhr));
  }
  return scores;
}

async function main() {
  await ensureBuilt();
  const dataDir = await makeDataDir('mq-lh-');
  const reportDir = args.has('--save') ? await fs.mkdtemp(path.join(os.tmpdir(), 'mq-lighthouse-')) : null;
  const server = spawnServer({ dataDir, port: PORT });
  let browser: Browser | undefined;
  try {
    await waitForHealth(server);
    await seedDemoMembers(dataDir, DEMO_MEMBERS);
    const token = await createProfiledMember(server.url);
    browser = await launchBrowser();
    const scores = await auditAll(server, browser, token, reportDir);
    printTable(scores);
    if (reportDir) console.log(`JSON reports: ${reportDir}`);
    const missed = scores.flatMap((s) => missedTargets(s).map((m) => `${s.path}: ${m}`));
    for (const m of missed) console.log(`missed: ${m}`);
    if (missed.length === 0) console.log('All targets met.');
    if (args.has('--check') && missed.length > 0) process.exitCode = 1;
  } finally {
    await browser?.kill();
    await server.stop();
    await fs.rm(dataDir, { recursive: true, force: true });
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exitCode = 1;
});
