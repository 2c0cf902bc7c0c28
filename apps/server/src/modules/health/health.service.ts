import { MESSAGES } from '@mithaq/contracts/messages';
import { AppError } from '../../lib/app-error.js';
import type { AppContext } from '../../platform/context.js';
import { latestMigrationMillis } from '../../platform/db/migrate.js';
import { latestAppliedMigration, pingDatabase } from './health.repo.js';

type Ctx = Pick<AppContext, 'db'>;

/** GET /api/health (spec section 7): the database answers. */
export async function checkHealth(ctx: Ctx) {
  try {
    await pingDatabase(ctx.db);
  } catch {
    throw new AppError('UNAVAILABLE', MESSAGES.databaseDown);
  }
  return { status: 'ok' as const, database: 'up' as const };
}

/**
 * Whether a balancer should send this instance requests: not while it stops
 * (docs/decisions/0022-running-as-a-fleet.md), nor before the database has every migration this build ships (an
 * instance started with MIGRATE_ON_START=false waits for `npm run db:migrate`).
 */
export async function checkReadiness(ctx: Ctx, isDraining: boolean) {
  if (isDraining) throw new AppError('UNAVAILABLE', MESSAGES.shuttingDown);
  let applied: number | null;
  try {
    applied = await latestAppliedMigration(ctx.db);
  } catch {
    throw new AppError('UNAVAILABLE', MESSAGES.databaseDown);
  }
  if (applied === null || applied < latestMigrationMillis()) {
    throw new AppError('UNAVAILABLE', MESSAGES.databaseNotMigrated);
  }
  return { status: 'ready' as const, database: 'up' as const, migrations: 'applied' as const };
}
