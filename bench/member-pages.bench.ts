/**
 * What drawing members' pages on the server costs (docs/decisions/0041-members-pages-drawn-by-the-server.md):
 * the built server with its own DATA_DIR, the Lighthouse bench's member among demo members with photos, and each drawn
 * page (`/dashboard`, `/profile`, `/notifications`, `/messages` with a conversation open) asked for
 * with the session cookie, one at a time and then by several browsers at once. Prints the time to
 * the whole answer (p50, p99), the HTML's size, the server's CPU per page, and the app shell's time
 * for the same address without the cookie, for comparison. A page that comes back as the shell
 * (the instance was busy) is counted apart.
 *
 * Usage: node --import tsx bench/member-pages.bench.ts [--pages=<n>] [--concurrency=<n>]
 */

import fs from 'node:fs/promises';
import os from 'node:os';
import { performance } from 'node:perf_hooks';
import { cpuMs, exists, makeDataDir, serverEntry, spawnServer, waitForHealth, webIndex } from './built-server.js';
import { createMeasuredMember, seedDemoMembers } from './lighthouse/members.js';

const PORT = Number(process.env.MEMBER_PAGES_PORT ?? 3291);
const drawnPages = (matchId: string) => ['/dashboard', '/profile', '/notifications', `/messages?user=${matchId}`];
/** Mirrors contracts MEMBER_SESSION_COOKIE and MEMBER_PAGE_STATE_ID. */
const SESSION_COOKIE = 'mithaq_session';
const PAGE_STATE = 'id="member-page-state"';
const DEMO_MEMBERS = 24;

const option = (name: string, fallback: number) =>
  Number(process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1] ?? fallback);
const PAGES = option('pages', 60);
const CONCURRENCY = option('concurrency', 4);

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? 0;

interface Answer {
  ms: number;
  bytes: number;
  drawn: boolean;
}

async function fetchPage(url: string, cookie?: string): Promise<Answer> {
  const started = performance.now();
  const res = await fetch(url, { headers: cookie ? { cookie, 'accept-encoding': 'br' } : { 'accept-encoding': 'br' } });
  const html = await res.text();
  return { ms: performance.now() - started, bytes: Buffer.byteLength(html), drawn: html.includes(PAGE_STATE) };
}

async function inParallel(count: number, concurrency: number, ask: () => Promise<Answer>): Promise<Answer[]> {
  const answers: Answer[] = [];
  let started = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (started < count) {
        started++;
        answers.push(await ask());
      }
    }),
  );
  return answers;
}

/** Times are of the answers of the kind asked for: drawn pages, or the shell. */
function summary(label: string, answers: Answer[], cpu: number, drawnWanted = true) {
  const counted = answers.filter((a) => a.drawn === drawnWanted);
  const times = counted.map((a) => a.ms).sort((a, b) => a - b);
  return {
    run: label,
    pages: answers.length,
    drawn: answers.filter((a) => a.drawn).length,
    'p50 ms': percentile(times, 0.5).toFixed(1),
    'p99 ms': percentile(times, 0.99).toFixed(1),
    'HTML kB': counted[0] ? (counted[0].bytes / 1024).toFixed(1) : '-',
    'CPU ms/page': (cpu / answers.length).toFixed(1),
  };
}

async function measured(pid: number, run: () => Promise<Answer[]>): Promise<[Answer[], number]> {
  const before = await cpuMs(pid);
  const answers = await run();
  return [answers, (await cpuMs(pid)) - before];
}

async function main() {
  if (!(await exists(webIndex)) || !(await exists(serverEntry))) {
    console.error('No build found: run `npm run build` first.');
    process.exit(2);
  }
  const dataDir = await makeDataDir('mq-mp-');
  const server = spawnServer({ dataDir, port: PORT });
  try {
    await waitForHealth(server);
    await seedDemoMembers(dataDir, DEMO_MEMBERS);
    const member = await createMeasuredMember(server.url, dataDir);
    const cookie = `${SESSION_COOKIE}=${member.token}`;
    const pid = server.child.pid ?? 0;
    const rows = [];
    for (const page of drawnPages(member.matchId)) {
      const url = `${server.url}${page}`;
      // Warm: the renderer's first pages compile its code.
      await inParallel(10, 1, () => fetchPage(url, cookie));
      const shell = () => inParallel(PAGES, 1, () => fetchPage(url));
      const label = page.split('?')[0];
      rows.push(summary(`${label} shell`, ...(await measured(pid, shell)), false));
      const oneAtATime = () => inParallel(PAGES, 1, () => fetchPage(url, cookie));
      rows.push(summary(`${label} one at a time`, ...(await measured(pid, oneAtATime))));
      const together = () => inParallel(PAGES, CONCURRENCY, () => fetchPage(url, cookie));
      rows.push(summary(`${label} ${CONCURRENCY} at once`, ...(await measured(pid, together))));
    }
    console.table(rows);
    console.log(
      `Load average (1, 5, 15 min): ${os
        .loadavg()
        .map((l) => l.toFixed(2))
        .join(', ')}`,
    );
  } finally {
    await server.stop();
    await fs.rm(dataDir, { recursive: true, force: true });
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exitCode = 1;
});
