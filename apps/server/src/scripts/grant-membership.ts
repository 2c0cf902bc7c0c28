import { PLAN_IDS, type PlanId } from '@mithaq/contracts/plans';
import { findMemberByEmail } from '../modules/members/members.repo.js';
import { grantMembership } from '../modules/membership/membership.service.js';
import { loadConfig } from '../platform/config.js';
import { openDatabase } from '../platform/db/open-database.js';
import { argValue } from './cli-args.js';

const PAID_PLANS: readonly PlanId[] = PLAN_IDS.filter((p) => p !== 'free');
const usage = `Usage: npm run membership:grant -- --email <member email> --plan <${PAID_PLANS.join('|')}>`;

function readArgs(args: string[]): { email: string; plan: PlanId } {
  const email = argValue(args, '--email')?.trim().toLowerCase();
  const plan = argValue(args, '--plan') as PlanId | undefined;
  if (!email || !plan || !PAID_PLANS.includes(plan)) throw new Error(usage);
  return { email, plan };
}

/**
 * `npm run membership:grant -- --email … --plan gold`: grants a member the premium a purchase of
 * that plan would (support's manual upgrade, and the browser tests' premium members). Safe to run
 * beside a running app.
 */
async function main() {
  const { email, plan } = readArgs(process.argv.slice(2));
  const db = await openDatabase(loadConfig(), { stopReusedServer: false });
  try {
    const member = await findMemberByEmail(db.database.db, email);
    if (!member) throw new Error(`No member has the email ${email}.`);
    const grant = await grantMembership(db.database.db, member.id, plan);
    const until = grant.premiumUntil ? `until ${grant.premiumUntil.toISOString()}` : 'with no end date';
    console.log(`${email} is premium (${grant.planId}) ${until}.`);
  } finally {
    await db.close();
  }
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exitCode = 1;
});
