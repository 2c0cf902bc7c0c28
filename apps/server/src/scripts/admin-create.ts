import { createInterface } from 'node:readline/promises';
import { AdminRegisterSchema } from '@mithaq/contracts/admin';
import { createAdmin } from '../modules/admin/admin-auth.service.js';
import { loadConfig } from '../platform/config.js';
import { openDatabase } from '../platform/db/open-database.js';
import { argValue } from './cli-args.js';

const usage = 'Usage: npm run admin:create -- --email <email> --name <name> [--reviews-women] [--password-stdin]';

async function readAll(stream: NodeJS.ReadableStream): Promise<string> {
  let text = '';
  for await (const chunk of stream) text += chunk.toString();
  return text;
}

/** The password from stdin (`--password-stdin`, first line) or typed at a prompt. */
async function readPassword(fromStdin: boolean): Promise<string> {
  if (fromStdin) return (await readAll(process.stdin)).split(/\r?\n/)[0] ?? '';
  if (!process.stdin.isTTY) throw new Error('No terminal to ask for the password: pass --password-stdin.');
  const rl = createInterface({ input: process.stdin, output: process.stdout, terminal: true });
  try {
    return await rl.question('Password for the staff account: ');
  } finally {
    rl.close();
  }
}

/**
 * `npm run admin:create -- --email … --name …`: creates a staff account from the shell, for a
 * self-hoster without ADMIN_SETUP_KEY. Safe to run beside a running app.
 */
async function main() {
  const args = process.argv.slice(2);
  const email = argValue(args, '--email');
  const name = argValue(args, '--name');
  if (!email || !name) throw new Error(usage);
  const password = await readPassword(args.includes('--password-stdin'));
  // A woman reviewer sees the selfies and IDs of members who asked for women staff only.
  const reviewsWomen = args.includes('--reviews-women');
  const parsed = AdminRegisterSchema.safeParse({ email, name, password, reviewsWomen });
  if (!parsed.success) throw new Error(parsed.error.issues.map((i) => i.message).join('\n'));
  const db = await openDatabase(loadConfig(), { stopReusedServer: false });
  try {
    const admin = await createAdmin({ db: db.database.db }, parsed.data);
    console.log(
      `Staff account created for ${admin.email}${admin.reviewsWomen ? ' (reviews women)' : ''}. Sign in at /admin.`,
    );
  } finally {
    await db.close();
  }
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exitCode = 1;
});
