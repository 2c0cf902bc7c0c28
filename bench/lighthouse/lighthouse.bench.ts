/**
 * Lighthouse 12 on the built app (docs/decisions/0015-speed-on-a-phone.md,
 * docs/decisions/0039-signed-in-pages-speed.md): `/`, `/login`, `/premium` and, signed in,
 * `/dashboard`, `/messages` with a conversation open, `/profile` and `/notifications`, on the mobile
 * preset with simulated throttling, against the real server on a throwaway DATA_DIR and the system
 * Chromium, fully offline. The signed-in member has interests, a match and a conversation
 * (members.ts).
 *
 * Usage: node --import tsx bench/lighthouse/lighthouse.bench.ts [--build] [--check] [--save] [--only=<label>,...]
 *   --build  run `npm run build` first (otherwise apps/web/dist and apps/server/dist must exist)
 *   --check  exit 1 when a target is missed (report.ts TARGETS)
 *   --save   keep the JSON reports in a temporary directory and print its path
 *   --only   audit only the pages whose label contains one of the fragments (e.g. --only=messages);
 *            a fragment that is a whole label picks that page alone (--only=/)
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
import { createMeasuredMember, type MeasuredMember, seedDemoMembers } from './members.js';
import { missedTargets, type PageScore, printTable, scorePage } from './report.js';

const PORT = Number(process.env.LIGHTHOUSE_PORT ?? 3290);
const PUBLIC_PAGES = ['/', '/login', '/premium'];
const DEMO_MEMBERS = 24;

interface AuditedPage {
  /** How the table names it (and report.ts holds it to its targets). */
  label: string;
  path: string;
  signedIn: boolean;
}

function pagesToAudit({ matchId }: MeasuredMember): AuditedPage[] {
  return [
    ...PUBLIC_PAGES.map((p) => ({ label: p, path: p, signedIn: false })),
    { label: '/dashboard', path: '/dashboard', signedIn: true },
    { label: '/messages (conversation)', path: `/messages?user=${matchId}`, signedIn: true },
    { label: '/profile', path: '/profile', signedIn: true },
    { label: '/notifications', path: '/notifications', signedIn: true },
  ];
}

const args = new Set(process.argv.slice(2));
const only = [...args]
  .find((a) => a.startsWith('--only='))
  ?.slice('--only='.length)
  .split(',');

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

async function saveReport(dir: string, label: string, lhr: Result) {
  const name = label === '/' ? 'home' : label.slice(1).replaceAll(/[^a-z0-9]+/gi, '-');
  await fs.writeFile(path.join(dir, `${name}.report.json`), JSON.stringify(lhr));
}

async function auditAll(server: BuiltServer, browser: Browser, member: MeasuredMember, reportDir: string | null) {
  const scores: PageScore[] = [];
  const all = pagesToAudit(member);
  // A fragment that is a whole label picks that page alone (`--only=/` is the landing page).
  const picks = (label: string, o: string) => (all.some((p) => p.label === o) ? label === o : label.includes(o));
  const pages = all.filter((p) => !only || only.some((o) => picks(p.label, o)));
  for (const page of pages) {
    console.log(`Lighthouse ${page.label} ...`);
    const lhr = await auditPage(browser, `${server.url}${page.path}`, page.signedIn ? member.token : undefined);
    if (reportDir) await saveReport(reportDir, page.label, lhr);
    scores.push(scorePage(page.label, page.signedIn, lhr));
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
    const member = await createMeasuredMember(server.url, dataDir);
    browser = await launchBrowser();
    const scores = await auditAll(server, browser, member, reportDir);
    printTable(scores);
    console.log(
      `Load average (1, 5, 15 min): ${os
        .loadavg()
        .map((l) => l.toFixed(2))
        .join(', ')}`,
    );
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
