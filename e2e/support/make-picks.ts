/**
 * Stores a member's picks for a day as the morning run does (apps/server/src/modules/picks/picks-run.ts): their rows
 * in `daily_picks` and the day in `pick_days`, written through the app's schema beside the running e2e app, so a
 * test need not wait for 08:00:
 *
 *   node --import tsx e2e/support/make-picks.ts --for <email> --picks <email>,<email> --day <yyyy-mm-dd>
 *
 * The picks keep the order given. DATA_DIR names the app's database, as for `npm run membership:grant`.
 */
import { findMemberByEmail } from '../../apps/server/src/modules/members/members.repo.js';
import { loadConfig } from '../../apps/server/src/platform/config.js';
import { openDatabase } from '../../apps/server/src/platform/db/open-database.js';
import { dailyPicks, pickDays } from '../../apps/server/src/platform/db/schema.js';
import { argValue } from '../../apps/server/src/scripts/cli-args.js';

async function main() {
  const args = process.argv.slice(2);
  const owner = argValue(args, '--for');
  const picked = argValue(args, '--picks')?.split(',').filter(Boolean) ?? [];
  const day = argValue(args, '--day');
  if (!owner || !day) throw new Error('Usage: make-picks.ts --for <email> --picks <email,...> --day <yyyy-mm-dd>');
  const db = await openDatabase(loadConfig(), { stopReusedServer: false });
  try {
    const idOf = async (email: string) => {
      const member = await findMemberByEmail(db.database.db, email);
      if (!member) throw new Error(`No member has the email ${email}.`);
      return member.id;
    };
    const memberId = await idOf(owner);
    const ids = await Promise.all(picked.map(idOf));
    const createdAt = new Date();
    await db.database.db.transaction(async (tx) => {
      if (ids.length > 0) {
        const rows = ids.map((pickId, position) => ({ memberId, pickId, day, position, createdAt }));
        await tx.insert(dailyPicks).values(rows).onConflictDoNothing();
      }
      const made = { day, picked: ids.length, keptNoteAt: null };
      await tx
        .insert(pickDays)
        .values({ memberId, ...made })
        .onConflictDoUpdate({ target: pickDays.memberId, set: made });
    });
  } finally {
    await db.close();
  }
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exitCode = 1;
});
