import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import type { TestMember } from '../fixtures';
import { e2eDataDir, repoRoot } from '../support/paths';

const run = promisify(execFile);

/**
 * Today's picks for `member`, best first, stored as the 08:00 run stores them (e2e/support/make-picks.ts), so a
 * test does not wait for the morning. The day is today's in UTC: the page shows the latest day's picks.
 */
export async function makePicks(member: TestMember, picks: TestMember[]): Promise<void> {
  const day = new Date().toISOString().slice(0, 10);
  await run(
    process.execPath,
    [
      '--import',
      'tsx',
      'e2e/support/make-picks.ts',
      '--for',
      member.email,
      '--picks',
      picks.map((p) => p.email).join(','),
      '--day',
      day,
    ],
    { cwd: repoRoot, env: { ...process.env, DATA_DIR: e2eDataDir, LOG_LEVEL: 'silent' }, timeout: 60_000 },
  );
}
